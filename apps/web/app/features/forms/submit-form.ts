import { formSubmissionPath } from '@zilt/contracts/form-provider';
import type { Language } from '@zilt/contracts/languages';

export type SubmitResult =
  | { ok: true }
  | { ok: false; fieldErrors: Record<string, string> }
  | { ok: false; fieldErrors?: undefined; status: number };

/**
 * Sends a form's values to our server (`POST /api/v1/forms/{formId}/submissions`) with the spam
 * checks' part: the honeypot field's value and the time since the visitor first touched the form
 * (none when nobody did).
 */
export async function submitForm(
  formId: string,
  language: Language,
  fields: Record<string, string | boolean>,
  spamCheck: { website: string; fillMs: number | undefined },
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(formSubmissionPath(formId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        language,
        fields,
        website: spamCheck.website,
        ...(spamCheck.fillMs === undefined ? {} : { fillMs: Math.round(spamCheck.fillMs) }),
      }),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  if (response.ok) return { ok: true };
  if (response.status === 422) {
    const body = (await response.json().catch(() => ({}))) as { fieldErrors?: Record<string, string> };
    if (body.fieldErrors) return { ok: false, fieldErrors: body.fieldErrors };
  }
  return { ok: false, status: response.status };
}
