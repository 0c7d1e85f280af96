import { count, max } from 'drizzle-orm';
import { contactFormFields, contactFormId } from '@zilt/contracts/contact-form';
import type { FormOverviewEntry } from '@zilt/contracts/form-overview';
import type { Database } from '../../db/client.ts';
import { formSubmissions, forms } from '../../db/schema.ts';

/**
 * Every form support staff may read submissions of: the provider's forms (in their content
 * order), the agency site's contact form, and any form id that has submissions but no longer a
 * definition; each with its number of submissions and its columns.
 */
export async function formsWithSubmissions(db: Database): Promise<FormOverviewEntry[]> {
  const definitions = await db.select().from(forms).orderBy(forms.position, forms.id);
  const counts = await db
    .select({ formId: formSubmissions.formId, submissions: count(), last: max(formSubmissions.submittedAt) })
    .from(formSubmissions)
    .groupBy(formSubmissions.formId);
  const countOf = (formId: string) => counts.find((row) => row.formId === formId);
  const figures = (formId: string) => {
    const row = countOf(formId);
    return { submissions: row?.submissions ?? 0, lastSubmittedAt: row?.last ? new Date(row.last).toISOString() : null };
  };
  const entries: FormOverviewEntry[] = definitions.map(({ id, definition }) => ({
    id,
    title: definition.title,
    fields: definition.fields.map((field) => ({ name: field.name, label: field.label })),
    ...figures(id),
  }));
  entries.push({
    id: contactFormId,
    title: null,
    fields: contactFormFields.map((name) => ({ name, label: null })),
    ...figures(contactFormId),
  });
  const known = new Set(entries.map((entry) => entry.id));
  for (const row of counts) {
    if (!known.has(row.formId)) entries.push({ id: row.formId, title: null, fields: [], ...figures(row.formId) });
  }
  return entries;
}
