import { z } from 'zod';
import { MSG } from '../messages';
import { emailField, PASSWORD_MAX, passwordField } from './fields';

/** A reset token as e-mailed: 32 random bytes, base64url without padding (43 characters). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The query parameter of the reset link: /reset-password?token=... */
export const RESET_TOKEN_PARAM = 'token';

/** A malformed token is reported like an unknown one: the link is invalid. */
export const resetTokenField = z.string({ error: MSG.resetInvalid }).regex(RESET_TOKEN_PATTERN, MSG.resetInvalid);

/** POST /api/user/forgot-password */
export const forgotPasswordSchema = z.strictObject({ email_address: emailField });
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

/** POST /api/user/reset-password */
export const resetPasswordSchema = z.strictObject({ token: resetTokenField, password: passwordField });
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;

/** The reset screen's form: the new password twice, with the sign-up rules and messages. */
export const resetPasswordFormSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string().max(PASSWORD_MAX, MSG.passwordMax),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** The request screen's form uses the payload's field name. */
export const forgotPasswordFormSchema = forgotPasswordSchema;
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;
