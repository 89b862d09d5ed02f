import { z } from 'zod';
import { ACCOUNT_LOCK_MSG, LOCKED_VIA, UNLOCK_NOTE_MAX, UNLOCK_NOTE_MIN, UNLOCKED_VIA } from '../account-lock';
import { emailField } from '../validation/fields';
import { messageSchema } from './list';
import { RESET_TOKEN_PATTERN } from './password-reset';
import { codeField, stepUpCodeField, TWO_FACTOR_MSG } from './two-factor';

/** A link's token as e-mailed: a one-time token, shaped as a reset link's (43 base64url characters). */
export const isLinkToken = (token: string | null): token is string => token !== null && RESET_TOKEN_PATTERN.test(token);

/** A malformed token is reported like an unknown one: the link does not work. */
const linkToken = (message: () => string) => z.string({ error: message }).regex(RESET_TOKEN_PATTERN, { error: message });

/** POST /api/account/lock-link: the token of the "This wasn't me" link */
export const lockLinkBodySchema = z.strictObject({ token: linkToken(() => ACCOUNT_LOCK_MSG.lockLinkInvalid) });
export type LockLinkPayload = z.input<typeof lockLinkBodySchema>;

/** POST /api/account/lock (signed in): `confirm: true`, so that no stray call locks anyone out */
export const lockBodySchema = z.strictObject({
  confirm: z.literal(true, { error: () => ACCOUNT_LOCK_MSG.confirmRequired }),
});
export type LockPayload = z.input<typeof lockBodySchema>;

const passwordField = z
  .string({ error: () => TWO_FACTOR_MSG.passwordBlank })
  .min(1, { error: () => TWO_FACTOR_MSG.passwordBlank })
  .max(512);

/**
 * POST /api/account/unlock/start: the owner's own unlock, from 24 hours after the lock. `code`:
 * a code from the authenticator app or a recovery code, when the account has two-factor sign-in.
 */
export const unlockStartBodySchema = z.strictObject({
  email_address: emailField,
  password: passwordField,
  code: codeField.optional(),
});
export type UnlockStartPayload = z.input<typeof unlockStartBodySchema>;

/** The unlock screen's form: the code field may be left empty (no two-factor sign-in). */
export const unlockStartFormSchema = z.object({
  email_address: emailField,
  password: passwordField,
  code: z
    .string()
    .trim()
    .max(64, { error: () => TWO_FACTOR_MSG.codeWrong }),
});
export type UnlockStartFormValues = z.input<typeof unlockStartFormSchema>;

/** POST /api/account/unlock: the token of the e-mailed unlock link */
export const unlockBodySchema = z.strictObject({ token: linkToken(() => ACCOUNT_LOCK_MSG.unlockLinkInvalid) });
export type UnlockPayload = z.input<typeof unlockBodySchema>;

/** POST /api/profile/{id}/unlock (staff): what identity check was done, and the staff member's own step-up code */
export const staffUnlockBodySchema = z.strictObject({
  note: z
    .string({ error: () => ACCOUNT_LOCK_MSG.noteRequired })
    .trim()
    .min(UNLOCK_NOTE_MIN, { error: () => ACCOUNT_LOCK_MSG.noteRequired })
    .max(UNLOCK_NOTE_MAX, { error: () => ACCOUNT_LOCK_MSG.noteTooLong }),
  code: stepUpCodeField,
});
export type StaffUnlockPayload = z.input<typeof staffUnlockBodySchema>;

/** The back office's unlock dialog: the note, and the code field that may stay empty. */
export const staffUnlockFormSchema = z.object({
  note: staffUnlockBodySchema.shape.note,
  code: z
    .string()
    .trim()
    .max(64, { error: () => TWO_FACTOR_MSG.codeWrong }),
});

/** The answers of the lock and unlock routes: one sentence for the person at the screen. */
export const accountLockMessageSchema = messageSchema.describe('Message');

/** GET /api/profile/{id}/locks (staff): one lock of the account and how it ended, newest first */
export const accountLockSchema = z
  .object({
    id: z.string(),
    locked_at: z.string().describe('ISO time'),
    locked_via: z.enum(LOCKED_VIA),
    ip: z.string().describe('the address the lock came from'),
    unlocked_at: z.string().nullable().describe('ISO time; null while locked'),
    unlocked_via: z.enum(UNLOCKED_VIA).nullable(),
    unlocked_by: z.string().nullable().describe('the id of the staff member or the owner who unlocked it'),
    unlocked_by_name: z.string().nullable(),
    unlock_note: z.string().nullable().describe('what staff checked, in their words'),
  })
  .describe('AccountLock');
export type AccountLock = z.infer<typeof accountLockSchema>;
export const accountLockListSchema = z.array(accountLockSchema);
