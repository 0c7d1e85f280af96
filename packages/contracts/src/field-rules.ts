// Field rules that forms share (the contact form, the forms of the form provider, the
// subscription forms), in the browser and on the server. This module imports no zod, so the
// browser bundle and the form provider's script stay small.

/**
 * The shape of an e-mail address: a local part, one `@`, then a domain of at least two labels
 * joined by dots (`name@example.org`); no spaces, no empty label, at most 254 characters.
 */
const emailAddressPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Whether a value has the shape of an e-mail address. The one e-mail rule of every form, in the
 * browser and on the server (contact form, the form provider's forms, the Mini-Admin's change of
 * address): `jan.visser@`, `ux-test@@x` and `piet@` are refused.
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && emailAddressPattern.test(value);
}

/**
 * A phone number: an optional plus, an optional prefix of one to four digits in brackets, then
 * digits, spaces, dashes, dots or slashes, with at least one digit in all.
 */
const phoneNumberPattern = /^\+?(?:\(\d{1,4}\))?[\d\s./-]*$/;

export function isPhoneNumber(value: string): boolean {
  return phoneNumberPattern.test(value) && /\d/.test(value);
}

/** Text that holds more than white space. */
export function isFilledIn(value: string): boolean {
  return value.trim() !== '';
}

/** A calendar date written `YYYY-MM-DD` that exists (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
