import { isCalendarDate, isEmailAddress, isFilledIn, isPhoneNumber } from './field-rules.ts';
import type { Language } from './languages.ts';

// The forms of our own form provider (the Formstack-style and HubSpot-style blocks): field
// kinds, how a submitted value is checked, and the message of each problem in both languages.
// The provider's script in the browser and the server both check a submission with
// `checkFormSubmission`. Imports no zod, so the provider's script stays small.

export const formFieldTypes = [
  'text',
  'email',
  'phone',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'date',
  'consent',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

export type LocalizedText = Record<Language, string>;

export interface FormFieldOption {
  value: string;
  label: LocalizedText;
}

/**
 * The browser's autofill tokens a field may name (WCAG 1.3.5, identify input purpose): what the
 * value is about the visitor, so a browser can fill it in.
 */
export const formAutocompleteTokens = [
  'name',
  'given-name',
  'family-name',
  'email',
  'tel',
  'organization',
  'organization-title',
  'street-address',
  'postal-code',
  'address-level2',
  'country-name',
  'bday',
  'url',
] as const;
export type FormAutocompleteToken = (typeof formAutocompleteTokens)[number];

/** A link after or inside a field's label, such as the privacy statement beside a consent box. */
export interface FormFieldLink {
  /** The words that become the link: the part of the label that holds them, or added after it. */
  text: LocalizedText;
  /** The address in each language (a path of the site, or https://). */
  url: LocalizedText;
}

export interface FormField {
  name: string;
  type: FormFieldType;
  label: LocalizedText;
  required: boolean;
  /** The field's autofill token when its type alone does not say (a name, a postcode …). */
  autocomplete?: FormAutocompleteToken | undefined;
  /** A link in the label (the privacy statement of a consent box). */
  link?: FormFieldLink | undefined;
  /** Choices of a select or radio field. */
  options?: FormFieldOption[] | undefined;
  /** Longest value of a text-like field, in characters. */
  maxLength?: number | undefined;
}

/** What a form checks: its fields (the definition's other parts do not matter here). */
export interface FormFieldList {
  fields: readonly FormField[];
}

/** Longest value of a text-like field when the definition names none. */
export const defaultFieldMaxLength: Record<FormFieldType, number> = {
  text: 500,
  email: 254,
  phone: 50,
  textarea: 10_000,
  select: 200,
  radio: 200,
  checkbox: 5,
  date: 10,
  consent: 5,
};

/** Checkbox-like fields: checked is the value `true`, unchecked is absent or empty. */
export function isCheckboxField(type: FormFieldType): boolean {
  return type === 'checkbox' || type === 'consent';
}

export const formFieldProblems = ['required', 'email', 'phone', 'date', 'option', 'tooLong'] as const;
export type FormFieldProblem = (typeof formFieldProblems)[number];

/** The message of each problem, per language. */
export const formFieldProblemMessages: Record<Language, Record<FormFieldProblem, string>> = {
  en: {
    required: 'This field is required.',
    email: 'Please enter a valid e-mail address.',
    phone: 'Please enter a valid phone number.',
    date: 'Please enter a date as YYYY-MM-DD.',
    option: 'Please choose one of the options.',
    tooLong: 'This text is too long.',
  },
  nl: {
    required: 'Dit veld is verplicht.',
    email: 'Vul een geldig e-mailadres in.',
    phone: 'Vul een geldig telefoonnummer in.',
    date: 'Vul een datum in als JJJJ-MM-DD.',
    option: 'Kies een van de mogelijkheden.',
    tooLong: 'Deze tekst is te lang.',
  },
};

/** The word after the label of a field that is not required. */
export const optionalFieldLabel: LocalizedText = { en: 'optional', nl: 'optioneel' };

/** The label a field shows: its own, followed by '(optional)' unless it is required. */
export function fieldLabelText(field: FormField, language: Language): string {
  return field.required ? field.label[language] : `${field.label[language]} (${optionalFieldLabel[language]})`;
}

/** The first problem of one field's value, or undefined when it is accepted. */
export function checkFormField(field: FormField, value: string): FormFieldProblem | undefined {
  if (value === '' || (!isCheckboxField(field.type) && !isFilledIn(value))) {
    return field.required ? 'required' : undefined;
  }
  if (value.length > (field.maxLength ?? defaultFieldMaxLength[field.type])) return 'tooLong';
  switch (field.type) {
    case 'email':
      return isEmailAddress(value) ? undefined : 'email';
    case 'phone':
      return isPhoneNumber(value) ? undefined : 'phone';
    case 'date':
      return isCalendarDate(value) ? undefined : 'date';
    case 'select':
    case 'radio':
      return field.options?.some((option) => option.value === value) ? undefined : 'option';
    case 'checkbox':
    case 'consent':
      return value === 'true' ? undefined : 'option';
    default:
      return undefined;
  }
}

export type FormCheckResult =
  { ok: true; values: Record<string, string> } | { ok: false; problems: Record<string, FormFieldProblem> };

/**
 * Checks submitted values against the form's fields. Values of fields the form does not have are
 * dropped; a missing value counts as empty. The accepted values are trimmed text, in the order
 * of the form's fields.
 */
export function checkFormSubmission(form: FormFieldList, submitted: Record<string, unknown>): FormCheckResult {
  const values: Record<string, string> = {};
  const problems: Record<string, FormFieldProblem> = {};
  for (const field of form.fields) {
    const raw = Object.hasOwn(submitted, field.name) ? submitted[field.name] : undefined;
    const value = typeof raw === 'string' ? raw.trim() : typeof raw === 'boolean' ? (raw ? 'true' : '') : '';
    const problem = typeof raw === 'object' && raw !== null ? 'option' : checkFormField(field, value);
    if (problem) problems[field.name] = problem;
    else values[field.name] = value;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, values };
}

/** The answer to a second registration of one address (for one event). */
export const alreadyRegisteredMessage: LocalizedText = {
  en: 'You are already registered with this e-mail address. There is no need to register again: your first registration stands.',
  nl: 'Je bent al aangemeld met dit e-mailadres. Opnieuw aanmelden is niet nodig: je eerste aanmelding blijft staan.',
};

/** Texts of the provider's forms besides their labels. */
export const formProviderTexts: Record<Language, { choose: string; sending: string; failed: string; fix: string }> = {
  en: {
    choose: 'Choose…',
    sending: 'Sending…',
    failed: 'The form could not be sent. Please try again in a moment.',
    fix: 'Please correct the marked fields.',
  },
  nl: {
    choose: 'Kies…',
    sending: 'Versturen…',
    failed: 'Het formulier kon niet worden verstuurd. Probeer het zo nog eens.',
    fix: 'Verbeter de gemarkeerde velden.',
  },
};
