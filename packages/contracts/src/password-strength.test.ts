import { describe, expect, it } from 'vitest';
import { passwordStrength, passwordStrengthLabels } from './password-strength.ts';

describe('password strength indicator', () => {
  it('shows nothing for an empty password', () => {
    expect(passwordStrength('')).toBeUndefined();
  });

  it("says 'too short' under six characters, whatever they are", () => {
    expect(passwordStrength('aB3$x')).toBe('tooShort');
    expect(passwordStrengthLabels[passwordStrength('abc')!]).toBe('too short');
  });

  it('grades six characters and more as weak, almost good or strong', () => {
    expect(passwordStrength('abcdef')).toBe('weak');
    expect(passwordStrength('abcdE1')).toBe('almostGood');
    expect(passwordStrength('abcD1!')).toBe('strong');
    expect(passwordStrength('saltmarshes1X')).toBe('strong');
    expect(passwordStrength('saltmarshes1')).toBe('almostGood');
  });

  it('has an English word for each grade', () => {
    expect(Object.values(passwordStrengthLabels)).toEqual(['too short', 'weak', 'almost good', 'strong']);
  });
});
