import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './field-rules.ts';
import { checkFormField } from './form-rules.ts';
import { contactFormErrors } from './contact-form.ts';
import { userChangeParameterSchemas } from './support-api.ts';

const refused = [
  'jan.visser@',
  'ux-test@@x',
  'piet@',
  '@example.org',
  'piet@example',
  'piet@example.',
  'piet@.org',
  'piet@example..org',
  'piet visser@example.org',
  'piet@exa mple.org',
  'piet@@example.org',
  'piet',
  '',
  `${'a'.repeat(250)}@b.nl`,
];
const accepted = ['jan.visser@example.org', 'j+zilt@mail.example.co.uk', 'PIET@Zilt.NL', "o'brien@example.ie"];

describe('the e-mail rule', () => {
  it.each(refused)('refuses %j: it lacks a local part, one @ or a domain with a dot', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });

  it.each(accepted)('accepts %j', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it('is the rule of the form provider’s e-mail fields', () => {
    const field = { name: 'email', type: 'email', label: { en: 'E-mail', nl: 'E-mail' }, required: true } as const;
    expect(checkFormField(field, 'piet@')).toBe('email');
    expect(checkFormField(field, 'piet@example.org')).toBeUndefined();
  });

  it('is the rule of the contact form', () => {
    const input = { name: 'Piet', phoneNumber: '0612345678', email: 'ux-test@@x', subject: 'Hi', body: 'Hello' };
    expect(contactFormErrors(input).email).toBe('emailError');
    expect(contactFormErrors({ ...input, email: 'piet@example.org' }).email).toBeUndefined();
  });

  it('is the rule of the Mini-Admin’s change of e-mail address', () => {
    const schema = userChangeParameterSchemas.ChangeEmailAddress;
    expect(schema.safeParse({ NewEmailAddress: 'jan.visser@' }).success).toBe(false);
    expect(schema.safeParse({ NewEmailAddress: 'jan.visser@example.org' }).success).toBe(true);
  });
});
