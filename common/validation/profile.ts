import { z } from 'zod';
import { MSG } from '../messages';
import { toCents } from '../money';
import type { LedgerAccount } from '../api/ledger';
import { adjustSchema } from '../api/profile';
import { nameField, passwordField } from './fields';
import { typedAmount } from './typed-amount';

/** Fields an investor may change on their own profile. */
export const SELF_EDITABLE_FIELDS = ['name', 'country', 'phone_no', 'password', 'current_password', 'code'] as const;

export const ADJUST_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustDirection = (typeof ADJUST_DIRECTIONS)[number];

/**
 * The back-office credit/debit form: a typed amount (plain decimals, read by common's text
 * rule, then the API's amount rule) and the API's reason. Once both are right, a debit larger
 * than what the account holds (`available`, dollars) is refused before any call,
 * as the form's root error.
 */
export const adjustFormSchema = (available: number) =>
  z
    .object({
      account: adjustSchema.shape.account,
      direction: z.enum(ADJUST_DIRECTIONS),
      amount: typedAmount(adjustSchema.shape.amount, { blank: () => MSG.amountNumber, zero: () => MSG.amountPositive }),
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
      .object({ label: z.string(), value: z.string() }, { error: () => MSG.countryRequired })
      .nullable()
      .refine((c) => c !== null, { error: () => MSG.countryRequired }),
    password: z.union([z.literal(''), passwordField]),
    confirmPassword: z.string(),
    currentPassword: z.string().max(512, { error: () => MSG.passwordMax }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: () => MSG.passwordsMismatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.password === '' || v.currentPassword !== '', {
    error: () => MSG.currentPasswordRequired,
    path: ['currentPassword'],
  });
export type ProfileFormValues = z.input<typeof profileFormSchema>;
