import { utf8ByteOrderMark } from '@zilt/contracts/csv';
import { formOverviewResponseSchema, type FormOverviewEntry } from '@zilt/contracts/form-overview';
import { storedFormSubmissionSchema, type StoredFormSubmission } from '@zilt/contracts/form-definition';
import { callApi, type CallResult } from '../../lib/api-client.ts';
import { accessHeaders } from '../../lib/staff-session.ts';

/** Submissions on one page of the list. */
export const submissionsPageSize = 25;

const submissionListSchema = storedFormSubmissionSchema.array();

/** The forms that have (or can get) submissions, with their number and columns. */
export function fetchForms(token: string, signal?: AbortSignal): Promise<CallResult<FormOverviewEntry[]>> {
  return callApi('/api/v1/forms', { token, schema: formOverviewResponseSchema, signal });
}

/** One page of a form's submissions, newest first: those older than `before` (a submission id). */
export function fetchSubmissions(
  token: string,
  formId: string,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<CallResult<StoredFormSubmission[]>> {
  const params = new URLSearchParams({ formId, limit: String(submissionsPageSize) });
  if (before !== undefined) params.set('before', String(before));
  return callApi(`/api/v1/forms/submissions?${params}`, { token, schema: submissionListSchema, signal });
}

/**
 * A form's submissions as the server exports them, as a file for spreadsheets: UTF-8 with the
 * byte-order mark (the server's text is read without it and the mark put first, once).
 */
export async function downloadSubmissionsCsv(
  token: string,
  formId: string,
): Promise<{ ok: true; file: Blob; fileName: string } | { ok: false; message: string }> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/forms/submissions.csv?${new URLSearchParams({ formId })}`, {
      headers: { ...accessHeaders(token), accept: 'text/csv' },
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: 'Network request failed' };
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : response.statusText;
    return { ok: false, message };
  }
  const text = (await response.text()).replace(new RegExp(`^${utf8ByteOrderMark}`), '');
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${formId}-submissions.csv`;
  return { ok: true, file: new Blob([utf8ByteOrderMark, text], { type: 'text/csv;charset=utf-8' }), fileName };
}
