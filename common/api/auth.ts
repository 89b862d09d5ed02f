import { z } from 'zod';
import { twoFactorRequiredSchema } from './two-factor';
import { emailField, passwordField } from '../validation/fields';
import { DEVICE_APPROVAL_MSG } from '../device-approval';
import { RESET_TOKEN_PATTERN } from './password-reset';

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

/** POST /api/user/login/device: the `pending` of a sign-in that waits for its new device's approval */
export const loginDeviceBodySchema = z.strictObject({
  pending: z
    .string({ error: () => DEVICE_APPROVAL_MSG.ended })
    .min(1, { error: () => DEVICE_APPROVAL_MSG.ended })
    .max(200, { error: () => DEVICE_APPROVAL_MSG.ended }),
});

/** POST /api/user/login/device, 202: the owner has not opened the link yet; ask again in a few seconds */
export const deviceApprovalWaitingSchema = z
  .object({
    waiting: z.literal(true),
    expires_at: z.string().describe('ISO time; the sign-in waits until then'),
  })
  .describe('DeviceApprovalWaiting');

/** POST /api/devices/approve: the token of the e-mailed link (32 random bytes, base64url) */
export const approveDeviceBodySchema = z.strictObject({
  token: z
    .string({ error: () => DEVICE_APPROVAL_MSG.linkInvalid })
    .regex(RESET_TOKEN_PATTERN, { error: () => DEVICE_APPROVAL_MSG.linkInvalid }),
});
export type ApproveDevicePayload = z.input<typeof approveDeviceBodySchema>;
