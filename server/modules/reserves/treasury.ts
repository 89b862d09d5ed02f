import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TreasuryAddress, TreasuryAddressCreate } from '@/common/api/reserves';
import { coinBySymbol, type CoinSymbol } from '@/common/coins';
import { RESERVES_MSG } from '@/common/reserves/messages';
import { treasuryMessage } from '@/common/reserves/treasury-message';
import type { Db } from '@/server/db/client';
import { treasuryAddresses } from '@/server/db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '@/server/lib/errors';
import { API_MSG } from '@/server/i18n/api-messages';
import { recordAudit } from '../audit/repository';
import type { ChainDeposits } from '../chain/service';
import { signedByAddress } from './treasury-signature';

type TreasuryRow = typeof treasuryAddresses.$inferSelect;

export const toPublicTreasuryAddress = (r: TreasuryRow): TreasuryAddress => ({
  id: r.id,
  coin: r.coin as CoinSymbol,
  address: r.address,
  message: r.message,
  signature: r.signature,
  registered_at: r.registeredAt.toISOString(),
});

/** The live treasury addresses, oldest first. */
export const liveTreasuryAddresses = (db: Db) =>
  db.select().from(treasuryAddresses).where(isNull(treasuryAddresses.removedAt)).orderBy(asc(treasuryAddresses.registeredAt));

const NO_NODE_SETTING: Record<CoinSymbol, string> = { btc: 'ESPLORA_URL', eth: 'ETH_RPC_URL', usdt: 'TRON_API_URL' };

/**
 * Registers an address whose key signed treasuryMessage(coin, address): verified with the coin's
 * own libraries before anything is written. Refused when the coin has no node to read its balance
 * from (it could never count), or when the address is registered already.
 */
export async function registerTreasuryAddress(db: Db, chain: ChainDeposits, adminId: string, input: TreasuryAddressCreate, now: Date) {
  if (!chain.config.coins[input.coin].nodeUrl) {
    throw conflict(API_MSG.treasuryNoNode(coinBySymbol(input.coin).name, NO_NODE_SETTING[input.coin]));
  }
  const message = treasuryMessage(input.coin, input.address);
  if (!(await signedByAddress(input.coin, input.address, message, input.signature))) {
    throw badRequest(RESERVES_MSG.signatureWrong, [{ field: 'signature', message: RESERVES_MSG.signatureWrong }]);
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(treasuryAddresses)
        .values({ coin: input.coin, address: input.address, message, signature: input.signature, registeredBy: adminId, registeredAt: now })
        .returning();
      await recordAudit(tx, {
        actorId: adminId,
        action: 'reserves.treasury_add',
        entity: 'treasury_address',
        entityId: row.id,
        after: { coin: row.coin, address: row.address },
      });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(RESERVES_MSG.treasuryTaken);
    throw err;
  }
}

/** Stops counting an address in new snapshots (earlier snapshots keep what they proved). */
export async function removeTreasuryAddress(db: Db, adminId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(treasuryAddresses)
      .set({ removedAt: now, removedBy: adminId })
      .where(and(eq(treasuryAddresses.id, id), isNull(treasuryAddresses.removedAt)))
      .returning();
    if (!row) throw notFound(RESERVES_MSG.treasuryNotFound);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'reserves.treasury_remove',
      entity: 'treasury_address',
      entityId: row.id,
      before: { coin: row.coin, address: row.address },
    });
  });
}
