import type { z } from 'zod';
import { coinFromLabel } from '@/common/coins';
import { inferCoin } from '@/common/crypto-address';
import type { TransactionStatus } from '@/common/transactions';
import type { transactionUpdateSchema } from '@/common/api/transactions';
import { addressIssue, TX_MSG } from '@/common/validation/transaction';
import type { TransactionRow } from '@/server/db/schema';
import { conflict } from '@/server/lib/errors';
import { fieldError } from './input-checks';

export type UpdateInput = z.output<typeof transactionUpdateSchema>;

/**
 * The payout reference: required when a withdrawal becomes paid, accepted nowhere else, and
 * as final as the payment once recorded.
 */
export function checkPayoutReference(t: TransactionRow, to: TransactionStatus, reference: string | undefined) {
  const paying = t.type === 'withdraw' && to === 'successful';
  if (!paying) {
    if (reference !== undefined) throw fieldError('payout_reference', TX_MSG.payoutReferenceNotHere);
    return;
  }
  if (t.status === 'successful') {
    if (reference !== undefined && reference !== t.payoutReference) throw conflict(TX_MSG.withdrawalFinal);
    return;
  }
  if (reference === undefined) throw fieldError('payout_reference', TX_MSG.payoutReferenceRequired);
}

/** A withdrawal's coin and address after an admin's edit: still an address of that coin's network. */
export function editedPayoutTarget(t: TransactionRow, input: UpdateInput): { paymentMethod?: string; paymentAddress?: string } {
  const method = input.payment_method?.trim();
  const address = input.payment_address?.trim();
  const methodChanged = method !== undefined && method !== t.paymentMethod;
  const addressChanged = address !== undefined && address !== t.paymentAddress;
  if (!methodChanged && !addressChanged) return {};
  if (t.status === 'successful') throw conflict(TX_MSG.withdrawalFinal);
  const newAddress = addressChanged ? address! : t.paymentAddress;
  // older rows say 'crypto': their coin is the one the address belongs to
  const coin = methodChanged ? coinFromLabel(method!) : (coinFromLabel(t.paymentMethod) ?? inferCoin(newAddress));
  if (methodChanged && !coin) throw fieldError('payment_method', TX_MSG.coin);
  const issue = addressIssue(coin, newAddress);
  if (issue) throw fieldError('payment_address', issue);
  return { paymentMethod: coin, paymentAddress: newAddress };
}
