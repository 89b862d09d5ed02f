import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toCents } from '../../../common/money';
import { coinFromLabel } from '../../../common/coins';
import { inferCoin } from '../../../common/crypto-address';
import { MAX_PENDING_DEPOSITS, STATUSES_BY_TYPE, type TransactionStatus } from '../../../common/transactions';
import {
  addressIssue,
  investmentAmountProblem,
  TX_MSG,
  withdrawalCoin,
} from '../../../common/validation/transaction';
import type { depositSchema, investSchema, transactionUpdateSchema, withdrawalSchema } from '../../../common/api/transactions';
import type { Db, Queryable } from '../../db/client';
import { ledgerEntries, plans, transactions, users, wallets, type TransactionRow, type UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors';
import { accrue, settle } from '../accrual/service';
import { recordAudit } from '../audit/repository';
import { postEntry } from '../ledger/service';
import { toPublicTransaction } from './presenter';
import { findTransaction, lockTransaction } from './repository';
import { transitionOf, type MoneyEffect } from './state-machine';

const DAY_MS = 86_400_000;

/** Is the money of this deposit on the user's balance? */
export const depositCredited = (status: string) => status === 'successful';
/** Is the money of this withdrawal held off the user's balance? */
export const withdrawalHeld = (status: string) => status === 'pending' || status === 'successful';
/** Has this record moved money in its current status? (amount edits are refused then) */
const moneyApplied = (t: TransactionRow) =>
  t.type === 'deposit' ? depositCredited(t.status) : t.type === 'withdraw' ? withdrawalHeld(t.status) : true;

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

function ownId(actor: UserRow, userid: string | undefined) {
  if (userid !== undefined && userid !== actor.id) {
    throw badRequest(TX_MSG.notOwnId, [{ field: 'userid', message: TX_MSG.notOwnId }]);
  }
}

/** A deposit is recorded pending: no money moves until an admin confirms it arrived. */
export async function createDeposit(tx: Queryable, actor: UserRow, input: z.output<typeof depositSchema>, clock: Clock) {
  ownId(actor, input.userid);
  const [wallet] = await tx
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.address, input.payment_address), eq(wallets.status, true), isNull(wallets.deletedAt)))
    .limit(1);
  if (!wallet) throw badRequest(TX_MSG.notOurAddress, [{ field: 'payment_address', message: TX_MSG.notOurAddress }]);
  // The user's row stays locked to the end of this transaction, so two deposits sent at once
  // are counted one after the other and cannot both be the one over the limit.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
  const [{ pending }] = await tx
    .select({ pending: count() })
    .from(transactions)
    .where(and(eq(transactions.userId, actor.id), eq(transactions.type, 'deposit'), eq(transactions.status, 'pending')));
  if (pending >= MAX_PENDING_DEPOSITS) throw conflict(TX_MSG.tooManyPendingDeposits);
  const now = clock.now();
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: actor.id,
      type: 'deposit',
      amountCents: toCents(input.amount),
      status: 'pending',
      paymentMethod: input.payment_method,
      paymentAddress: input.payment_address,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

/** A withdrawal holds its funds at once, so concurrent requests can't spend them twice. */
export async function createWithdrawal(tx: Queryable, actor: UserRow, input: z.output<typeof withdrawalSchema>, clock: Clock) {
  ownId(actor, input.userid);
  if (!actor.kycStatus) throw forbidden(TX_MSG.kycRequired);
  // the schema has checked the address for this coin's network; this only narrows the type
  const coin = withdrawalCoin(input);
  if (!coin) throw fieldError('address', addressIssue(coin, input.address)!);
  const now = clock.now();
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: actor.id,
      type: 'withdraw',
      amountCents: toCents(input.amount),
      status: 'pending',
      paymentMethod: coin,
      paymentAddress: input.address,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await postEntry(
    tx,
    { userId: actor.id, account: 'balance', amountCents: -row.amountCents, kind: 'withdrawal_hold', transactionId: row.id },
    TX_MSG.balanceTooLow,
  );
  return row;
}

/** Buys into a plan on the plan's own terms; the balance pays for it at once. */
export async function invest(tx: Queryable, actor: UserRow, input: z.output<typeof investSchema>, clock: Clock) {
  ownId(actor, input.userid);
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(input.planId ? eq(plans.id, input.planId) : eq(plans.name, input.plan ?? ''), isNull(plans.deletedAt)))
    .limit(1);
  if (!plan) throw notFound(TX_MSG.planNotFound);
  const amountCents = toCents(input.amount);
  // the same rule, and words, as the investment form's
  const problem = investmentAmountProblem(amountCents, plan);
  if (problem) throw badRequest(problem, [{ field: 'amount', message: problem }]);
  const now = clock.now();
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: actor.id,
      type: 'investment',
      amountCents,
      status: 'active',
      // SPEC.md's legacy fields: duration days and daily percent
      paymentMethod: String(plan.durationDays),
      paymentAddress: String(plan.roiBp / 100),
      planId: plan.id,
      planName: plan.name,
      roiBp: plan.roiBp,
      durationDays: plan.durationDays,
      depositReturn: plan.status,
      startAt: now,
      endAt: new Date(now.getTime() + plan.durationDays * DAY_MS),
      nextAccrualAt: new Date(now.getTime() + DAY_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  try {
    await postEntry(tx, { userId: actor.id, account: 'balance', amountCents: -amountCents, kind: 'investment', transactionId: row.id });
  } catch (err) {
    // SPEC.md: an investment the balance can't pay for is a 403
    if (err instanceof HttpError && err.statusCode === 409) throw forbidden(TX_MSG.insufficientBalance);
    throw err;
  }
  return row;
}

type UpdateInput = z.output<typeof transactionUpdateSchema>;

/** Moves the money of one allowed edge of a deposit or withdrawal (state-machine.ts). */
async function applyCashEffect(tx: Queryable, t: TransactionRow, effect: MoneyEffect, actorId: string) {
  const posting = { userId: t.userId, account: 'balance' as const, transactionId: t.id, actorId };
  switch (effect) {
    case 'credit':
      await postEntry(tx, { ...posting, amountCents: t.amountCents, kind: 'deposit' });
      return;
    case 'reverse_credit':
      await postEntry(
        tx,
        { ...posting, amountCents: -t.amountCents, kind: 'deposit_reversal' },
        "The user's balance no longer covers this deposit, so it cannot be taken back",
      );
      return;
    case 'hold':
    case 'hold_and_pay_out':
      await postEntry(
        tx,
        { ...posting, amountCents: -t.amountCents, kind: 'withdrawal_hold' },
        "The user's balance no longer covers this withdrawal",
      );
      return;
    case 'release':
      await postEntry(tx, { ...posting, amountCents: t.amountCents, kind: 'withdrawal_release' });
      return;
    case 'none':
    case 'pay_out':
      // paying out spends what is already held: the money left the balance with the hold
      return;
    default:
      throw new Error(`${effect} is not an effect of a ${t.type}`);
  }
}

/** Pause, resume, settle early or cancel an investment (an allowed edge of state-machine.ts). */
async function applyInvestmentEffect(tx: Queryable, t: TransactionRow, effect: MoneyEffect, to: TransactionStatus, now: Date) {
  if (effect === 'pause') {
    // profit due up to the pause is paid first
    await accrue(tx, now, t.id);
    await tx.update(transactions).set({ status: 'inactive', pausedAt: now, updatedAt: now }).where(eq(transactions.id, t.id));
    return;
  }
  if (effect === 'resume') {
    // the pause does not count towards the plan's days
    const pausedFor = now.getTime() - (t.pausedAt ?? now).getTime();
    await tx
      .update(transactions)
      .set({
        status: 'active',
        pausedAt: null,
        nextAccrualAt: new Date((t.nextAccrualAt ?? now).getTime() + pausedFor),
        endAt: t.endAt && new Date(t.endAt.getTime() + pausedFor),
        updatedAt: now,
      })
      .where(eq(transactions.id, t.id));
    return;
  }
  if (effect !== 'settle' && effect !== 'cancel') throw new Error(`${effect} is not an effect of an investment`);
  // early settlement or cancellation: pay what is due, then settle
  if (t.status === 'active') await accrue(tx, now, t.id);
  const settled = await settle(tx, { outcome: to as 'completed' | 'failed', transactionId: t.id });
  if (!settled.length) {
    throw conflict("The user's profit balance no longer covers this investment's profit, so it cannot be settled");
  }
}

/**
 * The payout reference: required when a withdrawal becomes paid, accepted nowhere else, and
 * as final as the payment once recorded.
 */
function checkPayoutReference(t: TransactionRow, to: TransactionStatus, reference: string | undefined) {
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
function editedPayoutTarget(t: TransactionRow, input: UpdateInput): { paymentMethod?: string; paymentAddress?: string } {
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
    const changed = JSON.stringify(toPublicTransaction({ ...before!, updatedAt: after.updatedAt })) !== JSON.stringify(toPublicTransaction(after));
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

/** Only a record that never moved money may go; the others are reversed by status. */
export async function deleteTransaction(db: Db, actor: UserRow, id: string) {
  return db.transaction(async (tx) => {
    const t = await lockTransaction(tx, id);
    if (!t) throw notFound(TX_MSG.transactionNotFound);
    const [moved] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.transactionId, id)).limit(1);
    if (moved) {
      throw conflict('This transaction moved money, so it cannot be deleted; change its status to reverse it');
    }
    const before = await findTransaction(tx, id);
    await tx.execute(sql`delete from transactions where id = ${id}::uuid`);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'transaction.delete',
      entity: 'transaction',
      entityId: id,
      before: before && toPublicTransaction(before),
      after: null,
    });
    return before!;
  });
}
