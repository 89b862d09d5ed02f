import { z } from 'zod';
import { MSG } from '../messages';
import { forgotPasswordSchema } from '../api/password-reset';
import { PASSWORD_MAX, passwordField } from './fields';

/** The query parameter of the reset link: /reset-password?token=... */
export const RESET_TOKEN_PARAM = 'token';

/** The reset screen's form: the new password twice, with the sign-up rules and messages. */
export const resetPasswordFormSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string().max(PASSWORD_MAX, { error: () => MSG.passwordMax }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: () => MSG.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** The request screen's form uses the payload's field name. */
export const forgotPasswordFormSchema = forgotPasswordSchema;
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;
