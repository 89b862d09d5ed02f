import { z } from 'zod';
import { MSG } from '../messages';
import { emailField, passwordField } from '../validation/fields';
import { messageSchema } from './list';

/** A reset token as e-mailed: 32 random bytes, base64url without padding (43 characters). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A malformed token is reported like an unknown one: the link is invalid. */
export const resetTokenField = z.string({ error: () => MSG.resetInvalid }).regex(RESET_TOKEN_PATTERN, { error: () => MSG.resetInvalid });

/** POST /api/user/forgot-password */
export const forgotPasswordSchema = z.strictObject({ email_address: emailField });
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

/** POST /api/user/reset-password */
export const resetPasswordSchema = z.strictObject({ token: resetTokenField, password: passwordField });
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;

/** 202 and 200 of the reset routes: one sentence for the person at the screen. */
export const resetMessageSchema = messageSchema.describe('Message');
