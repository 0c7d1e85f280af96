import {
  type contactFieldErrorKeys,
  contactFormErrors,
  contactFormFields,
  contactTranslationNamespace,
  type ContactFormInput,
} from '@zilt/contracts/contact-form';
import type { Language } from '@zilt/contracts/common';
import type { FormDefinition, FormSubmissionRequest } from '@zilt/contracts/form-definition';
import { checkFormSubmission, formFieldProblemMessages } from '@zilt/contracts/form-rules';
import { normalizeEmailAddress } from '@zilt/contracts/subscriber-rules';
import type { TranslationResources } from '@zilt/contracts/translations';

export type SubmissionCheck =
  { ok: true; values: Record<string, string> } | { ok: false; fieldErrors: Record<string, string> };

/** Checks a provider form's submission with the same rules the provider's script applies. */
export function checkProviderSubmission(definition: FormDefinition, request: FormSubmissionRequest): SubmissionCheck {
  const result = checkFormSubmission(definition, request.fields);
  if (result.ok) return result;
  const messages = formFieldProblemMessages[request.language];
  return {
    ok: false,
    fieldErrors: Object.fromEntries(
      Object.entries(result.problems).map(([name, problem]) => [name, messages[problem]]),
    ),
  };
}

/**
 * Checks a contact message with the contact form's rules; a field's message is the text of its
 * translation key (`contact:nameError` …) in the submission's language, or the key itself.
 */
export function checkContactSubmission(
  request: FormSubmissionRequest,
  translations: TranslationResources,
): SubmissionCheck {
  const input = Object.fromEntries(
    contactFormFields.map((field) => {
      const value = request.fields[field];
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as ContactFormInput;
  const errors = contactFormErrors(input);
  const failed = Object.entries(errors);
  if (failed.length === 0) {
    return { ok: true, values: Object.fromEntries(contactFormFields.map((field) => [field, input[field].trim()])) };
  }
  const texts = (language: Language) => translations[language]?.[contactTranslationNamespace];
  const messageOf = (key: (typeof contactFieldErrorKeys)[keyof typeof contactFieldErrorKeys]) => {
    const text = texts(request.language)?.[key] ?? texts('en')?.[key];
    return typeof text === 'string' ? text : `${contactTranslationNamespace}:${key}`;
  };
  return { ok: false, fieldErrors: Object.fromEntries(failed.map(([field, key]) => [field, messageOf(key)])) };
}

/**
 * The address a registration is known by: the value of the form's first e-mail field, compared
 * without case; undefined when the form has none or it was left empty.
 */
export function entryAddressOf(definition: FormDefinition, values: Record<string, string>): string | undefined {
  const field = definition.fields.find((candidate) => candidate.type === 'email');
  const value = field ? values[field.name] : undefined;
  return value ? normalizeEmailAddress(value) : undefined;
}
