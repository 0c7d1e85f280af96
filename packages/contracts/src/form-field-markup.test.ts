import { describe, expect, it } from 'vitest';
import { contactFieldAutocomplete, contactFieldTypes, contactFormFields } from './contact-form.ts';
import {
  formFieldAutocomplete,
  formFieldClasses,
  formFieldErrorId,
  formFieldId,
  formFieldInputTypes,
  honeypotField,
  isSingleLineField,
  providerFieldId,
} from './form-field-markup.ts';
import { formFieldTypes } from './form-rules.ts';

describe('form field markup', () => {
  it('names the parts of a field with the classes the one form-field stylesheet styles', () => {
    expect(formFieldClasses).toEqual({
      field: 'form-field',
      label: 'form-field__label',
      input: 'form-field__input',
      error: 'form-field__error',
      choice: 'form-field__choice',
    });
  });

  it("gives a field's message the control's id followed by -error, in both forms", () => {
    expect(formFieldErrorId(providerFieldId('field-day', 'email'))).toBe('zilt-field-day-email-error');
    expect(formFieldErrorId(formFieldId(':r1:', 'phoneNumber'))).toBe(':r1:-phoneNumber-error');
  });

  it('draws text, e-mail, phone and date fields as inputs of their type, the others not', () => {
    expect(formFieldInputTypes).toEqual({ text: 'text', email: 'email', phone: 'tel', date: 'date' });
    expect(formFieldTypes.filter((type) => isSingleLineField(type))).toEqual(['text', 'email', 'phone', 'date']);
  });

  it("lets the browser autofill e-mail and phone fields by type, and the contact form's name field", () => {
    expect(formFieldAutocomplete).toEqual({ email: 'email', phone: 'tel' });
    const tokens = contactFormFields.map(
      (field) => contactFieldAutocomplete[field] ?? formFieldAutocomplete[contactFieldTypes[field]],
    );
    expect(tokens).toEqual(['name', 'tel', 'email', undefined, undefined]);
  });

  it("draws the contact form's fields by the same types: a phone number is a tel input, the message a textarea", () => {
    expect(contactFormFields.map((field) => contactFieldTypes[field])).toEqual([
      'text',
      'phone',
      'email',
      'text',
      'textarea',
    ]);
    expect(isSingleLineField(contactFieldTypes.body)).toBe(false);
  });

  it('hides a text field named website that Tab skips and the browser never fills in', () => {
    expect(honeypotField).toEqual({
      className: 'form-trap',
      name: 'website',
      label: 'Website',
      type: 'text',
      tabIndex: -1,
      autocomplete: 'off',
    });
  });
});
