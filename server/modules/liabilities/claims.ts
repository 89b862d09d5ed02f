import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

/**
 * What one account could claim from the platform now, in cents: its balance, its profit not yet
 * moved to the balance, the principal of its running investments that comes back at maturity,
 * and what it asked to withdraw that is not paid yet (held off the balance, still owed). The
 * liabilities report's total and every proof-of-reserves snapshot are sums of exactly this.
 */
export interface Claim {
  userId: string;
  cents: number;
}

/** Every account's claim, one consistent read (one statement), zero claims included. */
export async function claimsOfEveryAccount(db: Queryable): Promise<Claim[]> {
  const rows = rowsOf<{ user_id: string; cents: string }>(
    await db.execute(sql`
      with returnable as (
        select user_id, sum(amount_cents) as cents from transactions
        where type = 'investment' and status in ('active', 'inactive') and deposit_return group by user_id
      ), withdrawing as (
        select user_id, sum(amount_cents) as cents from transactions
        where type = 'withdraw' and status = 'pending' group by user_id
      )
      select u.id as user_id,
             (u.acct_bal + u.acct_bonus + coalesce(r.cents, 0) + coalesce(w.cents, 0))::bigint::text as cents
      from users u
      left join returnable r on r.user_id = u.id
      left join withdrawing w on w.user_id = u.id`),
  );
  return rows.map((r) => ({ userId: r.user_id, cents: Number(r.cents) }));
}
