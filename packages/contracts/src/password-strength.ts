// The password-strength indicator of the forms that set a password. Imports no zod.

/** A password shorter than this shows 'too short'. */
export const passwordStrengthMinimumLength = 6;

export const passwordStrengths = ['tooShort', 'weak', 'almostGood', 'strong'] as const;
export type PasswordStrength = (typeof passwordStrengths)[number];

/** The English words the indicator shows. */
export const passwordStrengthLabels: Record<PasswordStrength, string> = {
  tooShort: 'too short',
  weak: 'weak',
  almostGood: 'almost good',
  strong: 'strong',
};

/**
 * Nothing for an empty password; 'too short' under 6 characters; otherwise a point for each
 * kind of character used (lower case, upper case, digit, other) and one for 12 characters or
 * more: up to 2 points is weak, 3 almost good, 4 or 5 strong.
 */
export function passwordStrength(password: string): PasswordStrength | undefined {
  if (password === '') return undefined;
  if ([...password].length < passwordStrengthMinimumLength) return 'tooShort';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  const points = kinds + ([...password].length >= 12 ? 1 : 0);
  if (points <= 2) return 'weak';
  if (points === 3) return 'almostGood';
  return 'strong';
}
