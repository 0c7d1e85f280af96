import { z } from 'zod';
import { editorFormSummarySchema } from '@zilt/contracts/editor-records';
import { studioApi } from '../shell/studio-api';

// The list of our forms from the editing API: the forms screen shows it, and an event's
// registration is chosen from it.

const formListSchema = z.object({ forms: z.array(editorFormSummarySchema) });
export type FormSummary = z.infer<typeof editorFormSummarySchema>;

export async function formList(signal: AbortSignal): Promise<FormSummary[]> {
  return (await studioApi('/api/v1/editor/forms', { signal }, formListSchema)).forms;
}
