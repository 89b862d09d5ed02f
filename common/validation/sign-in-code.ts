import { z } from 'zod';
import { codeField, TWO_FACTOR_MSG } from '../api/two-factor';
import { defineTexts, plain } from '../i18n/translate';
import { withGetters } from './lazy-text';

/** The words of the sign-in code step and of the step-up code fields. */
export const CODE_UI = withGetters(
  defineTexts('signInCode', {
    codeLabel: plain,
    recoveryLabel: plain,
    verify: plain,
    useRecovery: plain,
    useApp: plain,
    codeHint: plain,
    recoveryHint: plain,
    stepUpHint: plain,
    codeDigits: plain,
    codeStepIntro: plain,
    /** react-admin's own sign-in form cannot ask for the code */
    useMainSignIn: plain,
  }),
  { codeBlank: () => TWO_FACTOR_MSG.codeBlank },
);

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
                .min(1, { error: () => CODE_UI.codeBlank })
                .regex(/^\d{6}$/, { error: () => CODE_UI.codeDigits }),
            )
        : codeField,
  });
export type SignInCodeFormValues = z.input<ReturnType<typeof signInCodeFormSchema>>;

/** A step-up code field left blank while two-factor sign-in is on. */
export const stepUpCodeMissing = (code: string | undefined): boolean => !code || code.trim() === '';
