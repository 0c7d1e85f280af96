import { describe, expect, it } from 'vitest';
import { dutchPostcodeArea, formatDutchPostcode, isDutchPostcode } from './dutch-postcode.ts';
import { eventLocationSchema } from './page.ts';
import { isValidPostcode } from './subscription-validators.ts';

describe('the Dutch postcode', () => {
  const accepted = ['1012 AB', '1012ab', '9999ZZ'];
  const refused = ['1012  AB', '0123 AB', '101 AB', '1012 A', '1012 1B', '1012_AB', ' 1012 AB', '1012 ÀB', ''];

  it('is four digits, the first not 0, an optional space and two letters, in content and in the forms alike', () => {
    for (const value of accepted) {
      expect(isDutchPostcode(value)).toBe(true);
      expect(isValidPostcode(value)).toBe(true);
      expect(eventLocationSchema.safeParse({ name: 'Texel', postcode: value }).success).toBe(true);
    }
    for (const value of refused) {
      expect(isDutchPostcode(value)).toBe(false);
      expect(isValidPostcode(value)).toBe(false);
      expect(eventLocationSchema.safeParse({ name: 'Texel', postcode: value }).success).toBe(false);
    }
  });

  it('is written with a space and capitals; other text is left as it is', () => {
    expect(formatDutchPostcode('1012ab')).toBe('1012 AB');
    expect(formatDutchPostcode('1012 Ab')).toBe('1012 AB');
    expect(formatDutchPostcode('Postbus 12')).toBe('Postbus 12');
  });

  it('gives its area from a whole postcode or from the four digits alone, spaces around ignored', () => {
    expect(dutchPostcodeArea('1012 AB')).toBe(1012);
    expect(dutchPostcodeArea(' 1012ab ')).toBe(1012);
    expect(dutchPostcodeArea('1012')).toBe(1012);
    expect(dutchPostcodeArea('0123')).toBeNull();
    expect(dutchPostcodeArea('1012 A')).toBeNull();
    expect(dutchPostcodeArea('Amsterdam')).toBeNull();
  });
});
