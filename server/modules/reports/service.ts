import { count } from 'drizzle-orm';
import { fromCents } from '@/common/money';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { findDiscrepancies } from '../ledger/service';
import type { ReconcileReport } from '@/common/api/reports';

/**
 * Cached balances against the ledger for every user (deleted ones too: their money is
 * still theirs), read in one snapshot. Used by GET /api/reports/reconcile and `npm run reconcile`.
 */
export async function reconcileReport(db: Db): Promise<ReconcileReport> {
  return db.transaction(
    async (tx) => {
      const found = await findDiscrepancies(tx);
      const [{ n }] = await tx.select({ n: count() }).from(users);
      return {
        ok: found.length === 0,
        checkedUsers: n,
        discrepancies: found.map((d) => ({
          userId: d.userId,
          email: d.email,
          acct_bal: fromCents(d.acctBal),
          ledger_bal: fromCents(d.ledgerBal),
          acct_bonus: fromCents(d.acctBonus),
          ledger_bonus: fromCents(d.ledgerBonus),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
