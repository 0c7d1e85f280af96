import { isEmailAddress, isFilledIn, isPhoneNumber } from './field-rules.ts';
import type { FormAutocompleteToken } from './form-rules.ts';
import type { FormFieldType } from './form-rules.ts';

// The agency site's contact form: its fields, their rules and the translation key of each
// field's message. The browser checks a message with these rules before it may be sent; the
// server checks it again with the same rules before it stores it. Imports no zod.

export const contactFormFields = ['name', 'phoneNumber', 'email', 'subject', 'body'] as const;
export type ContactFormField = (typeof contactFormFields)[number];

export type ContactFormInput = Record<ContactFormField, string>;

/** The form id under which contact messages are stored and exported. */
export const contactFormId = 'contact';

/** The i18next namespace of the contact form's texts. */
export const contactTranslationNamespace = 'contact';

/** Each field's message, a key of the `contact` namespace (`contact:nameError` …). */
export const contactFieldErrorKeys = {
  name: 'nameError',
  phoneNumber: 'phoneNumberError',
  email: 'emailError',
  subject: 'subjectError',
  body: 'bodyError',
} as const satisfies Record<ContactFormField, string>;
export type ContactFieldErrorKey = (typeof contactFieldErrorKeys)[ContactFormField];

/** The type of each field, which decides its control and input type (`form-field-markup.ts`). */
export const contactFieldTypes = {
  name: 'text',
  phoneNumber: 'phone',
  email: 'email',
  subject: 'text',
  body: 'textarea',
} as const satisfies Record<ContactFormField, FormFieldType>;

/** The browser's autofill token of a field whose type alone does not say what it holds. */
export const contactFieldAutocomplete: Partial<Record<ContactFormField, FormAutocompleteToken>> = { name: 'name' };

/** Longest value of each field, in characters. */
export const contactFieldMaxLengths: Record<ContactFormField, number> = {
  name: 200,
  phoneNumber: 50,
  email: 254,
  subject: 200,
  body: 5000,
};

/**
 * Every field is required. Name, subject and body must hold more than white space; the e-mail
 * address must have an e-mail address's shape (`isEmailAddress`); the phone number is an optional plus, an optional bracketed prefix,
 * then digits, spaces, dashes, dots or slashes.
 */
const contactFieldRules: Record<ContactFormField, (value: string) => boolean> = {
  name: isFilledIn,
  phoneNumber: isPhoneNumber,
  email: isEmailAddress,
  subject: isFilledIn,
  body: isFilledIn,
};

/** Whether one field's value passes its rule (and fits its length). */
export function isValidContactField(field: ContactFormField, value: string): boolean {
  return value.length <= contactFieldMaxLengths[field] && contactFieldRules[field](value);
}

/** The message key of every field that fails its rule; an empty object when the form is valid. */
export function contactFormErrors(input: ContactFormInput): Partial<Record<ContactFormField, ContactFieldErrorKey>> {
  const errors: Partial<Record<ContactFormField, ContactFieldErrorKey>> = {};
  for (const field of contactFormFields) {
    if (!isValidContactField(field, input[field])) errors[field] = contactFieldErrorKeys[field];
  }
  return errors;
}

/** An empty form: what the visitor starts from. */
export function emptyContactForm(): ContactFormInput {
  return { name: '', phoneNumber: '', email: '', subject: '', body: '' };
}
