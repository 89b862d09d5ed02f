import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG } from '@/common/messages';
import { isCoinSymbol } from '@/common/coins';
import { walletAddressIssue } from '@/common/validation/wallet';
import type { WalletCreateInput, WalletUpdateInput } from '@/common/api/wallets';
import type { Db } from '@/server/db/client';
import { wallets, type UserRow, type WalletRow } from '@/server/db/schema';
import { badRequest, forbidden, notFound } from '@/server/lib/errors';
import { recordAudit } from '../audit/repository';
import { toPublicWallet } from './presenter';
import { activeWalletsOf, findLiveWallet, lockLiveWallet } from './repository';

const uuid = z.uuid();

/**
 * GET /api/address/{id}: a coin symbol gives that coin's active wallets (any signed-in user:
 * the deposit screen); a wallet id gives that wallet (admins only).
 */
export async function lookupWallets(db: Db, actor: UserRow, x: string): Promise<WalletRow[] | WalletRow> {
  const symbol = x.toLowerCase();
  if (isCoinSymbol(symbol)) return activeWalletsOf(db, symbol);
  if (uuid.safeParse(x).success) {
    if (actor.role !== 'admin') throw forbidden(MSG.forbidden);
    const wallet = await findLiveWallet(db, x);
    if (!wallet) throw notFound(MSG.walletNotFound);
    return wallet;
  }
  throw badRequest(MSG.walletLookupInvalid, [{ field: 'x', message: MSG.walletLookupInvalid }]);
}

export async function createWallet(db: Db, actor: UserRow, input: WalletCreateInput): Promise<WalletRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(wallets)
      .values({
        name: input.name,
        address: input.address,
        currency: input.currency,
        ...(input.status !== undefined && { status: input.status }),
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'wallet.create',
      entity: 'wallet',
      entityId: created.id,
      before: null,
      after: toPublicWallet(created),
    });
    return created;
  });
}

export async function updateWallet(db: Db, actor: UserRow, id: string, input: WalletUpdateInput): Promise<WalletRow> {
  return db.transaction(async (tx) => {
    const before = await lockLiveWallet(tx, id);
    if (!before) throw notFound(MSG.walletNotFound);
    // nothing sent, nothing changed, nothing to audit
    if (Object.keys(input).length === 0) return before;
    // a new address or a new currency alone must still fit the other, as stored
    const mismatch = walletAddressIssue(input.currency ?? before.currency, input.address ?? before.address);
    if (mismatch && (input.address !== undefined || input.currency !== undefined)) {
      throw badRequest(mismatch, [{ field: 'address', message: mismatch }]);
    }
    const [after] = await tx
      .update(wallets)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.address !== undefined && { address: input.address }),
        ...(input.currency !== undefined && { currency: input.currency }),
        ...(input.status !== undefined && { status: input.status }),
        updatedAt: sql`now()`,
      })
      .where(eq(wallets.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'wallet.update',
      entity: 'wallet',
      entityId: id,
      before: toPublicWallet(before),
      after: toPublicWallet(after),
    });
    return after;
  });
}

/** Soft delete: the wallet leaves every list and the deposit screen; deposits made to it keep its address. */
export async function deleteWallet(db: Db, actor: UserRow, id: string): Promise<WalletRow> {
  return db.transaction(async (tx) => {
    const before = await lockLiveWallet(tx, id);
    if (!before) throw notFound(MSG.walletNotFound);
    const [after] = await tx
      .update(wallets)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(wallets.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'wallet.delete',
      entity: 'wallet',
      entityId: id,
      before: toPublicWallet(before),
      after: { ...toPublicWallet(after), deletedAt: after.deletedAt?.toISOString() },
    });
    return after;
  });
}
