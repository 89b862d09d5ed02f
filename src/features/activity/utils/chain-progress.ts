import type { Transaction } from '@/src/types/transaction';
import { confirmationsText } from '@/src/features/deposit/texts';
import { ACTIVITY_TEXT } from '../texts';

type ChainFields = Pick<Transaction, 'type' | 'status' | 'confirmations' | 'required_confirmations'>;

/**
 * Where a pending on-chain deposit stands ('Waiting for payment' until a payment is seen,
 * then 'Seen, n of N confirmations'); null for any other record. A deposit to a shared
 * wallet has no `required_confirmations`, so it says nothing more than its status.
 */
export function chainProgressOf(t: ChainFields): string | null {
  if (!awaitsChainPayment(t)) return null;
  if (t.confirmations === null || t.confirmations === undefined) return ACTIVITY_TEXT.waitingForPayment;
  return confirmationsText(t.confirmations, t.required_confirmations!);
}

/** A deposit watched on its chain that is not yet credited or failed: its status will change without anyone acting. */
export function awaitsChainPayment(t: Pick<Transaction, 'type' | 'status' | 'required_confirmations'>): boolean {
  return t.type === 'deposit' && t.status === 'pending' && t.required_confirmations !== null && t.required_confirmations !== undefined;
}
