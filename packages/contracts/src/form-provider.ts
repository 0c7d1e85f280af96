import type { FormField } from './form-rules.ts';
import type { Language } from './languages.ts';

// How our own form provider's parts meet: the server writes a form's markup with this
// configuration in it, and the provider's script (served by us at `formProviderScriptPath`)
// reads it to check and send the form. Imports no zod.

/** Our provider's script: it enhances every form of ours on the page and offers `hbspt.forms.create`. */
export const formProviderScriptPath = '/forms/provider.js';

/** The configuration a form's markup carries in its `data-config` attribute. */
export interface FormProviderConfig {
  formId: string;
  language: Language;
  fields: FormField[];
  confirmation: { message: string } | { redirectUrl: string };
  /** The event the form registers for (an event page's registration form), sent with each submission. */
  event?: string | undefined;
}

/** Where the Formstack-style block reads a form's markup; `event` when it is an event's registration. */
export function formMarkupPath(formId: string, language: Language, event?: string): string {
  const query = new URLSearchParams({ lang: language });
  if (event) query.set('event', event);
  return `/api/v1/Formstack/getForm/${encodeURIComponent(formId)}?${query.toString()}`;
}

/** Where a form's submissions go. */
export function formSubmissionPath(formId: string): string {
  return `/api/v1/forms/${encodeURIComponent(formId)}/submissions`;
}

/** Where the HubSpot-style embed reads a form by portal id and form id. */
export function portalFormPath(portalId: string, formId: string, language: Language): string {
  return `/api/v1/forms/portals/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}?lang=${language}`;
}
