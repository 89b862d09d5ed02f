import type { z } from 'zod';
import { coinFromLabel, type CoinSymbol } from '@/common/coins';
import { inferCoin } from '@/common/crypto-address';
import type { TransactionStatus } from '@/common/transactions';
import type { transactionUpdateSchema } from '@/common/api/transactions';
import { addressIssue, TX_MSG } from '@/common/validation/transaction';
import { canonicalAddress } from '@/common/validation/withdrawal-addresses';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import type { TransactionRow } from '@/server/db/schema';
import { conflict } from '@/server/lib/errors';
import { fieldError } from './input-checks';
import { wirePaymentMethod } from './presenter';

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

/** A withdrawal's coin and address as an edit changes them: what changes, in the row's columns. */
export interface PayoutTarget {
  coin?: CoinSymbol;
  paymentAddress?: string;
}

/**
 * A withdrawal's coin and address after an admin's edit, checked like a new request's: an
 * address of that coin's network, kept in its one spelling (EIP-55 case, lower-case bech32)
 * as create-withdrawal.ts keeps it. Empty when the edit names the stored destination again
 * (in any spelling). The allow-list and the risk flags follow in update-transaction.ts.
 */
export function editedPayoutTarget(t: TransactionRow, input: Pick<UpdateInput, 'payment_method' | 'payment_address'>): PayoutTarget {
  const method = input.payment_method?.trim();
  const address = input.payment_address?.trim();
  // as the row reads on the wire: the edit form sends it back as it was shown
  const methodChanged = method !== undefined && method !== wirePaymentMethod(t);
  const addressChanged = address !== undefined && address !== t.paymentAddress;
  if (!methodChanged && !addressChanged) return {};
  if (t.status === 'successful') throw conflict(TX_MSG.withdrawalFinal);
  const newAddress = addressChanged ? address! : t.paymentAddress;
  // older rows have none ('crypto' on the wire): their coin is the one the address belongs to
  const coin = methodChanged ? coinFromLabel(method!) : (t.coin ?? inferCoin(newAddress));
  if (methodChanged && !coin) throw fieldError('payment_method', TX_MSG.coin);
  const issue = addressIssue(coin, newAddress);
  if (issue || !coin) throw fieldError('payment_address', issue ?? TX_MSG.coin);
  const stored = canonicalAddress(coin, newAddress);
  if (coin === t.coin && stored === t.paymentAddress) return {};
  return { coin, paymentAddress: stored };
}

/**
 * Whether these terms differ from what an approval of the withdrawal covers (amount, coin,
 * address; the destination as editedPayoutTarget gives it, so another spelling of the stored
 * address is no change). An edit that does clears the approval; an approve call naming terms
 * that do is refused (payouts/service.ts). The one comparison of both.
 */
export function changesApprovedTerms(t: TransactionRow, amountCents: number, target: PayoutTarget) {
  return amountCents !== t.amountCents || target.coin !== undefined || target.paymentAddress !== undefined;
}

/**
 * A pending withdrawal set to failed is a rejection: its funds return and the owner is told
 * why, so it always carries a reason (the PUT's `reason`, or the reject routes'). A reason goes
 * with nothing else, except a repeat of the rejection: the same PUT sent again, or by a second
 * admin who opened the withdrawal while it was pending, is accepted and changes nothing (as a
 * paid withdrawal's repeated payout reference is), while another reason is refused (409), since
 * the owner was told the first. `recordedReason` reads the rejection's reason; it is asked only
 * for a repeat, the one case that needs it. Called after the status table has allowed the edge.
 */
export async function rejectReasonOf(
  t: TransactionRow,
  to: TransactionStatus,
  reason: string | undefined,
  recordedReason: () => Promise<string | null | undefined>,
): Promise<string | undefined> {
  const rejecting = t.type === 'withdraw' && t.status === 'pending' && to === 'failed';
  if (!rejecting) {
    if (reason === undefined) return undefined;
    if (!isRejectionRepeat(t, to)) throw fieldError('reason', PAYOUT_MSG.reasonNotHere);
    const recorded = await recordedReason();
    // failed without a recorded rejection (a row from before reasons were kept): nothing to repeat
    if (recorded == null) throw fieldError('reason', PAYOUT_MSG.reasonNotHere);
    if (reason !== recorded) throw conflict(PAYOUT_MSG.rejectedWithAnotherReason);
    return undefined;
  }
  if (reason === undefined) throw fieldError('reason', PAYOUT_MSG.rejectNeedsReason);
  return reason;
}

/** A failed withdrawal set to failed again: with a reason, a rejection sent again, its reason to compare with the recorded one. */
function isRejectionRepeat(t: TransactionRow, to: TransactionStatus): boolean {
  return t.type === 'withdraw' && t.status === 'failed' && to === 'failed';
}
