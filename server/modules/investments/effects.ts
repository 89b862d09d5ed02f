import { eq } from 'drizzle-orm';
import type { TransactionStatus } from '@/common/transactions';
import type { Queryable } from '@/server/db/client';
import { transactions, type TransactionRow } from '@/server/db/schema';
import { conflict } from '@/server/lib/errors';
import { API_MSG } from '@/server/i18n/api-messages';
import { accrue, settle, type Settled } from '../accrual/service';
import type { MoneyEffect } from '../money/state-machine';
import type { Notifier } from '../notifications/notifier';

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
  notifier: Notifier,
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
  // settle tells the owner (EDGE_NOTICES.settle / .cancel: investment_matured / investment_cancelled)
  const settled = await settle(tx, { outcome: to as 'completed' | 'failed', transactionId: t.id }, notifier);
  if (!settled.length) {
    throw conflict(API_MSG.profitNoLongerCovers);
  }
  return settled;
}
