import { z } from 'zod';
import { MSG } from '../messages';
import { toCents } from '../money';
import { COIN_SYMBOLS, type CoinSymbol } from '../coins';
import { depositSchema, investSchema, withdrawalSchema } from '../api/transactions';
import { addressIssue, investmentAmountProblem, TX_MSG, type WithdrawalStanding } from './transaction';
import { typedAmount } from './typed-amount';

// The investor area's forms: text inputs read into the API schemas' own fields.

/** The deposit form: blank or zero is what is missing, the minimum. */
export const depositFormSchema = z.object({
  amount: typedAmount(depositSchema.shape.amount, { blank: () => TX_MSG.minDeposit, zero: () => TX_MSG.minDeposit }),
});
export type DepositFormValues = z.input<typeof depositFormSchema>;

/**
 * The withdrawal form, in this order: amount and
 * address (on the chosen coin's network, checksum included: the API's check), then a loaded
 * profile, enough balance and verified KYC. Those last three are about the account, not a
 * field: they come as the form's root error, with the message the screen shows.
 */
export const withdrawalFormSchema = (profile: WithdrawalStanding | undefined) =>
  z
    .object({
      coin: z.enum(COIN_SYMBOLS, { error: () => TX_MSG.coin }),
      amount: typedAmount(withdrawalSchema.shape.amount, { blank: () => TX_MSG.withdrawalAmountRequired }),
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
    amount: typedAmount(investSchema.shape.amount, { blank: () => TX_MSG.amountRequired }).pipe(
      z.number().superRefine((dollars, ctx) => {
        const message = investmentAmountProblem(toCents(dollars), { minCents: toCents(plan.min), maxCents: toCents(plan.max) });
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    ),
  });
export type InvestmentFormValues = z.input<ReturnType<typeof investmentFormSchema>>;
