import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { stepUpCodeField } from './two-factor';
import { MSG } from '../messages';
import { nonNegativeMoneySchema, signedMoneySchema } from '../money';
import { approvalSchema } from './approvals';
import { ROLES } from '../roles';
import { SECURITY_HOLD_REASONS } from '../security-hold';
import { countryNameField } from '../validation/country-fields';
import { emailField, nameField, PASSWORD_MAX, passwordField, phoneField, progressField, roleField } from '../validation/fields';
import { PAYOUT_MSG } from '../validation/payouts';
import { LEDGER_ACCOUNTS } from './ledger';
import { dateBoundFilterField, searchFilterField, uuidListFilterField } from './list';

/**
 * PUT /api/profile/update/{id}: every field anyone may send. Partial: `{ kyc_status: true }`
 * alone is valid. Which of them the caller may set is decided by role in the route.
 */
export const profileUpdateSchema = z.strictObject({
  name: nameField.optional(),
  email: emailField.optional(),
  phone_no: phoneField.optional(),
  country: countryNameField.optional(),
  password: passwordField.optional(),
  /** required when people change their own password: a stolen session can't take over the account */
  current_password: z
    .string()
    .max(PASSWORD_MAX, { error: () => MSG.passwordMax })
    .optional(),
  /** with two-factor sign-in on, a new password of your own needs a current code */
  code: stepUpCodeField,
  acct_bal: nonNegativeMoneySchema.optional(),
  acct_bonus: nonNegativeMoneySchema.optional(),
  progress_bar: progressField.optional(),
  kyc_status: z.boolean({ error: () => MSG.mustBeBoolean('kyc_status') }).optional(),
  status: z.boolean({ error: () => MSG.mustBeBoolean('status') }).optional(),
  role: roleField.optional(),
  /** admin only: the user's own daily withdrawal limit in whole dollars; null: the default (DAILY_WITHDRAWAL_LIMIT_USD) */
  daily_withdrawal_limit: z
    .number({ error: () => PAYOUT_MSG.dailyLimitInvalid })
    .int({ error: () => PAYOUT_MSG.dailyLimitInvalid })
    .min(0, { error: () => PAYOUT_MSG.dailyLimitInvalid })
    .max(100_000_000, { error: () => PAYOUT_MSG.dailyLimitInvalid })
    .nullable()
    .optional(),
  /** why an admin changed acct_bal / acct_bonus; recorded on the ledger rows */
  reason: z.string().trim().max(500).optional(),
});
export type ProfileUpdatePayload = z.input<typeof profileUpdateSchema>;

/** POST /api/profile/{id}/adjust: an admin's credit (positive) or debit (negative). */
export const adjustSchema = z.strictObject({
  account: z.enum(LEDGER_ACCOUNTS, { error: () => MSG.ledgerAccountInvalid }),
  amount: signedMoneySchema,
  reason: z
    .string({ error: () => MSG.reasonRequired })
    .trim()
    .min(1, { error: () => MSG.reasonRequired })
    .max(500),
});
export type AdjustPayload = z.input<typeof adjustSchema>;

/** A user as the API shows it: never a password or its hash. */
export const publicUserSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    country: z.string(),
    phone_no: z.string(),
    acct_bal: z.number().describe('balance in US dollars'),
    acct_bonus: z.number().describe('profit in US dollars'),
    progress_bar: z.number(),
    kyc_status: z.boolean(),
    email_verified: z.boolean().describe('the address was proven by an e-mailed link'),
    status: z.boolean(),
    isAdmin: z.boolean(),
    role: z.enum(ROLES),
    createdAt: z.string(),
    /** the user's own daily withdrawal limit in dollars, present only when an admin set one (absent: the default) */
    daily_withdrawal_limit: z.number().optional(),
    /** staff reading: since when the owner has locked the account (ISO), null when it is not locked; absent elsewhere */
    locked_at: z.string().nullable().optional(),
  })
  .describe('User');
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/profile/me: the signed-in user, and whether a security change holds their withdrawals (common/security-hold.ts). */
export const meSchema = publicUserSchema
  .extend({
    /** withdrawals are paused until then after a security change; null: they are not */
    withdrawals_paused_until: z.string().nullable(),
    withdrawals_paused_because: z.enum(SECURITY_HOLD_REASONS).nullable(),
    /** the owner's anti-phishing code (only ever sent to them); null: none set */
    anti_phishing_code: z.string().nullable(),
    /** the language the owner chose (screens, e-mails, statements); null: none chosen, their browser's */
    locale: z.enum(LOCALES).nullable(),
  })
  .describe('Me');
export type Me = z.infer<typeof meSchema>;

/** A self-edit that changed the password answers with a fresh token: the old ones are revoked. */
export const updatedUserSchema = publicUserSchema.extend({
  accessToken: z.string().optional(),
  /** money parts of the edit waiting for a second admin: a credit at the two-person threshold, a raised limit */
  pending_approvals: z.array(approvalSchema).optional(),
});
export type UpdatedUser = z.infer<typeof updatedUserSchema>;

export const userListFilterSchema = z.strictObject({
  q: searchFilterField.optional(),
  id: uuidListFilterField.optional(),
  role: z.enum(ROLES).optional(),
  status: z.boolean().optional(),
  kyc_status: z.boolean().optional(),
  createdAt_gte: dateBoundFilterField.optional(),
  createdAt_lte: dateBoundFilterField.optional(),
});
export type UserListFilter = z.infer<typeof userListFilterSchema>;

export const USER_SORTABLE = [
  'id',
  '_id',
  'name',
  'email',
  'country',
  'role',
  'acct_bal',
  'acct_bonus',
  'createdAt',
  'status',
  'kyc_status',
] as const;
