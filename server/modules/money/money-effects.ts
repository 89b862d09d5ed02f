import { eq } from 'drizzle-orm';
import { COIN_NOT_RECORDED } from '@/common/coins';
import type { NotificationKind } from '@/common/notification-kinds';
import type { Queryable } from '@/server/db/client';
import { transactions, users, type TransactionRow } from '@/server/db/schema';
import type { NotToldPerRow } from '../ledger/notices';
import { postEntry } from '../ledger/service';
import type { Notifier } from '../notifications/notifier';
import type { MoneyEffect } from './state-machine';

/**
 * What the owner is told when an edge of state-machine.ts with each effect happens. Every
 * effect is here (a new one is a compile error until it names its notice); the postings below
 * carry these notices, and a test drives every edge of the table and checks the owner's inbox.
 */
export const EDGE_NOTICES = {
  none: { notTold: 'nothing moves' },
  credit: 'deposit_credited',
  reverse_credit: 'deposit_reversed',
  hold: 'withdrawal_held_again',
  release: 'withdrawal_refunded',
  // the money left the balance with the hold: paying is told as paid
  pay_out: 'withdrawal_paid',
  hold_and_pay_out: 'withdrawal_paid',
  pause: { notTold: 'only the daily profit due so far is paid (never told day by day, ledger/notices.ts); nothing else moves' },
  resume: { notTold: 'no money moves' },
  settle: 'investment_matured',
  cancel: 'investment_cancelled',
} as const satisfies Record<MoneyEffect, NotificationKind | NotToldPerRow>;

/** What telling the owner of a status change needs beyond the row: the notifier, and what staff gave. */
export interface EdgeTelling {
  notifier: Notifier;
  /** why a withdrawal was rejected, as the owner is told */
  reason?: string;
  /** the payout's reference (required to pay: update-checks.ts) */
  payoutReference?: string;
}

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
  telling: EdgeTelling,
  at: Date = t.updatedAt,
) {
  await postCashEffect(tx, t, effect, actorId, telling);
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

/**
 * The ledger postings of one edge of a deposit or withdrawal, each with its notice to the owner
 * (EDGE_NOTICES), without touching its row (creditedAtChange).
 */
export async function postCashEffect(tx: Queryable, t: TransactionRow, effect: MoneyEffect, actorId: string | null, telling: EdgeTelling) {
  const posting = { userId: t.userId, account: 'balance' as const, transactionId: t.id, actorId };
  const { notifier } = telling;
  const money = { transactionId: t.id, amountCents: t.amountCents, coin: t.coin ?? COIN_NOT_RECORDED };
  const paid = { ...money, address: t.paymentAddress, payoutReference: telling.payoutReference ?? '' };
  switch (effect) {
    case 'credit':
      await postEntry(
        tx,
        { ...posting, amountCents: t.amountCents, kind: 'deposit' },
        { notifier, kind: EDGE_NOTICES.credit, params: money },
      );
      return;
    case 'reverse_credit':
      await postEntry(
        tx,
        { ...posting, amountCents: -t.amountCents, kind: 'deposit_reversal' },
        { notifier, kind: EDGE_NOTICES.reverse_credit, params: money },
        "The user's balance no longer covers this deposit, so it cannot be taken back",
      );
      return;
    case 'hold':
    case 'hold_and_pay_out':
      await postEntry(
        tx,
        { ...posting, amountCents: -t.amountCents, kind: 'withdrawal_hold' },
        effect === 'hold'
          ? { notifier, kind: EDGE_NOTICES.hold, params: { ...money, address: t.paymentAddress } }
          : { notifier, kind: EDGE_NOTICES.hold_and_pay_out, params: paid },
        "The user's balance no longer covers this withdrawal",
      );
      return;
    case 'release':
      await postEntry(
        tx,
        { ...posting, amountCents: t.amountCents, kind: 'withdrawal_release' },
        { notifier, kind: EDGE_NOTICES.release, params: { ...money, ...(telling.reason && { reason: telling.reason }) } },
      );
      return;
    case 'pay_out': {
      // paying out spends what is already held: the money left the balance with the hold, and
      // no posting is made, so the owner is told here
      const [owner] = await tx.select({ id: users.id, email: users.email, locale: users.locale }).from(users).where(eq(users.id, t.userId));
      if (owner) await notifier.notify(tx, owner, EDGE_NOTICES.pay_out, paid);
      return;
    }
    case 'none':
      return;
    default:
      throw new Error(`${effect} is not an effect of a ${t.type}`);
  }
}
