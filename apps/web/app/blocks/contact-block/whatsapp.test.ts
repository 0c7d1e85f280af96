import { describe, expect, it } from 'vitest';
import { whatsAppUrl } from './whatsapp';

describe('WhatsApp link of a contact', () => {
  it.each([
    ['+31612345678', 'https://wa.me/31612345678'],
    ['+31 6 1234 5678', 'https://wa.me/31612345678'],
    ['0612345678', 'https://wa.me/31612345678'],
    ['06 12 34 56 78', 'https://wa.me/31612345678'],
    ['612345678', 'https://wa.me/31612345678'],
    ['6 1234 5678', 'https://wa.me/31612345678'],
    ['  06 9876 5432 ', 'https://wa.me/31698765432'],
  ])('is offered for the Dutch mobile number %s', (phone, url) => {
    expect(whatsAppUrl(phone)).toBe(url);
  });

  it.each([
    ['020 123 4567', 'a Dutch landline'],
    ['+31201234567', 'a Dutch landline in international form'],
    ['+3161234567', 'too few digits after +316'],
    ['+316123456789', 'too many digits after +316'],
    ['061234567', 'too few digits after 06'],
    ['06123456789', 'too many digits after 06'],
    ['61234567', 'too few digits after 6'],
    ['+32612345678', 'a Belgian number'],
    ['0031612345678', 'the 0031 prefix'],
    ['06-12345678', 'a dash (only spaces are ignored)'],
    ['', 'an empty number'],
    ['06abcdefgh', 'letters'],
  ])('is not offered for %s (%s)', (phone) => {
    expect(whatsAppUrl(phone)).toBeUndefined();
  });
});
