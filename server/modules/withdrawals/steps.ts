import { and, eq } from 'drizzle-orm';
import { fromCents } from '@/common/money';
import { TX_MSG } from '@/common/validation/transaction';
import type { Queryable } from '@/server/db/client';
import { withdrawalReviews, type TransactionRow, type UserRow } from '@/server/db/schema';
import { conflict } from '@/server/lib/errors';
import { recordAudit } from '../audit/repository';
import type { MoneyEffect } from '../money/state-machine';
import { clearSteps, recordStep } from './reviews';
import { wirePaymentMethod } from '../money/presenter';

/**
 * Forgets a withdrawal's approval when what was approved (amount, coin, address) changes; the
 * audit log keeps the approval and records that it no longer counts, and what it was of.
 */
export async function clearApproval(tx: Queryable, actor: UserRow, t: TransactionRow) {
  const cleared = await tx
    .delete(withdrawalReviews)
    .where(and(eq(withdrawalReviews.transactionId, t.id), eq(withdrawalReviews.step, 'approved')))
    .returning({ actorId: withdrawalReviews.actorId });
  if (!cleared.length) return;
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'withdrawal.approval_cleared',
    entity: 'transaction',
    entityId: t.id,
    before: {
      approved_by: cleared[0].actorId,
      amount: fromCents(t.amountCents),
      payment_method: wirePaymentMethod(t),
      payment_address: t.paymentAddress,
    },
  });
}

/**
 * The payout desk's record of a withdrawal's status change, with its audit entry. Paid and
 * rejected are steps; a rejection ends the approval (paying it later needs a fresh one by
 * someone else); put back from failed to pending, a withdrawal starts a new cycle and its old
 * steps are forgotten (the audit log keeps them); paid straight from failed undoes the rejection.
 */
export async function recordWithdrawalStep(
  tx: Queryable,
  actor: UserRow,
  withdrawal: TransactionRow,
  effect: MoneyEffect,
  { payoutReference, reason, now }: { payoutReference?: string; reason?: string; now: Date },
) {
  const { id } = withdrawal;
  if (effect === 'hold') {
    await clearSteps(tx, id);
    return;
  }
  const step = effect === 'release' ? 'rejected' : effect === 'pay_out' || effect === 'hold_and_pay_out' ? 'paid' : undefined;
  if (!step) return;
  if (effect === 'hold_and_pay_out') await clearSteps(tx, id, ['rejected']);
  if (step === 'rejected') {
    // a rejection ends the approval: paid later (from failed, or pending again) it needs a new one
    await clearApproval(tx, actor, withdrawal);
    // pending -> failed again after a cycle that kept its rejection: the newest reason wins
    await clearSteps(tx, id, ['rejected']);
  }
  const recorded = await recordStep(tx, { transactionId: id, step, actorId: actor.id, at: now, reference: payoutReference, reason });
  if (!recorded) throw conflict(TX_MSG.withdrawalFinal);
  await recordAudit(tx, {
    actorId: actor.id,
    action: step === 'paid' ? 'withdrawal.pay' : 'withdrawal.reject',
    entity: 'transaction',
    entityId: id,
    after: step === 'paid' ? { payout_reference: payoutReference } : { reason: reason ?? null },
  });
}
