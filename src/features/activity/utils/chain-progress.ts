import type { Transaction } from '../types';
import { ACTIVITY_TEXT, confirmationsText } from '../texts';

/**
 * Where a pending on-chain deposit stands ('Waiting for payment' until a payment is seen,
 * then 'Seen, n of N confirmations'); null for any other record. A deposit to a shared
 * wallet has no `required_confirmations`, so it says nothing more than its status.
 */
export function chainProgressOf(t: Pick<Transaction, 'type' | 'status' | 'confirmations' | 'required_confirmations'>): string | null {
  if (t.type !== 'deposit' || t.status !== 'pending') return null;
  if (t.required_confirmations === null || t.required_confirmations === undefined) return null;
  if (t.confirmations === null || t.confirmations === undefined) return ACTIVITY_TEXT.waitingForPayment;
  return confirmationsText(t.confirmations, t.required_confirmations);
}
