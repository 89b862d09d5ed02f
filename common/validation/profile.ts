import { z } from 'zod';
import { stepUpCodeField } from '../api/two-factor';
import { MSG } from '../messages';
import { nonNegativeMoneySchema, signedMoneySchema, toCents } from '../money';
import {
  countryNameField,
  emailField,
  nameField,
  passwordField,
  phoneField,
  progressField,
  roleField,
} from './fields';
import { typedAmount } from './typed-amount';

/** Fields an investor may change on their own profile (SPEC.md: name, country, password). */
export const SELF_EDITABLE_FIELDS = ['name', 'country', 'phone_no', 'password', 'current_password', 'code'] as const;

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
  current_password: z.string().max(512, MSG.passwordMax).optional(),
  /** with two-factor sign-in on, a new password of your own needs a current code */
  code: stepUpCodeField,
  acct_bal: nonNegativeMoneySchema.optional(),
  acct_bonus: nonNegativeMoneySchema.optional(),
  progress_bar: progressField.optional(),
  kyc_status: z.boolean({ error: 'kyc_status must be true or false' }).optional(),
  status: z.boolean({ error: 'status must be true or false' }).optional(),
  role: roleField.optional(),
  /** why an admin changed acct_bal / acct_bonus; recorded on the ledger rows */
  reason: z.string().trim().max(500).optional(),
});
export type ProfileUpdatePayload = z.input<typeof profileUpdateSchema>;

export const LEDGER_ACCOUNTS = ['balance', 'bonus'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** POST /api/profile/{id}/adjust: an admin's credit (positive) or debit (negative). */
export const adjustSchema = z.strictObject({
  account: z.enum(LEDGER_ACCOUNTS, { error: 'Account must be balance or bonus' }),
  amount: signedMoneySchema,
  reason: z.string({ error: MSG.reasonRequired }).trim().min(1, MSG.reasonRequired).max(500),
});
export type AdjustPayload = z.input<typeof adjustSchema>;

export const ADJUST_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustDirection = (typeof ADJUST_DIRECTIONS)[number];

/**
 * The back-office credit/debit form: a typed amount (plain decimals, read by common's text
 * rule, then the API's amount rule) and the API's reason. Once both are right, a debit larger
 * than what the account holds (`available`, dollars) is refused before any call (SPEC.md
 * section 5), as the form's root error.
 */
export const adjustFormSchema = (available: number) =>
  z
    .object({
      account: adjustSchema.shape.account,
      direction: z.enum(ADJUST_DIRECTIONS),
      amount: typedAmount(adjustSchema.shape.amount, { blank: MSG.amountNumber, zero: MSG.amountPositive }),
      reason: adjustSchema.shape.reason,
    })
    .pipe(
      z.custom<{ account: LedgerAccount; direction: AdjustDirection; amount: number; reason: string }>().superRefine((v, ctx) => {
        if (v.direction === 'debit' && toCents(v.amount) > toCents(available)) {
          ctx.addIssue({ code: 'custom', path: ['root'], message: MSG.insufficientFunds });
        }
      }),
    );
export type AdjustFormValues = z.input<ReturnType<typeof adjustFormSchema>>;

/** The investor's profile edit form: blank password keeps the current one. */
export const profileFormSchema = z
  .object({
    name: nameField,
    country: z
      .object({ label: z.string(), value: z.string() }, { error: MSG.countryRequired })
      .nullable()
      .refine((c) => c !== null, MSG.countryRequired),
    password: z.union([z.literal(''), passwordField]),
    confirmPassword: z.string(),
    currentPassword: z.string().max(512, MSG.passwordMax),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.passwordsMismatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.password === '' || v.currentPassword !== '', {
    message: MSG.currentPasswordRequired,
    path: ['currentPassword'],
  });
export type ProfileFormValues = z.input<typeof profileFormSchema>;
