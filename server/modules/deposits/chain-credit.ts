import { and, eq, ne } from 'drizzle-orm';
import { unitsToCents } from '@/common/chain/amounts';
import { CHAIN_COINS, type DepositFlag } from '@/common/chain/coins';
import type { CoinSymbol } from '@/common/coins';
import type { Queryable } from '@/server/db/client';
import { chainPayments, depositAddresses, transactions, type ChainPaymentRow, type TransactionRow } from '@/server/db/schema';
import type { Notifier } from '../notifications/notifier';
import { applyCashEffect } from '../money/money-effects';
import { lockTransaction } from '../money/repository';
import type { RateReading } from '../chain/prices';

/** What one confirmed payment is worth to the investor, and what staff should know about it. */
interface Valuation {
  cents: number;
  rate: string;
  flags: DepositFlag[];
}

/**
 * BTCPay's rules for the first payment of a deposit whose quote still held when it was paid:
 * the exact amount (or one short by no more than the tolerance, UNDERPAY_TOLERANCE_PERCENT in
 * basis points here) credits the dollars asked; more credits what arrived, flagged overpaid;
 * less beyond the tolerance credits what arrived, flagged underpaid. Both at the quote's rate.
 */
export function valueAgainstQuote(units: bigint, deposit: TransactionRow, decimals: number, toleranceBp: number): Valuation {
  const quoted = BigInt(deposit.quoteUnits!);
  const rate = deposit.quoteRate!;
  const asked = deposit.quotedCents ?? deposit.amountCents;
  if (units === quoted) return { cents: asked, rate, flags: [] };
  if (units > quoted) return { cents: Math.max(asked, unitsToCents(units, rate, decimals)), rate, flags: ['overpaid'] };
  const withinTolerance = units * 10_000n >= quoted * BigInt(10_000 - toleranceBp);
  return withinTolerance ? { cents: asked, rate, flags: [] } : { cents: unitsToCents(units, rate, decimals), rate, flags: ['underpaid'] };
}

export interface CreditDeps {
  notifier: Notifier;
  /** the rate now, for a payment after its quote expired or a further one; undefined: wait for one */
  rateNow: RateReading | undefined;
  now: Date;
  /** an underpayment within this many basis points of the quote credits the dollars asked */
  underpayToleranceBp: number;
}

export type CreditOutcome = 'credited' | 'linked' | 'waiting';

/**
 * Credits one payment that reached its confirmations, once: the caller holds the payment's row
 * (FOR UPDATE, status 'seen'); the deposit's row is locked here, so an admin deciding by hand
 * at the same moment goes before or after, never beside. 'waiting' when it needs today's rate
 * and there is none (it stays 'seen' and is tried again next cycle).
 */
export async function creditPayment(tx: Queryable, payment: ChainPaymentRow, deps: CreditDeps): Promise<CreditOutcome> {
  const coin = payment.coin as CoinSymbol;
  const { decimals } = CHAIN_COINS[coin];
  const units = BigInt(payment.units);
  const [address] = await tx.select().from(depositAddresses).where(eq(depositAddresses.id, payment.depositAddressId));
  const deposit = await lockTransaction(tx, address.transactionId);
  if (!deposit) throw new Error(`the deposit of address ${address.id} is missing`);
  const [earlier] = await tx
    .select({ id: chainPayments.id })
    .from(chainPayments)
    .where(and(eq(chainPayments.depositAddressId, address.id), eq(chainPayments.status, 'credited'), ne(chainPayments.id, payment.id)))
    .limit(1);
  const first = !earlier;
  // judged by the chain's clock (the block's time), not by when this server first saw it: a
  // payment made in time stays in time however long the node was out of reach
  const late = deposit.quoteExpiresAt !== null && (payment.blockTime ?? payment.seenAt) > deposit.quoteExpiresAt;
  // failed by staff, or because its quote went unpaid a day: the money arrived all the same, so
  // it is credited, as a deposit record of its own (the failed one stays as staff left it)
  const afterFailed = first && deposit.status === 'failed';

  const settle = (values: Partial<ChainPaymentRow>) =>
    tx
      .update(chainPayments)
      .set({ status: 'credited', creditedAt: deps.now, updatedAt: deps.now, ...values })
      .where(eq(chainPayments.id, payment.id));

  if (first && deposit.status === 'successful') {
    // an admin approved it by hand before it confirmed: that approval was the credit
    await settle({ transactionId: deposit.id, creditedCents: 0, flags: ['approved_by_hand'] });
    return 'linked';
  }

  let valuation: Valuation;
  if (first && !late) valuation = valueAgainstQuote(units, deposit, decimals, deps.underpayToleranceBp);
  else {
    if (!deps.rateNow) return 'waiting';
    const flag: DepositFlag = first && late ? 'late_payment' : 'extra_payment';
    valuation = { cents: unitsToCents(units, deps.rateNow.usd, decimals), rate: deps.rateNow.usd, flags: [flag] };
  }
  if (afterFailed) valuation.flags = [...valuation.flags, 'paid_after_failed'];

  const credited = valuation.cents > 0;
  let target: TransactionRow;
  if (first && deposit.status === 'pending') {
    // the deposit itself: credited at what it is worth, or failed when that is nothing at all
    [target] = await tx
      .update(transactions)
      .set({
        amountCents: credited ? valuation.cents : deposit.amountCents,
        status: credited ? 'successful' : 'failed',
        riskFlags: valuation.flags,
        confirmations: payment.confirmations,
        updatedAt: deps.now,
      })
      .where(eq(transactions.id, deposit.id))
      .returning();
  } else if (credited) {
    // a further payment (or one after the deposit was failed): a deposit record of its own
    [target] = await tx
      .insert(transactions)
      .values({
        userId: deposit.userId,
        type: 'deposit',
        amountCents: valuation.cents,
        status: 'successful',
        coin,
        paymentAddress: address.address,
        riskFlags: valuation.flags,
        confirmations: payment.confirmations,
        requiredConfirmations: deposit.requiredConfirmations,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning();
  } else {
    // worth less than a cent: recorded for staff, nothing to credit
    await settle({ transactionId: deposit.id, creditedCents: 0, rateUsd: valuation.rate, flags: valuation.flags });
    return 'linked';
  }

  if (credited) {
    // the credit tells the owner (deposit_credited)
    await applyCashEffect(tx, target, 'credit', null, { notifier: deps.notifier });
  }
  await settle({
    transactionId: target.id,
    creditedCents: credited ? valuation.cents : 0,
    rateUsd: valuation.rate,
    flags: valuation.flags,
  });
  return credited ? 'credited' : 'linked';
}
