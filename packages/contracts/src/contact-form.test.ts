import { describe, expect, it } from 'vitest';
import { contactFormErrors, emptyContactForm, isValidContactField, type ContactFormInput } from './contact-form.ts';

const valid: ContactFormInput = {
  name: 'Anna de Vries',
  phoneNumber: '+(31) 6-12.34/56 78',
  email: 'anna@example.org',
  subject: 'Salt-tolerant potatoes',
  body: 'Could you tell me more about the trials?',
};

describe('contact form rules', () => {
  it('accepts a filled-in form', () => {
    expect(contactFormErrors(valid)).toEqual({});
  });

  it('reports every field of an empty form with its own message key', () => {
    expect(contactFormErrors(emptyContactForm())).toEqual({
      name: 'nameError',
      phoneNumber: 'phoneNumberError',
      email: 'emailError',
      subject: 'subjectError',
      body: 'bodyError',
    });
  });

  it.each(['name', 'subject', 'body'] as const)('refuses a %s of only white space', (field) => {
    expect(isValidContactField(field, '   \n\t')).toBe(false);
    expect(isValidContactField(field, ' x ')).toBe(true);
  });

  it('accepts an e-mail address only in the shape of one: a local part, @ and a domain with a dot', () => {
    expect(isValidContactField('email', 'anna.example.org')).toBe(false);
    expect(isValidContactField('email', 'anna@example')).toBe(false);
    expect(isValidContactField('email', 'anna@example.org')).toBe(true);
  });

  it.each(['0612345678', '+31612345678', '+(31) 6 1234 5678', '(020) 123-45.67', '06/12345678', '+31 6 12 34 56 78'])(
    'accepts the phone number %s',
    (phoneNumber) => {
      expect(isValidContactField('phoneNumber', phoneNumber)).toBe(true);
    },
  );

  it.each(['', '   ', 'call me', '06 1234 abc', '++31 6', '(12345) 678', '06)1234', '+', '31+6'])(
    'refuses the phone number "%s"',
    (phoneNumber) => {
      expect(contactFormErrors({ ...valid, phoneNumber })).toEqual({ phoneNumber: 'phoneNumberError' });
    },
  );

  it('refuses a message longer than its field allows', () => {
    expect(contactFormErrors({ ...valid, body: 'x'.repeat(5001) })).toEqual({ body: 'bodyError' });
    expect(contactFormErrors({ ...valid, body: 'x'.repeat(5000) })).toEqual({});
  });
});
