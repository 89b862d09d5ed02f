import { z } from 'zod';
import { MSG } from '../messages';
import { emailField, PASSWORD_MAX } from '../validation/fields';
import { EMAIL_MSG } from '../validation/email-verification';
import { RESET_TOKEN_PATTERN } from './password-reset';
import { messageSchema } from './list';
import { stepUpCodeField } from './two-factor';

/** A verification token as e-mailed: the same shape as a reset token (32 random bytes, base64url). */
export const verifyTokenField = z
  .string({ error: () => EMAIL_MSG.verifyInvalid })
  .regex(RESET_TOKEN_PATTERN, { error: () => EMAIL_MSG.verifyInvalid });

/** POST /api/user/verify-email */
export const verifyEmailSchema = z.strictObject({ token: verifyTokenField });
export type VerifyEmailPayload = z.input<typeof verifyEmailSchema>;

/** POST /api/profile/email: a new address, the password and, with two-factor sign-in on, a code. */
export const emailChangeSchema = z.strictObject({
  email: emailField,
  password: z
    .string({ error: () => MSG.passwordRequired })
    .min(1, { error: () => MSG.passwordRequired })
    .max(PASSWORD_MAX),
  code: stepUpCodeField,
});
export type EmailChangePayload = z.input<typeof emailChangeSchema>;

/** 200 and 202 of these routes: one sentence for the person at the screen. */
export const emailMessageSchema = messageSchema.describe('Message');
export type EmailMessage = z.infer<typeof emailMessageSchema>;
