import { z } from 'zod';

// The Mini-Admin's submissions screen: the forms that have (or can get) submissions, with the
// columns of their submissions.

const localizedLabelSchema = z.object({ en: z.string(), nl: z.string() }).nullable();

/** One form as the submissions screen lists it; the agency site's contact form has no title or labels. */
export const formOverviewEntrySchema = z.object({
  id: z.string(),
  title: localizedLabelSchema,
  /** The columns of its submissions, in the form's order (fields a form no longer has come last). */
  fields: z.array(z.object({ name: z.string(), label: localizedLabelSchema })),
  submissions: z.number().int(),
  lastSubmittedAt: z.string().nullable(),
});
export type FormOverviewEntry = z.infer<typeof formOverviewEntrySchema>;

export const formOverviewResponseSchema = z.array(formOverviewEntrySchema);
