import { PASSWORD_MIN } from '@/common/validation/fields';

export type PasswordStrength = 'too-short' | 'weak' | 'fair' | 'strong';

// A few of the passwords tried first by anyone guessing; a hint, not a rule (the server's
// rule stays the minimum length, PASSWORD_MIN).
const COMMON = ['password', '123456', '12345678', 'qwerty', 'abc123', '111111', 'letmein', 'iloveyou', 'welcome', 'admin'];

/**
 * How hard a password is to guess, for the sign-up hint: length counts most, then how many
 * kinds of character it mixes (lower case, upper case, digits, others). A long phrase of
 * plain words is strong; a short one of one kind, or a well-known one, is weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN) return 'too-short';
  const lowered = password.toLowerCase();
  if (COMMON.some((common) => lowered.startsWith(common)) || /^(.)\1*$/.test(password)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  if (password.length >= 16 || (password.length >= 12 && kinds >= 2)) return 'strong';
  if (password.length >= 12 || (password.length >= 8 && kinds >= 2)) return 'fair';
  return 'weak';
}
