import { describe, expect, it } from 'vitest';
import {
  isValidCity,
  isValidCompanyName,
  isValidCurrentPassword,
  isValidIdealIssuer,
  isValidNewPassword,
  isValidPostcode,
  isValidRepeatedPassword,
  isValidSubscriptionId,
  isValidVatNumber,
} from './subscription-validators.ts';

describe('subscription validators', () => {
  it('needs a company name and a city with more than white space', () => {
    expect(isValidCompanyName('')).toBe(false);
    expect(isValidCompanyName('  ')).toBe(false);
    expect(isValidCompanyName('Zilt BV')).toBe(true);
    expect(isValidCity('Den Burg')).toBe(true);
  });

  it('takes a VAT number of two letters then at least four digits', () => {
    expect(isValidVatNumber('NL123456789B01')).toBe(true);
    expect(isValidVatNumber('BE1234')).toBe(true);
    expect(isValidVatNumber('BE123')).toBe(false);
    expect(isValidVatNumber('1234NL')).toBe(false);
    expect(isValidVatNumber('N12345')).toBe(false);
  });

  it('takes a Dutch postcode: four digits, an optional space and two letters', () => {
    expect(isValidPostcode('1791 AB')).toBe(true);
    expect(isValidPostcode('1791ab')).toBe(true);
    expect(isValidPostcode('1791  AB')).toBe(false);
    expect(isValidPostcode('179 AB')).toBe(false);
    expect(isValidPostcode('1791 A')).toBe(false);
    // The same rule as content and the events filter: letters, and no area starts with 0.
    expect(isValidPostcode('1791 1_')).toBe(false);
    expect(isValidPostcode('0791 AB')).toBe(false);
  });

  it('needs an iDEAL bank only when paying by iDEAL or before a payment type is chosen', () => {
    expect(isValidIdealIssuer(undefined, 'iDEAL')).toBe(false);
    expect(isValidIdealIssuer(undefined, undefined)).toBe(false);
    expect(isValidIdealIssuer({ Title: ' ' }, 'iDEAL')).toBe(false);
    expect(isValidIdealIssuer({ Title: 'Rabobank' }, 'iDEAL')).toBe(true);
    expect(isValidIdealIssuer(undefined, 'PayPal')).toBe(true);
  });

  it('checks the subscription and the passwords', () => {
    expect(isValidSubscriptionId('')).toBe(false);
    expect(isValidSubscriptionId('3f2a')).toBe(true);
    expect(isValidCurrentPassword('')).toBe(false);
    expect(isValidCurrentPassword('x')).toBe(true);
    expect(isValidNewPassword('1234567')).toBe(false);
    expect(isValidNewPassword('12345678')).toBe(true);
    expect(isValidRepeatedPassword('12345678', '12345678')).toBe(true);
    expect(isValidRepeatedPassword('12345679', '12345678')).toBe(false);
  });
});
