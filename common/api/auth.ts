import { z } from 'zod';
import { twoFactorRequiredSchema } from './two-factor';
import { emailField, passwordField } from '../validation/fields';

/** POST /api/user/login */
export const loginSchema = z.strictObject({
  email_address: emailField,
  password: passwordField,
});
export type LoginPayload = z.input<typeof loginSchema>;

/** POST /api/user/login, 200 */
export const loginResponseSchema = z.object({ _id: z.string(), accessToken: z.string(), isAdmin: z.boolean() }).describe('LoginResponse');
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/user/login: a token, or (2FA on) a challenge for POST /api/user/login/2fa */
export const loginOrChallengeSchema = z.union([loginResponseSchema, twoFactorRequiredSchema]);
