import type { Language } from '@zilt/contracts/common';
import type { FormDefinition } from '@zilt/contracts/form-definition';
import { fieldLabelText, formProviderTexts, type FormField } from '@zilt/contracts/form-rules';
import { formProviderScriptPath, type FormProviderConfig } from '@zilt/contracts/form-provider';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const inputTypes = { text: 'text', email: 'email', phone: 'tel', date: 'date' } as const;

function fieldMarkup(formId: string, field: FormField, language: Language): string {
  const id = `zilt-${formId}-${field.name}`;
  const errorId = `${id}-error`;
  const label = escapeHtml(fieldLabelText(field, language));
  const name = escapeHtml(field.name);
  const required = field.required ? ' required' : '';
  const described = ` aria-describedby="${errorId}"`;
  const error = `<p class="form-field__error" id="${errorId}" data-form-error hidden></p>`;
  switch (field.type) {
    case 'textarea':
      return `<div class="form-field"><label class="form-field__label" for="${id}">${label}</label><textarea class="form-field__input" id="${id}" name="${name}" rows="6"${required}${described}></textarea>${error}</div>`;
    case 'select': {
      const options = (field.options ?? [])
        .map((option) => `<option value="${escapeHtml(option.value)}">${escapeHtml(option.label[language])}</option>`)
        .join('');
      return `<div class="form-field"><label class="form-field__label" for="${id}">${label}</label><select class="form-field__input" id="${id}" name="${name}"${required}${described}><option value="">${escapeHtml(formProviderTexts[language].choose)}</option>${options}</select>${error}</div>`;
    }
    case 'radio': {
      const options = (field.options ?? [])
        .map(
          (option, index) =>
            `<label class="form-field__choice"><input type="radio" id="${id}-${index}" name="${name}" value="${escapeHtml(option.value)}"${required}> ${escapeHtml(option.label[language])}</label>`,
        )
        .join('');
      return `<fieldset class="form-field" id="${id}"${described}><legend class="form-field__label">${label}</legend>${options}${error}</fieldset>`;
    }
    case 'checkbox':
    case 'consent':
      return `<div class="form-field"><label class="form-field__choice" for="${id}"><input type="checkbox" id="${id}" name="${name}" value="true"${required}${described}> ${label}</label>${error}</div>`;
    default:
      return `<div class="form-field"><label class="form-field__label" for="${id}">${label}</label><input class="form-field__input" type="${inputTypes[field.type]}" id="${id}" name="${name}"${required}${described}>${error}</div>`;
  }
}

/** What the provider's script needs to check and send the form: never the form's webhook. */
function providerConfig(definition: FormDefinition, language: Language): FormProviderConfig {
  return {
    formId: definition.id,
    language,
    fields: definition.fields,
    confirmation:
      'message' in definition.confirmation
        ? { message: definition.confirmation.message[language] }
        : { redirectUrl: definition.confirmation.redirectUrl },
  };
}

/**
 * The form's markup in the page's language: its fields (each labelled 'optional' unless it is
 * required, with a place for its message), a field people never see, and the send button. The
 * provider's script (loaded after it, `withScript`) checks and sends it.
 */
export function formMarkup(definition: FormDefinition, language: Language, options: { withScript: boolean }): string {
  const texts = formProviderTexts[language];
  const id = escapeHtml(definition.id);
  const config = escapeHtml(JSON.stringify(providerConfig(definition, language)));
  const form = [
    `<form class="zilt-form" id="zilt-form-${id}" data-zilt-form="${id}" data-config="${config}" lang="${language}" novalidate>`,
    `<h2 class="zilt-form__title">${escapeHtml(definition.title[language])}</h2>`,
    ...definition.fields.map((field) => fieldMarkup(definition.id, field, language)),
    `<div class="form-trap" aria-hidden="true"><label for="zilt-${id}-website">Website</label><input id="zilt-${id}-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>`,
    `<p class="form-field__error zilt-form__status" role="alert" hidden></p>`,
    `<button class="button button--primary zilt-form__submit" type="submit">${escapeHtml(definition.submitLabel[language])}</button>`,
    `<p class="zilt-form__sending" hidden>${escapeHtml(texts.sending)}</p>`,
    `</form>`,
  ].join('');
  return options.withScript ? `${form}<script src="${formProviderScriptPath}" async></script>` : form;
}
