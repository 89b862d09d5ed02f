import { coinFromLabel, coinText } from '@/common/coins';
import type { Transaction } from '@/src/types/transaction';
import { capitalise } from '@/src/utils/format';
import { ACTIVITY_TEXT } from '../texts';

/**
 * The record's name: its type's ('Withdraw', in the reader's language) for a deposit or a
 * withdrawal, the plan's for an investment (its trnx_type, a name an admin gave).
 */
export const transactionName = (t: Pick<Transaction, 'type' | 'trnx_type'>): string =>
  t.type !== 'investment' && t.trnx_type.toLowerCase() === t.type ? ACTIVITY_TEXT.typeName(t.type) : capitalise(t.trnx_type);

/** The coin's name ('Bitcoin') of a deposit or withdrawal, when the row names one of ours. */
export function coinOf(t: Pick<Transaction, 'type' | 'payment_method'>): string | null {
  if (t.type !== 'deposit' && t.type !== 'withdraw') return null;
  return coinFromLabel(t.payment_method ?? '') ? coinText(t.payment_method, 'name') : null;
}

/** The payout's reference (e.g. the blockchain transaction id) of a paid withdrawal, once an admin has set it. */
export function payoutReferenceOf(t: Transaction): string | null {
  if (t.type !== 'withdraw' || t.status !== 'successful') return null;
  return t.payout_reference || null;
}

export type PayoutCheck = NonNullable<Transaction['payout_check']>;

/**
 * What the chain shows of a paid withdrawal's payout, once the server checked it; null for any
 * other record, and for a withdrawal paid before payouts were checked (it reads as its status).
 */
export function payoutCheckOf(t: Pick<Transaction, 'type' | 'status' | 'payout_check'>): PayoutCheck | null {
  if (t.type !== 'withdraw' || t.status !== 'successful') return null;
  return t.payout_check ?? null;
}

/**
 * Where the coins went: a deposit's address (ours) or a withdrawal's (the investor's). An
 * investment's payment_address holds the legacy wire contract's daily return instead, so none.
 */
export function addressOf(t: Pick<Transaction, 'type' | 'payment_address'>): string | null {
  if (t.type !== 'deposit' && t.type !== 'withdraw') return null;
  return t.payment_address || null;
}
