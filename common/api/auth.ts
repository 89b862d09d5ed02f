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

/**
 * A sign-in from a browser the account has not used before, under NEW_DEVICE_APPROVAL=on: no
 * token until the owner opens the link e-mailed to them; the browser asks again with `pending`
 * (POST /api/user/login/device).
 */
export const deviceApprovalRequiredSchema = z
  .object({
    deviceApprovalRequired: z.literal(true),
    pending: z.string().describe('send to POST /api/user/login/device until the sign-in is approved'),
    expires_at: z.string().describe('ISO time; the e-mailed link works until then (20 minutes)'),
  })
  .describe('DeviceApprovalRequired');

/** How a proven sign-in ends: a token, or a wait for the owner's approval of a new device. */
export const signInOutcomeSchema = z.union([loginResponseSchema, deviceApprovalRequiredSchema]);

/** POST /api/user/login: a token, a wait for a new device's approval, or (2FA on) a challenge for POST /api/user/login/2fa */
export const loginOrChallengeSchema = z.union([loginResponseSchema, deviceApprovalRequiredSchema, twoFactorRequiredSchema]);
