import { eq } from 'drizzle-orm';
import type { TransactionStatus } from '@/common/transactions';
import type { Queryable } from '@/server/db/client';
import { transactions, type TransactionRow } from '@/server/db/schema';
import { conflict } from '@/server/lib/errors';
import { accrue, settle, type Settled } from '../accrual/service';
import { postEntry } from '../ledger/service';
import type { MoneyEffect } from './state-machine';

/**
 * Moves the money of one allowed edge of a deposit or withdrawal (state-machine.ts). `at` is
 * the app clock's time of the change; a credit records it as the deposit's credited_at (the
 * chain's credit writes the row with its clock's time first, so the row's updated_at is it).
 */
export async function applyCashEffect(
  tx: Queryable,
  t: TransactionRow,
  effect: MoneyEffect,
  actorId: string | null,
  at: Date = t.updatedAt,
) {
  await postCashEffect(tx, t, effect, actorId);
  const row = creditedAtChange(effect, at);
  if (row) await tx.update(transactions).set(row).where(eq(transactions.id, t.id));
}

/**
 * What an edge changes in the deposit's own row: a credit records when it was credited; a
 * credit taken back is no longer credited (a later credit records its own time). Returned, so
 * that a caller that writes the row anyway (the admin's status change) writes it once.
 */
export function creditedAtChange(effect: MoneyEffect, at: Date): { creditedAt: Date | null } | undefined {
  if (effect === 'credit') return { creditedAt: at };
  if (effect === 'reverse_credit') return { creditedAt: null };
  return undefined;
}

/** The ledger postings of one edge of a deposit or withdrawal, without touching its row (creditedAtChange). */
export async function postCashEffect(tx: Queryable, t: TransactionRow, effect: MoneyEffect, actorId: string | null) {
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

/**
 * Pause, resume, settle early or cancel an investment (an allowed edge of state-machine.ts).
 * Returns what a settlement or cancellation moved (nothing for a pause or resume).
 */
export async function applyInvestmentEffect(
  tx: Queryable,
  t: TransactionRow,
  effect: MoneyEffect,
  to: TransactionStatus,
  now: Date,
): Promise<Settled[]> {
  if (effect === 'pause') {
    // profit due up to the pause is paid first
    await accrue(tx, now, t.id);
    await tx.update(transactions).set({ status: 'inactive', pausedAt: now, updatedAt: now }).where(eq(transactions.id, t.id));
    return [];
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
    return [];
  }
  if (effect !== 'settle' && effect !== 'cancel') throw new Error(`${effect} is not an effect of an investment`);
  // early settlement or cancellation: pay what is due, then settle
  if (t.status === 'active') await accrue(tx, now, t.id);
  const settled = await settle(tx, { outcome: to as 'completed' | 'failed', transactionId: t.id });
  if (!settled.length) {
    throw conflict("The user's profit balance no longer covers this investment's profit, so it cannot be settled");
  }
  return settled;
}
