import type { FormAutocompleteToken, FormField, FormFieldType } from './form-rules.ts';

// How a form field looks in the page, for both forms that draw one: the form our form provider
// serves (written as HTML on the server) and the agency site's contact form (drawn by React).
// Both use these names and rules, so the two forms' markup and the one stylesheet that styles
// them cannot drift apart. Imports no zod and touches no DOM.

/** The class of each part of a field: its wrapper, label, control, message and a choice's label. */
export const formFieldClasses = {
  field: 'form-field',
  label: 'form-field__label',
  input: 'form-field__input',
  error: 'form-field__error',
  choice: 'form-field__choice',
} as const;

/** The attribute that marks a field's message, so the page can find the first one showing. */
export const formErrorAttribute = 'data-form-error';

/** A multi-line text field shows this many lines. */
export const textareaRows = 6;

/** The id of a field's message: its control's id followed by `-error` (named by `aria-describedby`). */
export function formFieldErrorId(controlId: string): string {
  return `${controlId}-error`;
}

/** The id of a field's control in a form whose ids start with `idPrefix`: `{idPrefix}-{fieldName}`. */
export function formFieldId(idPrefix: string, fieldName: string): string {
  return `${idPrefix}-${fieldName}`;
}

/** The id of a provider form's field control: `zilt-{formId}-{fieldName}`. */
export function providerFieldId(formId: string, fieldName: string): string {
  return formFieldId(`zilt-${formId}`, fieldName);
}

/** The field types drawn as a single-line `<input>`, and the input type of each. */
export const formFieldInputTypes = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  date: 'date',
} as const satisfies Partial<Record<FormFieldType, string>>;
export type SingleLineFieldType = keyof typeof formFieldInputTypes;

/** Whether a field type is drawn as a single-line `<input>` with one of the input types above. */
export function isSingleLineField(type: FormFieldType): type is SingleLineFieldType {
  return Object.hasOwn(formFieldInputTypes, type);
}

/** The browser's autofill token of a field type, where the type alone says what the value is. */
export const formFieldAutocomplete: Partial<Record<FormFieldType, FormAutocompleteToken>> = {
  email: 'email',
  phone: 'tel',
};

/**
 * A field's autofill token (WCAG 1.3.5, identify input purpose): the one its definition names
 * (`given-name`, `postal-code`, `organization` …), else the one its type implies; none for a
 * value that is not about the visitor.
 */
export function fieldAutocomplete(field: Pick<FormField, 'type' | 'autocomplete'>): FormAutocompleteToken | undefined {
  return field.autocomplete ?? formFieldAutocomplete[field.type];
}

/**
 * A field people never see: a robot that fills in every field fills this one too and gives itself
 * away. It sits in a wrapper with this class (hidden and `aria-hidden`), is a text input named
 * `website` with this label, is skipped by the Tab key and is never autofilled. Its value is sent
 * beside the form's fields under the same name.
 */
export const honeypotField = {
  className: 'form-trap',
  name: 'website',
  label: 'Website',
  type: 'text',
  tabIndex: -1,
  autocomplete: 'off',
} as const;
