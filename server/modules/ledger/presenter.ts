import { fromCents } from '@/common/money';
import type { LedgerEntry } from '@/common/api/ledger';
import type { LedgerRow } from '@/server/db/schema';

/** A ledger row as the API shows it: dollars, snake_case ids, ISO dates. */
export const toLedgerEntry = (r: LedgerRow): LedgerEntry => ({
  _id: String(r.id),
  userid: r.userId,
  account: r.account,
  amount: fromCents(r.amountCents),
  kind: r.kind,
  transaction_id: r.transactionId,
  actor_id: r.actorId,
  reason: r.reason,
  accrual_day: r.accrualDay,
  createdAt: r.createdAt.toISOString(),
});
