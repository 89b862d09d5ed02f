import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { dailyProfitCents } from '@/common/transactions';
import { builtStatement, queryBuilder, statementName } from '@/server/db/built-statement';
import type { Queryable } from '@/server/db/client';
import { transactions, users, type TransactionRow } from '@/server/db/schema';
import { asArray, dateBound, type ListQuery } from '@/server/lib/list-query';
import { exactly, paginate } from '@/server/lib/paginate';
import { byTypeAndStatusOnly, countByTypeAndStatus, keptCountColumn, keptCountValues } from './counts';
import { likePattern } from '@/server/lib/like-pattern';
import type { TransactionView } from './presenter';
import type { TransactionListFilter } from '@/common/api/transactions';
import { orderWithTieBreak } from '@/server/lib/list-order';

const sortColumns = {
  id: transactions.createdAt,
  _id: transactions.createdAt,
  createdAt: transactions.createdAt,
  updatedAt: transactions.updatedAt,
  amount: transactions.amountCents,
  status: transactions.status,
  trnx_type: transactions.type,
  type: transactions.type,
  userid: transactions.userId,
} as const;

/** The values a list statement's placeholders take, by name. */
type Values = Record<string, unknown>;

/**
 * The filter as a condition over placeholders, with their values and the filter's shape:
 * which fields it has, each with one value or several. One shape is one SQL text, built and
 * prepared once (see listStatements).
 */
function where(filter: TransactionListFilter) {
  const c: (SQL | undefined)[] = [];
  const values: Values = {};
  const shape: string[] = [];
  const bind = (name: string, value: unknown) => {
    values[name] = value;
    shape.push(name);
    return sql.placeholder(name);
  };
  // one value is `=`, so an index gives the rows in order; several are `= any(one array)`
  const oneOrAny = (column: SQLWrapper, name: string, list: readonly string[]) =>
    list.length === 1 ? eq(column, bind(name, list[0])) : sql`${column} = any(${bind(`${name}[]`, list)})`;
  const statuses = asArray(filter.status);
  const types = asArray(filter.trnx_type);
  if (statuses) c.push(statuses.length ? oneOrAny(transactions.status, 'status', statuses) : sql`false`);
  if (types) c.push(types.length ? oneOrAny(transactions.type, 'type', types) : sql`false`);
  if (filter.id) c.push(filter.id.length ? oneOrAny(transactions.id, 'id', filter.id) : sql`false`);
  if (filter.userid) c.push(eq(transactions.userId, bind('userid', filter.userid)));
  if (filter.createdAt_gte) c.push(gte(transactions.createdAt, bind('from', dateBound(filter.createdAt_gte, 'gte').at.toISOString())));
  if (filter.createdAt_lte) {
    // a bare date means the whole of that day (as on the users and audit lists)
    const { at, inclusive } = dateBound(filter.createdAt_lte, 'lte');
    c.push((inclusive ? lte : lt)(transactions.createdAt, bind(inclusive ? 'to' : 'before', at.toISOString())));
  }
  if (filter.q) {
    const p = bind('q', likePattern(filter.q));
    c.push(or(ilike(users.name, p), ilike(users.email, p), ilike(transactions.paymentAddress, p), ilike(transactions.planName, p)));
  }
  // `false` conditions are in the text too: the shape says where each one is
  const key = `${shape.join(',')}|${statuses?.length === 0}${types?.length === 0}${filter.id?.length === 0}`;
  return { condition: c.length ? and(...c) : undefined, values, key, needsUser: !!filter.q };
}

/** Investments: profit paid so far is whole days times the daily profit (both fixed at purchase). */
const withProfit = (t: TransactionRow) =>
  t.type === 'investment' && t.roiBp !== null ? t.accruedDays * dailyProfitCents(t.amountCents, t.roiBp) : null;

type ListShape = Pick<ListQuery<TransactionListFilter>, 'sort' | 'unpaged'> & {
  where: ReturnType<typeof where>;
  /** the filter is by type and status only: the page carries the kept count (keptCountColumn) */
  kept: boolean;
};

/**
 * A list's two statements for one shape of query (filter fields, sort, paged or not): a page
 * (placeholders `limit`, `offset`) and a capped count (`cap`), written once (see
 * builtStatement) under names made from the shape: building the page's SELECT of 30 columns
 * with drizzle on every request was about a sixth of the list's server time.
 */
function buildStatements(name: string, { sort, unpaged, kept, where: { condition, needsUser } }: ListShape) {
  const order = sort
    ? orderWithTieBreak(sortColumns[sort.field as keyof typeof sortColumns], transactions.id, sort.order)
    : [asc(transactions.type), desc(transactions.createdAt), desc(transactions.id)];
  // the transactions the filter selects (joined with their owners only when q searches names)
  const matchingIds = (also?: SQL) => {
    const from = queryBuilder.select({ id: transactions.id }).from(transactions);
    const all = and(condition, also);
    return needsUser ? from.innerJoin(users, eq(users.id, transactions.userId)).where(all) : from.where(all);
  };
  const newest =
    unpaged && !sort
      ? inArray(transactions.id, matchingIds().orderBy(desc(transactions.createdAt), desc(transactions.id)).limit(sql.placeholder('limit')))
      : undefined;
  // A page's ids first, then only those rows with their owners: the offset is walked over an
  // index's entries, not over joined rows (page 40 of 1M transactions: ~1 ms instead of ~12).
  const ids = matchingIds(newest)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const page = builtStatement(
    `${name}_page`,
    queryBuilder
      // the kept count rides along: one round trip for the page and its total, not two
      .select({
        ...getTableColumns(transactions),
        userName: users.name,
        userEmail: users.email,
        keptTotal: kept ? keptCountColumn() : nullTotal,
      })
      .from(ids)
      .innerJoin(transactions, eq(transactions.id, ids.id))
      .innerJoin(users, eq(users.id, transactions.userId))
      .orderBy(...order),
  );
  const capped = builtStatement(
    `${name}_count`,
    queryBuilder.select({ n: count() }).from(matchingIds().limit(sql.placeholder('cap')).as('capped')),
  );
  return { page, count: capped };
}

const nullTotal = sql<number | null>`null`;

// By shape. Shapes are few and bounded: combinations of seven filter fields, nine sort
// fields, two orders.
const statementsByShape = new Map<string, ReturnType<typeof buildStatements>>();

function listStatements(shape: ListShape) {
  const key = `${shape.where.key}|${shape.sort ? `${shape.sort.field} ${shape.sort.order}` : ''}|${!!shape.unpaged}|${shape.kept}`;
  let statements = statementsByShape.get(key);
  if (!statements) {
    // the name is the shape's: one name is never two texts on a connection
    const name = statementName('transactions', key);
    statementsByShape.set(key, (statements = buildStatements(name, shape)));
  }
  return statements;
}

/**
 * Lists transactions with their owner's name. Without a sort, the legacy order of the admin
 * list: deposits, then withdrawals, then investments, newest first within each; without a
 * range, that order applies to the newest DEFAULT_LIST_SIZE rows (a page of the list is
 * never all of it).
 */
export async function listTransactions(
  db: Queryable,
  q: ListQuery<TransactionListFilter>,
): Promise<{ rows: TransactionView[]; total: number; exact: boolean }> {
  const filter = where(q.filter);
  // by type and status only (the back-office's usual filters): the kept counts, exact and
  // cheap however many rows match, read by the page's own statement; anything else is
  // counted up to the cap
  const kept = byTypeAndStatusOnly(q.filter);
  const { page, count: countCapped } = listStatements({ sort: q.sort, unpaged: q.unpaged, where: filter, kept: !!kept });
  const { rows, total } = await paginate(
    q.range,
    (limit, offset) => page(db, { ...filter.values, ...(kept && keptCountValues(kept)), limit, offset }),
    // a page past the end has no row to carry the count: asked on its own
    kept
      ? exactly(async (found) => found[0]?.keptTotal ?? countByTypeAndStatus(db, kept))
      : (cap) => countCapped(db, { ...filter.values, cap }),
    q.countCap,
  );
  return {
    // each row is a fresh object (its owner's name and e-mail already in it): the profit is
    // added to it, not copied with it (a copy of 50 rows of 30 columns was a tenth of the
    // list's server time); keptTotal stays on it, unread (the presenters pick their fields)
    rows: rows.map((row) => Object.assign(row, { profitCents: withProfit(row) })),
    total,
    exact: !!kept,
  };
}

/** A row as the presenters take it: with its owner's name and e-mail and the profit paid so far. */
export const transactionView = (t: TransactionRow, owner: Pick<TransactionView, 'userName' | 'userEmail'>): TransactionView => ({
  ...t,
  userName: owner.userName,
  userEmail: owner.userEmail,
  profitCents: withProfit(t),
});

/** One transaction and its owner's name and e-mail, flat (see builtStatement), by placeholder `id`. */
const withOwner = () =>
  queryBuilder
    .select({ ...getTableColumns(transactions), userName: users.name, userEmail: users.email })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(eq(transactions.id, sql.placeholder('id')));
const findWithOwner = builtStatement('transaction_with_owner', withOwner());
const lockWithOwner = builtStatement('transaction_with_owner_locked', withOwner().for('update', { of: transactions }));

/**
 * One transaction with its owner. `forUpdate`: the transaction's row (not its owner's) is
 * locked until the end of the caller's database transaction, in the same statement.
 */
export async function findTransaction(db: Queryable, id: string, { forUpdate = false } = {}): Promise<TransactionView | undefined> {
  const [row] = await (forUpdate ? lockWithOwner : findWithOwner)(db, { id });
  return row && Object.assign(row, { profitCents: withProfit(row) });
}

type RowUpdate = ReturnType<typeof builtStatement<TransactionRow>>;
const rowUpdates = new Map<string, RowUpdate>();

/**
 * Writes `set` to the transaction's row and returns the row as written. Each shape (the set
 * of columns written) is one statement, written the first time it is used (see
 * builtStatement); values go to the driver through their column's encoder.
 */
export async function updateTransactionRow(tx: Queryable, id: string, set: Partial<TransactionRow>): Promise<TransactionRow | undefined> {
  const columns = getTableColumns(transactions);
  const keys = (Object.keys(set) as (keyof TransactionRow)[]).filter((k) => set[k] !== undefined).sort();
  for (const k of keys) if (!(k in columns)) throw new Error(`updateTransactionRow: ${k} is not a column of transactions`);
  const shape = keys.join(',');
  let update = rowUpdates.get(shape);
  if (!update) {
    const updated = queryBuilder.$with('updated').as(
      queryBuilder
        .update(transactions)
        .set(Object.fromEntries(keys.map((k) => [k, sql`${sql.placeholder(k)}`])))
        .where(eq(transactions.id, sql.placeholder('id')))
        .returning(),
    );
    const name = statementName('transaction_update', shape);
    update = builtStatement(name, queryBuilder.with(updated).select().from(updated));
    rowUpdates.set(shape, update);
  }
  const values: Record<string, unknown> = { id };
  for (const k of keys) values[k] = set[k] === null ? null : columns[k].mapToDriverValue(set[k] as never);
  const [row] = await update(tx, values);
  return row;
}

/** The transaction row locked until the end of the caller's database transaction. */
export async function lockTransaction(tx: Queryable, id: string): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  return row;
}
