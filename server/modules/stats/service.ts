import { sql } from 'drizzle-orm';
import { fromCents } from '@/common/money';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { kycSubmissions, transactions, users } from '@/server/db/schema';
import type { StatsSummary } from '@/common/api/stats';

type Row = {
  users: number | string;
  total_bal: number | string;
  total_bonus: number | string;
  dep_n: number | string;
  dep_cents: number | string;
  wd_n: number | string;
  wd_cents: number | string;
  inv_n: number | string;
  inv_cents: number | string;
  kyc_n: number | string;
};

/** Both drivers may hand bigint/numeric results over as strings. */
const num = (v: number | string | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));

/**
 * The home tiles' figures, read in one statement (one snapshot). Balances are summed over
 * every user, deleted ones included: their money is still owed to them (as in the reconcile
 * report). The user count is of live investors.
 */
export async function statsSummary(db: Db, now: Date = new Date()): Promise<StatsSummary> {
  const t = transactions;
  const cash = (type: 'deposit' | 'withdraw' | 'investment', status: string) => sql`${t.type} = ${type} and ${t.status} = ${status}`;
  const result = await db.execute(sql`
    select
      (select count(*) from ${users} where ${users.deletedAt} is null and ${users.role} = 'investor')::int as users,
      (select coalesce(sum(${users.acctBal}), 0) from ${users})::bigint as total_bal,
      (select coalesce(sum(${users.acctBonus}), 0) from ${users})::bigint as total_bonus,
      tx.dep_n, tx.dep_cents, tx.wd_n, tx.wd_cents, tx.inv_n, tx.inv_cents,
      (select count(*) from ${kycSubmissions} where ${kycSubmissions.status} = 'pending')::int as kyc_n
    from (
      select
        (count(*) filter (where ${cash('deposit', 'pending')}))::int as dep_n,
        (coalesce(sum(${t.amountCents}) filter (where ${cash('deposit', 'pending')}), 0))::bigint as dep_cents,
        (count(*) filter (where ${cash('withdraw', 'pending')}))::int as wd_n,
        (coalesce(sum(${t.amountCents}) filter (where ${cash('withdraw', 'pending')}), 0))::bigint as wd_cents,
        (count(*) filter (where ${cash('investment', 'active')}))::int as inv_n,
        (coalesce(sum(${t.amountCents}) filter (where ${cash('investment', 'active')}), 0))::bigint as inv_cents
      from ${t}
      where ${t.status} in ('pending', 'active')
    ) tx
  `);
  const [r] = rowsOf<Row>(result);
  return {
    users: num(r.users),
    totalBalance: fromCents(num(r.total_bal)),
    totalProfit: fromCents(num(r.total_bonus)),
    pendingDeposits: { count: num(r.dep_n), amount: fromCents(num(r.dep_cents)) },
    pendingWithdrawals: { count: num(r.wd_n), amount: fromCents(num(r.wd_cents)) },
    activeInvestments: { count: num(r.inv_n), amount: fromCents(num(r.inv_cents)) },
    pendingKyc: num(r.kyc_n),
    generatedAt: now.toISOString(),
  };
}
