import { eq } from 'drizzle-orm';
import type { CoinSymbol } from '@/common/coins';
import type { Queryable } from '@/server/db/client';
import { chainCursors } from '@/server/db/schema';

/**
 * The height a coin's watcher has read up to (null: it never has). Only ever moves with the
 * chain and is never removed, so a deposit made now can record it as the height its address
 * must be scanned from (it is at or below the chain's height).
 */
export async function cursorOf(db: Queryable, coin: CoinSymbol): Promise<number | null> {
  const [row] = await db.select({ position: chainCursors.position }).from(chainCursors).where(eq(chainCursors.network, coin));
  return row?.position ?? null;
}
