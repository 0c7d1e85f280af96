import { z } from 'zod';

/** What an import of content packages wrote (`POST /api/v1/content/import`, `npm run content -- import`). */
export const importSummarySchema = z.object({
  pagesCreated: z.number().int().min(0),
  revisionsCreated: z.number().int().min(0),
  pagesUnchanged: z.number().int().min(0),
  menusWritten: z.number().int().min(0),
  languagesWritten: z.number().int().min(0),
  contactOptionsWritten: z.number().int().min(0),
  translationsWritten: z.number().int().min(0),
  teamMembersWritten: z.number().int().min(0),
  formsWritten: z.number().int().min(0),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** A summary with every count at zero, before anything is written. */
export function emptyImportSummary(): ImportSummary {
  return {
    pagesCreated: 0,
    revisionsCreated: 0,
    pagesUnchanged: 0,
    menusWritten: 0,
    languagesWritten: 0,
    contactOptionsWritten: 0,
    translationsWritten: 0,
    teamMembersWritten: 0,
    formsWritten: 0,
  };
}
