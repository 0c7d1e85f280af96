import { isDutchPostcode } from './dutch-postcode.ts';
import { isFilledIn } from './field-rules.ts';
import { minPasswordLength, type OriginalPaymentType } from './subscriber-rules.ts';

// Rules of the subscription (checkout) forms, each a function of the field's value that answers
// whether the value is accepted. Imports no zod, so the checkout page can use them as they are.

/** Company name: more than white space. */
export const isValidCompanyName = isFilledIn;

/** VAT number: two letters, then at least four digits (more may follow, as in NL123456789B01). */
export function isValidVatNumber(value: string): boolean {
  return /^[A-Za-z]{2}\d{4,}/.test(value);
}

export const isValidAddress = isFilledIn;

/** Postcode: a Dutch postcode, four digits, an optional space, then two letters (1234 AB, 1234ab). */
export const isValidPostcode = isDutchPostcode;

export const isValidCity = isFilledIn;
export const isValidName = isFilledIn;
export const isValidSurname = isFilledIn;

/**
 * The iDEAL bank is required only when the payment type is iDEAL or not chosen yet; then it
 * must be an issuer with a title.
 */
export function isValidIdealIssuer(
  issuer: { Title: string } | null | undefined,
  paymentType: OriginalPaymentType | null | undefined,
): boolean {
  if (paymentType && paymentType !== 'iDEAL') return true;
  return issuer !== null && issuer !== undefined && isFilledIn(issuer.Title);
}

/** The chosen subscription's Id: not empty. */
export const isValidSubscriptionId = isFilledIn;

/** The current password, when changing it: not empty. */
export function isValidCurrentPassword(value: string): boolean {
  return value !== '';
}

/** A new password: at least as long as a subscriber's password must be (8 characters). */
export function isValidNewPassword(value: string): boolean {
  return [...value].length >= minPasswordLength;
}

/** The repeated password equals the new one. */
export function isValidRepeatedPassword(repeated: string, newPassword: string): boolean {
  return repeated === newPassword;
}
