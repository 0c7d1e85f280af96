import type { Language } from '@zilt/contracts/common';
import type { FormDefinition } from '@zilt/contracts/form-definition';
import { fieldLabelText, formProviderTexts, type FormField } from '@zilt/contracts/form-rules';
import {
  formErrorAttribute,
  fieldAutocomplete,
  formFieldClasses,
  formFieldErrorId,
  formFieldInputTypes,
  honeypotField,
  providerFieldId,
  textareaRows,
} from '@zilt/contracts/form-field-markup';
import { formProviderScriptPath, type FormProviderConfig } from '@zilt/contracts/form-provider';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const classes = formFieldClasses;

/** An attribute ` name="value"`, or nothing when there is no value. */
function attribute(name: string, value: string | undefined): string {
  return value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;
}

/**
 * A label's text as HTML, with its link: the words of the link become it where the label holds
 * them, else the link follows the label. A link to another site opens in a new tab.
 */
function labelHtml(field: FormField, language: Language): string {
  const text = fieldLabelText(field, language);
  if (!field.link) return escapeHtml(text);
  const words = field.link.text[language];
  const url = field.link.url[language];
  const target = url.startsWith('/') ? '' : ' target="_blank" rel="noopener"';
  const anchor = `<a class="form-field__link" href="${escapeHtml(url)}"${target}>${escapeHtml(words)}</a>`;
  const at = text.indexOf(words);
  return at < 0
    ? `${escapeHtml(text)} ${anchor}`
    : `${escapeHtml(text.slice(0, at))}${anchor}${escapeHtml(text.slice(at + words.length))}`;
}

function fieldMarkup(formId: string, field: FormField, language: Language): string {
  const controlId = providerFieldId(formId, field.name);
  const id = escapeHtml(controlId);
  const errorId = escapeHtml(formFieldErrorId(controlId));
  const label = labelHtml(field, language);
  const name = escapeHtml(field.name);
  const required = field.required ? ' required' : '';
  const described = ` aria-describedby="${errorId}"`;
  const error = `<p class="${classes.error}" id="${errorId}" ${formErrorAttribute} hidden></p>`;
  const labelFor = `<label class="${classes.label}" for="${id}">${label}</label>`;
  switch (field.type) {
    case 'textarea':
      return `<div class="${classes.field}">${labelFor}<textarea class="${classes.input}" id="${id}" name="${name}" rows="${textareaRows}"${required}${described}></textarea>${error}</div>`;
    case 'select': {
      const options = (field.options ?? [])
        .map((option) => `<option value="${escapeHtml(option.value)}">${escapeHtml(option.label[language])}</option>`)
        .join('');
      return `<div class="${classes.field}">${labelFor}<select class="${classes.input}" id="${id}" name="${name}"${required}${described}><option value="">${escapeHtml(formProviderTexts[language].choose)}</option>${options}</select>${error}</div>`;
    }
    case 'radio': {
      const options = (field.options ?? [])
        .map(
          (option, index) =>
            `<label class="${classes.choice}"><input type="radio" id="${id}-${index}" name="${name}" value="${escapeHtml(option.value)}"${required}> ${escapeHtml(option.label[language])}</label>`,
        )
        .join('');
      return `<fieldset class="${classes.field}" id="${id}"${described}><legend class="${classes.label}">${label}</legend>${options}${error}</fieldset>`;
    }
    case 'checkbox':
    case 'consent':
      return `<div class="${classes.field}"><label class="${classes.choice}" for="${id}"><input type="checkbox" id="${id}" name="${name}" value="true"${required}${described}> ${label}</label>${error}</div>`;
    default:
      return `<div class="${classes.field}">${labelFor}<input class="${classes.input}" type="${formFieldInputTypes[field.type]}" id="${id}" name="${name}"${attribute('autocomplete', fieldAutocomplete(field))}${required}${described}>${error}</div>`;
  }
}

/** The field people never see (see `honeypotField`). */
function honeypotMarkup(formId: string): string {
  const id = escapeHtml(providerFieldId(formId, honeypotField.name));
  const trap = honeypotField;
  return `<div class="${trap.className}" aria-hidden="true"><label for="${id}">${trap.label}</label><input id="${id}" name="${trap.name}" type="${trap.type}" tabindex="${trap.tabIndex}" autocomplete="${trap.autocomplete}"></div>`;
}

/** What the provider's script needs to check and send the form: never the form's webhook. */
function providerConfig(definition: FormDefinition, language: Language, event: string | undefined): FormProviderConfig {
  return {
    formId: definition.id,
    language,
    ...(event ? { event } : {}),
    fields: definition.fields,
    confirmation:
      'message' in definition.confirmation
        ? { message: definition.confirmation.message[language] }
        : { redirectUrl: definition.confirmation.redirectUrl },
  };
}

/**
 * The form's markup in the page's language: its fields (each labelled 'optional' unless it is
 * required, with a place for its message and its autofill token), a field people never see, and
 * the send button; for an event's registration (`event`) the event's key rides along. The
 * provider's script (loaded after it, `withScript`) checks and sends it.
 */
export function formMarkup(
  definition: FormDefinition,
  language: Language,
  options: { withScript: boolean; event?: string | undefined },
): string {
  const texts = formProviderTexts[language];
  const id = escapeHtml(definition.id);
  const config = escapeHtml(JSON.stringify(providerConfig(definition, language, options.event)));
  const form = [
    `<form class="zilt-form" id="zilt-form-${id}" data-zilt-form="${id}" data-config="${config}" lang="${language}" novalidate>`,
    `<h2 class="zilt-form__title">${escapeHtml(definition.title[language])}</h2>`,
    ...definition.fields.map((field) => fieldMarkup(definition.id, field, language)),
    honeypotMarkup(definition.id),
    `<p class="${classes.error} zilt-form__status" role="alert" hidden></p>`,
    `<button class="button button--primary zilt-form__submit" type="submit">${escapeHtml(definition.submitLabel[language])}</button>`,
    `<p class="zilt-form__sending" hidden>${escapeHtml(texts.sending)}</p>`,
    `</form>`,
  ].join('');
  return options.withScript ? `${form}<script src="${formProviderScriptPath}" async></script>` : form;
}
