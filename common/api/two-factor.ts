import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';

/** What the API answers about codes; the screens show the same words. */
export const TWO_FACTOR_MSG = defineTexts('twoFactor', {
  codeBlank: plain,
  codeNeeded: plain,
  codeWrong: plain,
  /** step-up on an account with passkeys and no authenticator app: only a passkey token will do */
  passkeyNeeded: plain,
  tooManyCodes: plain,
  alreadyOn: plain,
  notSetUp: plain,
  notOn: plain,
  passwordWrong: plain,
  challengeEnded: plain,
  challengeTooManyWrong: plain,
  resetOwn: plain,
  resetDone: plain,
  /** the password field of the enrolment, passkey and unlock forms left empty */
  passwordBlank: plain,
  /** POST /api/user/login/2fa without the challenge of the first step */
  challengeMissing: plain,
});

/** What people type: six digits from the app, or a recovery code (dashes and spaces ignored). */
export const codeField = z
  .string({ error: () => TWO_FACTOR_MSG.codeBlank })
  .trim()
  .min(1, { error: () => TWO_FACTOR_MSG.codeBlank })
  .max(64, { error: () => TWO_FACTOR_MSG.codeWrong });

/** POST /api/auth/2fa/setup */
export const twoFactorSetupSchema = z
  .object({
    secret: z.string().describe('base32, for typing into an app by hand'),
    otpauth_url: z.string().describe('otpauth://totp/... as the QR code holds it'),
    qr: z.string().describe('the otpauth URL as a PNG data: URL'),
  })
  .describe('TwoFactorSetup');

const passwordField = z
  .string({ error: () => TWO_FACTOR_MSG.passwordBlank })
  .min(1, { error: () => TWO_FACTOR_MSG.passwordBlank })
  .max(512);

/** POST /api/auth/2fa/setup: the current password, so that a session alone cannot enrol its own app */
export const twoFactorSetupBodySchema = z.strictObject({ password: passwordField });

/** POST /api/auth/2fa/enable: the current password again and the first code from the app */
export const twoFactorEnableBodySchema = z.strictObject({ password: passwordField, code: codeField });
export const recoveryCodesSchema = z
  .object({ recovery_codes: z.array(z.string()).describe('single-use; shown this once only') })
  .describe('RecoveryCodes');

/** POST /api/auth/2fa/disable: the password and a current code (or a recovery code) */
export const twoFactorDisableBodySchema = z.strictObject({ password: passwordField, code: codeField });

/** POST /api/profile/{id}/2fa/reset (admins): the admin's own step-up code when their 2FA is on */
export const twoFactorResetBodySchema = z.strictObject({ code: codeField.optional() });

/** POST /api/user/login when the account has 2FA on: no token yet */
export const twoFactorRequiredSchema = z
  .object({
    twoFactorRequired: z.literal(true),
    challenge: z.string().describe('send back with the code to POST /api/user/login/2fa; lives 5 minutes'),
  })
  .describe('TwoFactorRequired');

/** POST /api/user/login/2fa */
export const loginTwoFactorBodySchema = z.strictObject({
  challenge: z
    .string({ error: () => TWO_FACTOR_MSG.challengeMissing })
    .min(1)
    .max(200),
  code: codeField,
});

/** GET /api/auth/2fa: whether it is on, and how many recovery codes are left */
export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    recovery_codes_left: z.number().int(),
    required: z.boolean().describe('staff under STAFF_2FA=required: the back office refuses them until it is on'),
    passkeys: z.number().int().describe('how many passkeys the account has: with one, step-up can be a passkey token'),
    staff_passkey_required: z
      .boolean()
      .describe('staff under STAFF_PASSKEY=required: approving, paying, rejecting and adjusting need a passkey step-up'),
  })
  .describe('TwoFactorStatus');

/** Step-up: the optional `code` a withdrawal or password change carries when 2FA is on. */
export const stepUpCodeField = codeField.optional();

/** RFC 9470: the error a step-up refusal names in WWW-Authenticate (the session itself is fine). */
export const STEP_UP_ERROR = 'insufficient_user_authentication';

/** Whether a 401's WWW-Authenticate asks for a code rather than saying the session has ended. */
export const isStepUpRefusal = (wwwAuthenticate: unknown): boolean =>
  typeof wwwAuthenticate === 'string' && wwwAuthenticate.includes(`error="${STEP_UP_ERROR}"`);
