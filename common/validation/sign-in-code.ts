import { z } from 'zod';
import { codeField, TWO_FACTOR_MSG } from '../api/two-factor';

/** The words of the sign-in code step and of the step-up code fields. */
export const CODE_UI = {
  codeLabel: 'Authentication code',
  recoveryLabel: 'Recovery code',
  verify: 'Verify',
  useRecovery: 'Use a recovery code',
  useApp: 'Use the code from your app',
  codeHint: 'The 6-digit code from your authenticator app',
  recoveryHint: 'One of the recovery codes you saved; each works once',
  stepUpHint: 'The 6-digit code from your authenticator app, or a recovery code',
  codeBlank: TWO_FACTOR_MSG.codeBlank,
  codeDigits: 'Enter the 6 digits from your authenticator app',
  codeStepIntro: 'Two-factor sign-in is on for this account.',
  /** react-admin's own sign-in form cannot ask for the code */
  useMainSignIn: 'Two-factor sign-in is on for this account: sign in on the main sign-in page.',
} as const;

/** The sign-in code step: six digits from the app, or (switched) a recovery code. */
export const signInCodeFormSchema = (mode: 'app' | 'recovery') =>
  z.object({
    code:
      mode === 'app'
        ? z
            .string()
            .transform((v) => v.replace(/\s/g, ''))
            .pipe(
              z
                .string()
                .min(1, CODE_UI.codeBlank)
                .regex(/^\d{6}$/, CODE_UI.codeDigits),
            )
        : codeField,
  });
export type SignInCodeFormValues = z.input<ReturnType<typeof signInCodeFormSchema>>;

/** A step-up code field left blank while two-factor sign-in is on. */
export const stepUpCodeMissing = (code: string | undefined): boolean => !code || code.trim() === '';
