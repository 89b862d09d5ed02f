import type { ApprovalTerms } from '@/common/api/payouts';
import { fromCents, toCents } from '@/common/money';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { TX_MSG } from '@/common/validation/transaction';
import type { Queryable } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import type { PriceBook } from '../chain/prices';
import { conflict, notFound } from '@/server/lib/errors';
import { recordAudit } from '../audit/repository';
import { assertNotOwnMoney } from '../duties/rules';
import { lockTransaction } from '../money/repository';
import { changesApprovedTerms, editedPayoutTarget } from '../money/update-checks';
import { activeAdminIds } from './review-state';
import { assertOwnerNotLocked } from './checks';
import { clearVoidApproval, recordStep } from './reviews';
import { wirePaymentMethod } from '../money/presenter';

/** The pending withdrawal of this id, locked until the end of the transaction. */
export async function lockPendingWithdrawal(tx: Queryable, id: string) {
  const t = await lockTransaction(tx, id);
  if (!t) throw notFound(TX_MSG.transactionNotFound);
  if (t.type !== 'withdraw') throw conflict(PAYOUT_MSG.notAWithdrawal);
  if (t.status !== 'pending') throw conflict(PAYOUT_MSG.notPending(t.status));
  return t;
}

/**
 * The first step of two: a staff member (support or admin) approves a pending withdrawal, of
 * the terms they saw. Compared under the row lock with the stored ones, as an edit's are
 * compared to clear an approval: a change made since the approver's screen loaded approves nothing.
 */
export async function approveIn(
  tx: Queryable,
  deps: { clock: Clock; prices?: Pick<PriceBook, 'rate'> },
  actor: UserRow,
  id: string,
  terms: ApprovalTerms,
) {
  const t = await lockPendingWithdrawal(tx, id);
  assertNotOwnMoney(actor.id, t.userId);
  // the owner said someone else is in their account: nothing of theirs leaves until it is unlocked
  await assertOwnerNotLocked(tx, t.userId);
  if (changesApprovedTerms(t, toCents(terms.amount), editedPayoutTarget(t, terms))) throw conflict(PAYOUT_MSG.approvalTermsChanged);
  // whoever approves never pays: an approval with no other admin to pay it would hold the money for good
  if (!(await activeAdminIds(tx, 1, [actor.id, t.userId])).length) throw conflict(PAYOUT_MSG.approvalWouldStrand);
  // an approval by someone who has since left the staff is void: this one takes its place
  const replacedVoid = await clearVoidApproval(tx, id);
  // the coin amount due is fixed at the rate of the approval: what the payout must send, checked on chain when it is paid
  const rate = t.coin && deps.prices ? await deps.prices.rate(tx, t.coin) : undefined;
  const recorded = await recordStep(tx, {
    transactionId: id,
    step: 'approved',
    actorId: actor.id,
    at: deps.clock.now(),
    rateUsd: rate?.usd,
  });
  if (!recorded) throw conflict(PAYOUT_MSG.alreadyApproved);
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'withdrawal.approve',
    entity: 'transaction',
    entityId: id,
    after: {
      amount: fromCents(t.amountCents),
      payment_method: wirePaymentMethod(t),
      payment_address: t.paymentAddress,
      ...(replacedVoid ? { replaced_void_approval: true } : {}),
    },
  });
}
