// Our own form provider's script, served at /forms/provider.js and built on its own (not part of
// the app's bundle). It makes every form of ours on the page work: checks the values with the
// same rules the server applies, shows each field's message, sends the form and shows the
// confirmation. It also offers the HubSpot-style `hbspt.forms.create({ portalId, formId, target })`,
// which reads the form from our server and renders it into the target.
import {
  formProviderTexts,
  checkFormSubmission,
  formFieldProblemMessages,
  isCheckboxField,
} from '@zilt/contracts/form-rules';
import { formFieldErrorId, honeypotField, providerFieldId } from '@zilt/contracts/form-field-markup';
import { formSubmissionPath, portalFormPath, type FormProviderConfig } from '@zilt/contracts/form-provider';
import { isLanguage, defaultLanguage, type Language } from '@zilt/contracts/languages';

interface CreateOptions {
  portalId: string;
  formId: string;
  target: string | Element;
  onFormReady?: (form: HTMLFormElement) => void;
}

declare global {
  interface Window {
    hbspt?: { forms: { create(options: CreateOptions): void } };
    ziltForms?: { enhanceAll(): void };
  }
}

function readConfig(form: HTMLFormElement): FormProviderConfig | undefined {
  try {
    return JSON.parse(form.dataset['config'] ?? '') as FormProviderConfig;
  } catch {
    return undefined;
  }
}

function valuesOf(form: HTMLFormElement, config: FormProviderConfig): Record<string, string | boolean> {
  const data = new FormData(form);
  const values: Record<string, string | boolean> = {};
  for (const field of config.fields) {
    const value = data.get(field.name);
    values[field.name] = isCheckboxField(field.type) ? value === 'true' : typeof value === 'string' ? value : '';
  }
  return values;
}

function errorElement(form: HTMLFormElement, formId: string, name: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`#${CSS.escape(formFieldErrorId(providerFieldId(formId, name)))}`);
}

/** Shows each field's message (or hides it) and marks its input invalid. */
function showFieldErrors(form: HTMLFormElement, config: FormProviderConfig, messages: Record<string, string>): void {
  for (const field of config.fields) {
    const message = messages[field.name];
    const error = errorElement(form, config.formId, field.name);
    if (error) {
      error.textContent = message ?? '';
      error.hidden = !message;
    }
    for (const input of form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(field.name)}"]`)) {
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }
}

function showStatus(form: HTMLFormElement, text: string | undefined): void {
  const status = form.querySelector<HTMLElement>('.zilt-form__status');
  if (!status) return;
  status.textContent = text ?? '';
  status.hidden = !text;
}

function setSending(form: HTMLFormElement, sending: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('.zilt-form__submit');
  if (button) button.disabled = sending;
  const note = form.querySelector<HTMLElement>('.zilt-form__sending');
  if (note) note.hidden = !sending;
  form.setAttribute('aria-busy', String(sending));
}

function confirm(form: HTMLFormElement, config: FormProviderConfig): void {
  if ('redirectUrl' in config.confirmation) {
    window.location.assign(config.confirmation.redirectUrl);
    return;
  }
  replaceWithMessage(form, config.confirmation.message);
}

/** Replaces the form with a message (a confirmation, or the answer to a second registration). */
function replaceWithMessage(form: HTMLFormElement, text: string): void {
  const message = document.createElement('div');
  message.className = 'zilt-form__confirmation';
  message.setAttribute('role', 'status');
  message.tabIndex = -1;
  message.textContent = text;
  form.replaceWith(message);
  message.focus();
}

async function send(form: HTMLFormElement, config: FormProviderConfig, touchedAt: number | undefined): Promise<void> {
  const language: Language = isLanguage(config.language) ? config.language : defaultLanguage;
  const values = valuesOf(form, config);
  const checked = checkFormSubmission(config, values);
  if (!checked.ok) {
    const messages = formFieldProblemMessages[language];
    showFieldErrors(
      form,
      config,
      Object.fromEntries(Object.entries(checked.problems).map(([name, problem]) => [name, messages[problem]])),
    );
    showStatus(form, formProviderTexts[language].fix);
    return;
  }
  showFieldErrors(form, config, {});
  showStatus(form, undefined);
  setSending(form, true);
  const website = new FormData(form).get(honeypotField.name);
  try {
    const response = await fetch(formSubmissionPath(config.formId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        language,
        fields: values,
        website: typeof website === 'string' ? website : '',
        ...(touchedAt === undefined ? {} : { fillMs: Math.round(performance.now() - touchedAt) }),
        ...(config.event ? { event: config.event } : {}),
      }),
    });
    if (response.ok) {
      confirm(form, config);
      return;
    }
    const body = (await response.json().catch(() => ({}))) as {
      fieldErrors?: Record<string, string>;
      duplicate?: boolean;
      message?: string;
    };
    if (response.status === 409 && body.duplicate && body.message) {
      // Registered before with this address: say so kindly instead of an error.
      replaceWithMessage(form, body.message);
    } else if (response.status === 422 && body.fieldErrors) {
      showFieldErrors(form, config, body.fieldErrors);
      showStatus(form, formProviderTexts[language].fix);
    } else {
      showStatus(form, formProviderTexts[language].failed);
    }
  } catch {
    showStatus(form, formProviderTexts[language].failed);
  } finally {
    setSending(form, false);
  }
}

/** Makes one form work, once; marks it ready for the block that waits to show it. */
function enhance(form: HTMLFormElement): void {
  if (form.dataset['ready'] === 'true') return;
  const config = readConfig(form);
  if (!config) return;
  // The fill time counts from the visitor's first touch of the form (a key, a click, a focus, or
  // the browser's autofill), not from the page's load: autofill users send at once. A form sent
  // by a script without any interaction reports no time.
  let touchedAt: number | undefined;
  const touched = (event: Event) => {
    if (event.isTrusted && touchedAt === undefined) touchedAt = performance.now();
  };
  for (const type of ['focusin', 'pointerdown', 'keydown', 'input', 'change']) {
    form.addEventListener(type, touched, { capture: true });
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // The submit event itself proves nothing: the browser marks a script's requestSubmit() trusted too.
    void send(form, config, touchedAt);
  });
  form.dataset['ready'] = 'true';
}

function enhanceAll(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-zilt-form]')) enhance(form);
}

async function create({ portalId, formId, target, onFormReady }: CreateOptions): Promise<void> {
  const container = typeof target === 'string' ? document.querySelector(target) : target;
  if (!container) {
    console.error(`hbspt.forms.create: no element matches the target ${String(target)}`);
    return;
  }
  const pageLanguage = document.documentElement.lang;
  const language = isLanguage(pageLanguage) ? pageLanguage : defaultLanguage;
  const response = await fetch(portalFormPath(portalId, formId, language));
  if (!response.ok) {
    console.error(`hbspt.forms.create: form ${formId} of portal ${portalId} could not be read (${response.status})`);
    return;
  }
  const { html } = (await response.json()) as { html: string };
  container.innerHTML = html;
  const form = container.querySelector<HTMLFormElement>('form[data-zilt-form]');
  if (form) {
    enhance(form);
    onFormReady?.(form);
  }
}

window.ziltForms = { enhanceAll };
window.hbspt = {
  forms: {
    create: (options) => {
      void create(options);
    },
  },
};
enhanceAll();
