import Box from '@mui/material/Box';
import { PASSWORD_MIN } from '@/common/validation/fields';
import { passwordStrength, type PasswordStrength } from './password-strength';
import { FORM_TEXT } from './texts';

const SAY: Record<PasswordStrength, () => string> = {
  'too-short': () => FORM_TEXT.passwordTooShort(PASSWORD_MIN),
  weak: () => FORM_TEXT.passwordWeak,
  fair: () => FORM_TEXT.passwordFair,
  strong: () => FORM_TEXT.passwordStrong,
};

/** Before anything is typed: the rule, and what makes a password hard to guess. */
const passwordAdvice = (): string => FORM_TEXT.passwordAdvice(PASSWORD_MIN);

const TONE: Record<PasswordStrength, { filled: number; color: string }> = {
  'too-short': { filled: 0, color: 'error.main' },
  weak: { filled: 1, color: 'error.main' },
  fair: { filled: 2, color: 'warning.dark' },
  strong: { filled: 3, color: 'success.main' },
};

/**
 * The helper text of a new-password field: the advice while it is empty, then how strong the
 * typed password is, in words (the three bars only repeat them, so they are hidden from
 * screen readers). Inline elements only: MUI renders helper text inside a <p>.
 */
export function PasswordStrengthHint({ password }: { password: string }) {
  if (password === '') return <>{passwordAdvice()}</>;
  const strength = passwordStrength(password);
  const { filled, color } = TONE[strength];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-strength={strength}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', gap: 0.5 }}>
        {[0, 1, 2].map((bar) => (
          <Box
            key={bar}
            component="span"
            sx={{
              display: 'inline-block',
              width: 28,
              height: 4,
              borderRadius: 2,
              bgcolor: bar < filled ? color : 'action.disabledBackground',
            }}
          />
        ))}
      </Box>
      <span>{SAY[strength]()}</span>
    </Box>
  );
}
