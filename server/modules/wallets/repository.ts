import { and, asc, eq, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { CoinSymbol } from '@/common/coins';
import { PLACEHOLDER_WALLET_ADDRESSES } from '@/common/placeholder-wallets';
import type { Queryable } from '@/server/db/client';
import { wallets, type WalletRow } from '@/server/db/schema';
import { type ListQuery } from '@/server/lib/list-query';
import { countUpTo, paginate } from '@/server/lib/paginate';
import { likePattern } from '@/server/lib/like-pattern';
import type { WalletListFilter } from '@/common/api/wallets';
import { orderWithTieBreak } from '@/server/lib/list-order';

const sortColumns = {
  id: wallets.createdAt,
  name: wallets.name,
  address: wallets.address,
  currency: wallets.currency,
  status: wallets.status,
  createdAt: wallets.createdAt,
} as const;

const NO_ID = '00000000-0000-0000-0000-000000000000';
/** compared in lower case, as isPlaceholderWalletAddress does */
const PLACEHOLDER_ADDRESSES = Object.values(PLACEHOLDER_WALLET_ADDRESSES).map((a) => a.toLowerCase());

function where(filter: WalletListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(wallets.deletedAt)];
  if (filter.q) conditions.push(or(ilike(wallets.name, likePattern(filter.q)), ilike(wallets.address, likePattern(filter.q))));
  if (filter.id) conditions.push(inArray(wallets.id, filter.id.length ? filter.id : [NO_ID]));
  if (filter.currency) conditions.push(eq(wallets.currency, filter.currency));
  if (filter.status !== undefined) conditions.push(eq(wallets.status, filter.status));
  if (filter.placeholder !== undefined) {
    const isPlaceholder = inArray(sql`lower(${wallets.address})`, PLACEHOLDER_ADDRESSES);
    conditions.push(filter.placeholder ? isPlaceholder : not(isPlaceholder));
  }
  return and(...conditions);
}

export async function listWallets(db: Queryable, q: ListQuery<WalletListFilter>): Promise<{ rows: WalletRow[]; total: number }> {
  const condition = where(q.filter);
  const column = sortColumns[(q.sort?.field ?? 'createdAt') as keyof typeof sortColumns];
  const base = db
    .select()
    .from(wallets)
    .where(condition)
    .orderBy(...orderWithTieBreak(column, wallets.id, q.sort?.order ?? 'ASC'));
  return paginate(
    q.range,
    (limit, offset) => base.limit(limit).offset(offset),
    countUpTo(db, () => db.select({ id: wallets.id }).from(wallets).where(condition)),
    q.countCap,
  );
}

/**
 * The live, active wallets of a coin, oldest first: adding a wallet does not move deposits
 * to it until the old one is switched off (the deposit screen uses the first).
 */
export async function activeWalletsOf(db: Queryable, currency: CoinSymbol): Promise<WalletRow[]> {
  return db
    .select()
    .from(wallets)
    .where(and(eq(wallets.currency, currency), eq(wallets.status, true), isNull(wallets.deletedAt)))
    .orderBy(asc(wallets.createdAt), asc(wallets.id));
}

export async function findLiveWallet(db: Queryable, id: string): Promise<WalletRow | undefined> {
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.id, id), isNull(wallets.deletedAt)));
  return wallet;
}

export async function lockLiveWallet(tx: Queryable, id: string): Promise<WalletRow | undefined> {
  const [wallet] = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.id, id), isNull(wallets.deletedAt)))
    .for('update');
  return wallet;
}
