import { eq } from 'drizzle-orm';
import { toCents } from '@/common/money';
import { STATUSES_BY_TYPE } from '@/common/transactions';
import { TX_MSG } from '@/common/validation/transaction';
import type { Db } from '@/server/db/client';
import { transactions, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { conflict, notFound } from '@/server/lib/errors';
import { recordAudit } from '../audit/repository';
import { fieldError } from './input-checks';
import { applyCashEffect, applyInvestmentEffect } from './money-effects';
import { moneyApplied } from './money-state';
import { toPublicTransaction } from './presenter';
import { findTransaction, lockTransaction } from './repository';
import { transitionOf } from './state-machine';
import { checkPayoutReference, editedPayoutTarget, type UpdateInput } from './update-checks';

/** An admin's edit of one record: amount, coin and address, and status along an allowed edge. */
export async function updateTransaction(db: Db, actor: UserRow, id: string, input: UpdateInput, clock: Clock) {
  return db.transaction(async (tx) => {
    const t = await lockTransaction(tx, id);
    if (!t) throw notFound(TX_MSG.transactionNotFound);
    const allowed = STATUSES_BY_TYPE[t.type];
    if (!allowed.includes(input.status)) {
      const message = `Status of a ${t.type} must be one of ${allowed.join(', ')}`;
      throw fieldError('status', message);
    }
    const payoutReference = input.payout_reference ?? undefined;
    checkPayoutReference(t, input.status, payoutReference);
    // no edge happens unless the table allows it
    const edge = transitionOf(t.type, t.status, input.status);
    if (!edge) throw conflict(`This ${t.type} is in an unknown status (${t.status}) and cannot change`);
    if (!edge.allowed) throw conflict(edge.reason);
    const before = await findTransaction(tx, id);
    const now = clock.now();

    const newAmount = input.amount === undefined ? t.amountCents : toCents(input.amount);
    if (newAmount !== t.amountCents) {
      if (t.type === 'withdraw' && t.status === 'successful') throw conflict(TX_MSG.withdrawalFinal);
      if (moneyApplied(t)) {
        throw conflict(
          t.type === 'investment'
            ? 'The amount of an investment cannot change'
            : `The amount can change only while no money has moved: set this ${t.type} to ${t.type === 'deposit' ? 'pending or failed' : 'failed'} first`,
        );
      }
    }
    if (t.type === 'investment') {
      const changedTerms =
        (input.payment_method !== undefined && input.payment_method !== t.paymentMethod) ||
        (input.payment_address !== undefined && input.payment_address !== t.paymentAddress);
      if (changedTerms) throw conflict("An investment's duration and daily return are fixed at purchase");
    }
    const target =
      t.type === 'withdraw'
        ? editedPayoutTarget(t, input)
        : {
            ...(t.type === 'deposit' && input.payment_method !== undefined && { paymentMethod: input.payment_method }),
            ...(t.type === 'deposit' && input.payment_address !== undefined && { paymentAddress: input.payment_address }),
          };
    await tx
      .update(transactions)
      .set({ amountCents: newAmount, ...target, updatedAt: now })
      .where(eq(transactions.id, id));

    if (input.status !== t.status) {
      if (t.type === 'investment') {
        await applyInvestmentEffect(tx, t, edge.effect, input.status, now);
      } else {
        await applyCashEffect(tx, { ...t, amountCents: newAmount }, edge.effect, actor.id);
        await tx
          .update(transactions)
          .set({
            status: input.status,
            ...((edge.effect === 'pay_out' || edge.effect === 'hold_and_pay_out') && { payoutReference }),
            updatedAt: now,
          })
          .where(eq(transactions.id, id));
      }
    }
    const after = await findTransaction(tx, id);
    if (!after) throw notFound(TX_MSG.transactionNotFound);
    const changed =
      JSON.stringify(toPublicTransaction({ ...before!, updatedAt: after.updatedAt })) !== JSON.stringify(toPublicTransaction(after));
    if (changed) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'transaction.update',
        entity: 'transaction',
        entityId: id,
        before: before && toPublicTransaction(before),
        after: toPublicTransaction(after),
      });
    }
    return after;
  });
}
