import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LedgerAccount } from '@/common/api/ledger';
import { builtStatement, queryBuilder } from '@/server/db/built-statement';
import type { Queryable } from '@/server/db/client';
import { ledgerEntries, users } from '@/server/db/schema';
import { conflict, notFound } from '@/server/lib/errors';
import { MSG } from '@/common/messages';
import type { NotificationKind } from '@/common/notification-kinds';
import type { NoticeRecipient, Notifier } from '../notifications/notifier';
import type { NotificationParams } from '../notifications/templates/types';
import { noticeFits, type LedgerKind } from './notices';

export interface LedgerPosting {
  userId: string;
  account: LedgerAccount;
  /** signed cents: credit > 0, debit < 0 */
  amountCents: number;
  kind: LedgerKind;
  transactionId?: string | null;
  actorId?: string | null;
  reason?: string | null;
  accrualDay?: number | null;
}

/**
 * What the owner of the money is told about a posting: every posting carries one, sent in the
 * posting's transaction to the user whose figure moved (notices.ts lists which fit each kind).
 */
export type LedgerNotice = {
  [K in NotificationKind]: { notifier: Notifier; kind: K; params: NotificationParams[K] };
}[NotificationKind];

export interface Balances {
  acctBal: number;
  acctBonus: number;
}

/**
 * How one movement of money is posted: one immutable ledger row and the cached figure
 * changed by the same amount, in the caller's database transaction, and the owner told (the
 * notice is a required argument, so no money moves here untold). Deposits, withdrawals,
 * investments and admin credits/debits go through here. It is not the only writer of the
 * ledger: accrual's `accrue` (daily profit) and `settle` (maturity and cancellation) in
 * server/modules/accrual/service.ts post many rows at once in set-based SQL, with the same
 * rule (each ledger row and its cached figure in one statement of the same transaction,
 * once per cause via unique keys). Any new writer must keep that rule and the
 * reconciliation (cached balances = ledger sums) holding. The figure changes with a single
 * conditional UPDATE (never read-then-write), so concurrent debits can't overdraw: one that
 * the balance no longer covers changes nothing and gets 409.
 */
const amount = sql.placeholder('amountCents');
const userId = sql.placeholder('userId');

/**
 * The posting's one statement for an account: the figure's conditional update, and the ledger
 * row inserted from what it returned (no row when the update changed nothing). Written once
 * (see builtStatement); the values are placeholders, passed as the driver takes them.
 */
function postingStatement(account: LedgerAccount) {
  const column = account === 'balance' ? users.acctBal : users.acctBonus;
  const moved = queryBuilder.$with('moved').as(
    queryBuilder
      .update(users)
      .set(
        account === 'balance'
          ? { acctBal: sql`${users.acctBal} + ${amount}`, updatedAt: sql`now()` }
          : { acctBonus: sql`${users.acctBonus} + ${amount}`, updatedAt: sql`now()` },
      )
      .where(and(eq(users.id, userId), isNull(users.deletedAt), sql`${column} + ${amount} >= 0`))
      .returning({ id: users.id, email: users.email, locale: users.locale, acctBal: users.acctBal, acctBonus: users.acctBonus }),
  );
  // drizzle's insert-select wants every column (id and created_at too), so the text is written out
  const posted = queryBuilder.$with('posted', { id: ledgerEntries.id }).as(sql`
    insert into ${ledgerEntries} (user_id, account, amount_cents, kind, transaction_id, actor_id, reason, accrual_day)
    select ${moved.id}, ${account}::ledger_account, ${amount}::bigint, ${sql.placeholder('kind')}::ledger_kind,
           ${sql.placeholder('transactionId')}::uuid, ${sql.placeholder('actorId')}::uuid, ${sql.placeholder('reason')}::text,
           ${sql.placeholder('accrualDay')}::integer
    from ${moved}
    returning ${ledgerEntries.id}`);
  return builtStatement(
    `ledger_post_${account}`,
    queryBuilder
      .with(moved, posted)
      .select({ email: moved.email, locale: moved.locale, acctBal: moved.acctBal, acctBonus: moved.acctBonus })
      .from(moved),
  );
}
const postTo: Record<LedgerAccount, ReturnType<typeof postingStatement>> = {
  balance: postingStatement('balance'),
  bonus: postingStatement('bonus'),
};

export async function postEntry(
  tx: Queryable,
  p: LedgerPosting,
  notice: LedgerNotice,
  insufficientMessage: string = MSG.insufficientFunds,
): Promise<Balances> {
  if (!noticeFits(p.kind, notice.kind)) throw new Error(`a ${p.kind} posting cannot carry a ${notice.kind} notice (ledger/notices.ts)`);
  const [updated] = await postTo[p.account](tx, {
    userId: p.userId,
    amountCents: p.amountCents,
    kind: p.kind,
    transactionId: p.transactionId ?? null,
    actorId: p.actorId ?? null,
    reason: p.reason ?? null,
    accrualDay: p.accrualDay ?? null,
  });
  if (!updated) {
    const [exists] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, p.userId), isNull(users.deletedAt)));
    throw exists ? conflict(insufficientMessage) : notFound(MSG.userNotFound);
  }
  // the owner's language comes back with the posting: the notice needs no query of its own
  await tell(tx, { id: p.userId, email: updated.email, locale: updated.locale }, notice);
  return { acctBal: updated.acctBal, acctBonus: updated.acctBonus };
}

/** Sends a posting's notice (the union narrowed back to one kind and its params). */
function tell(tx: Queryable, owner: NoticeRecipient, { notifier, kind, params }: LedgerNotice) {
  return notifier.notify(tx, owner, kind, params as never);
}

export interface ReconcileRow {
  userId: string;
  email: string;
  acctBal: number;
  ledgerBal: number;
  acctBonus: number;
  ledgerBonus: number;
}

/** Users whose cached figures differ from the sums of their ledger rows (empty = all agree). */
export async function findDiscrepancies(db: Queryable): Promise<ReconcileRow[]> {
  const result = await db.execute(sql`
    select u.id as "userId", u.email, u.acct_bal as "acctBal", u.acct_bonus as "acctBonus",
           coalesce(l.bal, 0) as "ledgerBal", coalesce(l.bonus, 0) as "ledgerBonus"
    from ${users} u
    left join (
      select user_id,
             sum(amount_cents) filter (where account = 'balance') as bal,
             sum(amount_cents) filter (where account = 'bonus') as bonus
      from ${ledgerEntries} group by user_id
    ) l on l.user_id = u.id
    where u.acct_bal <> coalesce(l.bal, 0) or u.acct_bonus <> coalesce(l.bonus, 0)
    order by u.email`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  return rows.map((r) => ({
    userId: String(r.userId),
    email: String(r.email),
    acctBal: Number(r.acctBal),
    ledgerBal: Number(r.ledgerBal),
    acctBonus: Number(r.acctBonus),
    ledgerBonus: Number(r.ledgerBonus),
  }));
}
