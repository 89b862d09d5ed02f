import { z } from 'zod';
import { stepUpCodeField } from '../api/two-factor';
import { MSG } from '../messages';
import { formatUsdFromDollars, fromCents, positiveMoneySchema, toCents } from '../money';
import { ADDRESS_MSG, addressShapeField, inferCoin, isValidAddress } from '../crypto-address';
import { COIN_SYMBOLS, COINS, coinFromLabel, type CoinSymbol } from '../coins';
import { ALL_STATUSES, MAX_PENDING_DEPOSITS, MIN_DEPOSIT_USD, MIN_WITHDRAWAL_USD, PAYOUT_REFERENCE_MAX } from '../transactions';
import { typedAmount } from './typed-amount';

export const TX_MSG = {
  minDeposit: `The minimum deposit is ${formatUsdFromDollars(MIN_DEPOSIT_USD)}`,
  minWithdrawal: `The minimum withdrawal is ${formatUsdFromDollars(MIN_WITHDRAWAL_USD)}`,
  coin: `Choose a coin: ${COINS.map((c) => c.name).join(', ')}`,
  notOwnId: 'userid must be your own id',
  type: 'trnx_type must be deposit or withdraw',
  currency: 'Currency must be usd',
  amountRequired: 'Please Select or Enter an amount to Invest.',
  planRequired: 'Choose a plan to invest in',
  statusRequired: 'Status is required',
  notOurAddress: 'This is not one of our deposit addresses',
  balanceTooLow: 'you do not have enough balance to process a withdrawal',
  kycRequired: 'Kindly verify your account to complete withdrawal',
  insufficientBalance: 'Insufficient balance',
  // figures in dollars, formatted here so every caller writes money the same way
  minInvestment: (minDollars: number) => `Minimum amount is ${formatUsdFromDollars(minDollars)}`,
  maxInvestment: (maxDollars: number) => `Maximum amount is ${formatUsdFromDollars(maxDollars)}`,
  planNotFound: 'Plan not found',
  transactionNotFound: 'Transaction not found',
  addressRequired: 'Wallet address is required',
  /** the withdrawal form, when nothing is typed */
  withdrawalAmountRequired: 'Amount is required',
  /** the deposit screen shows it as it comes (issue 9: bounded work) */
  tooManyPendingDeposits: `You already have ${MAX_PENDING_DEPOSITS} pending deposits. Wait until one is confirmed or cancelled before making another.`,
  payoutReferenceRequired: 'Enter the payout reference (the transaction hash of the payment) to mark this withdrawal paid',
  payoutReferenceInvalid: `The payout reference must be 1 to ${PAYOUT_REFERENCE_MAX} letters, digits or . _ : / # - (the transaction hash of the payment)`,
  payoutReferenceNotHere: 'A payout reference is recorded only when a withdrawal is marked successful',
  withdrawalFinal: 'This withdrawal has been paid out; a paid withdrawal is final and its status, amount, coin, address and payout reference can no longer change',
} as const;

const userIdField = z.uuid({ error: TX_MSG.notOwnId });

/** An amount that moves money: positive, whole cents. */
const amountField = positiveMoneySchema;

/** POST /api/transaction/save, a deposit (SPEC.md section 7). */
export const depositSchema = z.strictObject({
  userid: userIdField,
  trnx_type: z.literal('deposit'),
  amount: amountField.refine((n) => n >= MIN_DEPOSIT_USD, TX_MSG.minDeposit),
  payment_method: z.string({ error: TX_MSG.coin }).trim().refine((v) => coinFromLabel(v) !== undefined, TX_MSG.coin),
  // names one of our wallets: only its shape here, then the server looks it up
  payment_address: addressShapeField(TX_MSG.addressRequired),
});

/** A coin by symbol or name, any case, as its symbol ('Bitcoin' -> 'btc'). */
const coinField = z
  .string({ error: TX_MSG.coin })
  .refine((v) => coinFromLabel(v) !== undefined, TX_MSG.coin)
  .transform((v) => coinFromLabel(v)!);

/**
 * The coin a withdrawal is paid in: the one it names, or (an older client that names none)
 * the one whose network the address belongs to. The formats never overlap.
 */
export const withdrawalCoin = (input: { payment_method?: CoinSymbol; address: string }): CoinSymbol | undefined =>
  input.payment_method ?? inferCoin(input.address);

/** Where a payout goes must be an address of the coin's own network, checksum included. */
export function addressIssue(coin: CoinSymbol | undefined, address: string): string | undefined {
  if (!coin) return ADDRESS_MSG.unknown;
  return isValidAddress(coin, address) ? undefined : ADDRESS_MSG.invalidFor(coin);
}

/** POST /api/transaction/save, a withdrawal: the user comes from the token. */
export const withdrawalSchema = z
  .strictObject({
    trnx_type: z.literal('withdraw').optional(),
    userid: userIdField.optional(),
    amount: amountField.refine((n) => n >= MIN_WITHDRAWAL_USD, TX_MSG.minWithdrawal),
    payment_method: coinField.optional(),
    address: z.string({ error: TX_MSG.addressRequired }).trim().min(1, TX_MSG.addressRequired).max(128, ADDRESS_MSG.unknown),
    /** with two-factor sign-in on, a current code (step-up) */
    code: stepUpCodeField,
  })
  // a mistyped address is refused here, before any money is held, on the screen as on the API
  .superRefine((v, ctx) => {
    // runs even when a field failed: a coin or address that failed has its own message already
    if (typeof v.address !== 'string' || !v.address) return;
    if (v.payment_method !== undefined && coinFromLabel(String(v.payment_method)) !== v.payment_method) return;
    const message = addressIssue(withdrawalCoin(v), v.address);
    if (message) ctx.addIssue({ code: 'custom', path: ['address'], message });
  });

export const transactionSaveSchema = z.discriminatedUnion('trnx_type', [depositSchema, withdrawalSchema], {
  error: TX_MSG.type,
});

/** POST /api/transaction/invest: terms come from the plan record, whatever is sent here. */
export const investSchema = z
  .strictObject({
    userid: userIdField,
    planId: z.uuid({ error: TX_MSG.planRequired }).optional(),
    // the plan's name: how the plan is found when no planId comes (DESIGN.md section 5)
    plan: z.string({ error: TX_MSG.planRequired }).trim().min(1, TX_MSG.planRequired).max(200).optional(),
    currency: z.literal('usd', { error: TX_MSG.currency }).default('usd'),
    // SPEC.md section 5: a missing amount reads 'Please Select or Enter an amount to Invest.'
    amount: z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === '' ? TX_MSG.amountRequired : MSG.amountNumber,
      })
      .pipe(amountField),
    // sent by SPEC.md's client; ignored in favour of the plan's own figures
    duration: z.unknown().optional(),
    roi: z.unknown().optional(),
  })
  .refine((v) => v.planId !== undefined || v.plan !== undefined, { message: TX_MSG.planRequired, path: ['plan'] });

/** PUT /api/transaction/{id}: an admin's edit. */
export const transactionUpdateSchema = z.strictObject({
  status: z.enum(ALL_STATUSES, { error: TX_MSG.statusRequired }),
  amount: amountField.optional(),
  payment_method: z.string().max(200).optional(),
  payment_address: z.string().max(200).optional(),
  /** a withdrawal marked successful: the payout's transaction hash (null: none given) */
  payout_reference: z
    .string({ error: TX_MSG.payoutReferenceInvalid })
    .trim()
    .min(1, TX_MSG.payoutReferenceInvalid)
    .max(PAYOUT_REFERENCE_MAX, TX_MSG.payoutReferenceInvalid)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._:/#-]*$/, TX_MSG.payoutReferenceInvalid)
    .nullable()
    .optional(),
});

/**
 * The plan's bounds on an investment (SPEC.md section 5): the message, or null when the
 * amount fits. One rule for the investment form and the server's invest().
 */
export function investmentAmountProblem(amountCents: number, plan: { minCents: number; maxCents: number }): string | null {
  if (amountCents < plan.minCents) return TX_MSG.minInvestment(fromCents(plan.minCents));
  if (amountCents > plan.maxCents) return TX_MSG.maxInvestment(fromCents(plan.maxCents));
  return null;
}

// ---- The investor area's forms: text inputs read into the API schemas' own fields ----

/** The deposit form (SPEC.md section 5): blank or zero is what is missing, the minimum. */
export const depositFormSchema = z.object({
  amount: typedAmount(depositSchema.shape.amount, { blank: TX_MSG.minDeposit, zero: TX_MSG.minDeposit }),
});
export type DepositFormValues = z.input<typeof depositFormSchema>;

/** What the withdrawal form needs to know of the investor before anything is held. */
export interface WithdrawalStanding {
  acct_bal: number;
  kyc_status: boolean;
}

/**
 * The withdrawal form (SPEC.md section 5, DESIGN.md section 6), in this order: amount and
 * address (on the chosen coin's network, checksum included: the API's check), then a loaded
 * profile, enough balance and verified KYC. Those last three are about the account, not a
 * field: they come as the form's root error, with the message the screen shows.
 */
export const withdrawalFormSchema = (profile: WithdrawalStanding | undefined) =>
  z
    .object({
      coin: z.enum(COIN_SYMBOLS, { error: TX_MSG.coin }),
      amount: typedAmount(withdrawalSchema.shape.amount, { blank: TX_MSG.withdrawalAmountRequired }),
      address: withdrawalSchema.shape.address,
    })
    .superRefine(
      (v, ctx) => {
        if (typeof v.address !== 'string' || !v.address || !COIN_SYMBOLS.includes(v.coin)) return;
        const message = addressIssue(v.coin, v.address);
        if (message) ctx.addIssue({ code: 'custom', path: ['address'], message });
      },
      // even when the amount failed: both fields show their problem at once
      { when: () => true },
    )
    // only once every field is right: the account's standing
    .pipe(
      z.custom<{ coin: CoinSymbol; amount: number; address: string }>().superRefine((v, ctx) => {
        const message = !profile
          ? MSG.withdrawalNoProfile
          : toCents(v.amount) > toCents(profile.acct_bal)
            ? TX_MSG.balanceTooLow
            : !profile.kyc_status
              ? TX_MSG.kycRequired
              : null;
        if (message) ctx.addIssue({ code: 'custom', path: ['root'], message });
      }),
    );
export type WithdrawalFormValues = z.input<ReturnType<typeof withdrawalFormSchema>>;

/** The investment form: an amount within the plan's min and max (the plan's figures in dollars). */
export const investmentFormSchema = (plan: { min: number; max: number }) =>
  z.object({
    amount: typedAmount(investSchema.shape.amount, { blank: TX_MSG.amountRequired }).pipe(
      z.number().superRefine((dollars, ctx) => {
        const message = investmentAmountProblem(toCents(dollars), { minCents: toCents(plan.min), maxCents: toCents(plan.max) });
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    ),
  });
export type InvestmentFormValues = z.input<ReturnType<typeof investmentFormSchema>>;
