import { z } from 'zod';
import { MSG } from '../messages';
import { positiveMoneySchema } from '../money';
import {
  ALL_STATUSES,
  COINS,
  MIN_DEPOSIT_USD,
  MIN_WITHDRAWAL_USD,
  cryptoAddressField,
} from '../transactions';

export const TX_MSG = {
  minDeposit: `The minimum deposit is ${MIN_DEPOSIT_USD} USD`,
  minWithdrawal: `The minimum withdrawal is ${MIN_WITHDRAWAL_USD}.00 USD`,
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
  minInvestment: (min: string) => `Minimum amount is ${min}`,
  maxInvestment: (max: string) => `Maximum amount is ${max}`,
  planNotFound: 'Plan not found',
  transactionNotFound: 'Transaction not found',
} as const;

const isCoin = (v: string) =>
  COINS.some((c) => c.symbol === v.toLowerCase() || c.name.toLowerCase() === v.toLowerCase());

const userIdField = z.uuid({ error: TX_MSG.notOwnId });

/** An amount that moves money: positive, whole cents. */
const amountField = positiveMoneySchema;

/** POST /api/transaction/save, a deposit (SPEC.md section 7). */
export const depositSchema = z.strictObject({
  userid: userIdField,
  trnx_type: z.literal('deposit'),
  amount: amountField.refine((n) => n >= MIN_DEPOSIT_USD, TX_MSG.minDeposit),
  payment_method: z.string({ error: TX_MSG.coin }).trim().refine(isCoin, TX_MSG.coin),
  payment_address: cryptoAddressField,
});

/** POST /api/transaction/save, a withdrawal: the user comes from the token. */
export const withdrawalSchema = z.strictObject({
  trnx_type: z.literal('withdraw').optional(),
  userid: userIdField.optional(),
  amount: amountField.refine((n) => n >= MIN_WITHDRAWAL_USD, TX_MSG.minWithdrawal),
  address: cryptoAddressField,
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
});
