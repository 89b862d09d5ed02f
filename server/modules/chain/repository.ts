import { and, eq, getTableColumns, inArray, or, type SQL } from 'drizzle-orm';
import type { ChainPaymentListFilter } from '@/common/api/chain';
import type { Queryable } from '@/server/db/client';
import { chainPayments, depositAddresses, transactions, users, type ChainPaymentRow } from '@/server/db/schema';
import type { ListQuery } from '@/server/lib/list-query';
import { countUpTo, paginate } from '@/server/lib/paginate';
import { orderWithTieBreak } from '@/server/lib/list-order';

/** A payment with its deposit's owner and quote, as staff see it. */
export type ChainPaymentView = ChainPaymentRow & {
  userId: string;
  userEmail: string;
  userName: string;
  depositTransactionId: string;
  quoteUnits: string | null;
  quotedCents: number | null;
};

const sortColumns = {
  seen_at: chainPayments.seenAt,
  credited_at: chainPayments.creditedAt,
  confirmations: chainPayments.confirmations,
  coin: chainPayments.coin,
  status: chainPayments.status,
} as const;

function where(filter: ChainPaymentListFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (filter.id) c.push(inArray(chainPayments.id, filter.id.length ? filter.id : ['00000000-0000-0000-0000-000000000000']));
  if (filter.coin) c.push(eq(chainPayments.coin, filter.coin));
  if (filter.status) c.push(eq(chainPayments.status, filter.status));
  if (filter.userid) c.push(eq(depositAddresses.userId, filter.userid));
  // the deposit it was made for, or the record a further payment created
  if (filter.transaction_id)
    c.push(or(eq(depositAddresses.transactionId, filter.transaction_id), eq(chainPayments.transactionId, filter.transaction_id)));
  if (filter.q) c.push(or(eq(chainPayments.txid, filter.q.trim()), eq(chainPayments.address, filter.q.trim())));
  return c.length ? and(...c) : undefined;
}

const columns = {
  p: getTableColumns(chainPayments),
  userId: depositAddresses.userId,
  userEmail: users.email,
  userName: users.name,
  depositTransactionId: depositAddresses.transactionId,
  quoteUnits: transactions.quoteUnits,
  quotedCents: transactions.quotedCents,
};

const base = (db: Queryable) =>
  db
    .select(columns)
    .from(chainPayments)
    .innerJoin(depositAddresses, eq(depositAddresses.id, chainPayments.depositAddressId))
    .innerJoin(users, eq(users.id, depositAddresses.userId))
    .innerJoin(transactions, eq(transactions.id, depositAddresses.transactionId));

type Selected = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
const toView = ({ p, ...rest }: Selected): ChainPaymentView => ({ ...p, ...rest });

/** Every on-chain payment, newest first unless sorted otherwise. */
export async function listChainPayments(db: Queryable, q: ListQuery<ChainPaymentListFilter>) {
  const condition = where(q.filter);
  const column = sortColumns[(q.sort?.field ?? 'seen_at') as keyof typeof sortColumns] ?? chainPayments.seenAt;
  const descending = (q.sort?.order ?? 'DESC') === 'DESC';
  const { rows, total } = await paginate(
    q.range,
    (limit, offset) =>
      base(db)
        .where(condition)
        .orderBy(...orderWithTieBreak(column, chainPayments.id, descending ? 'DESC' : 'ASC'))
        .limit(limit)
        .offset(offset),
    countUpTo(db, () =>
      db
        .select({ id: chainPayments.id })
        .from(chainPayments)
        .innerJoin(depositAddresses, eq(depositAddresses.id, chainPayments.depositAddressId))
        .where(condition),
    ),
    q.countCap,
  );
  return { rows: rows.map(toView), total };
}

export async function findChainPayment(db: Queryable, id: string): Promise<ChainPaymentView | undefined> {
  const [row] = await base(db).where(eq(chainPayments.id, id));
  return row && toView(row);
}
