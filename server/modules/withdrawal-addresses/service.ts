import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { allowlistUpdateSchema, createWithdrawalAddressSchema } from '@/common/api/withdrawal-addresses';
import type { CoinSymbol } from '@/common/coins';
import { MSG } from '@/common/messages';
import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import { canonicalAddress, MAX_ADDRESSES_PER_COIN, WITHDRAWAL_ADDRESS_MSG } from '@/common/validation/withdrawal-addresses';
import type { Db, Queryable } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '@/server/lib/errors';
import type { Notifier } from '../notifications/notifier';
import { lockLiveUser } from '../users/repository';
import { isTwoFactorOn } from '../two-factor/repository';
import { countLive, findLiveAddress, findLiveById, insertAddress, softDelete, type WithdrawalAddressRow } from './repository';

export interface AddressBookDeps {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  /** NEW_ADDRESS_HOLD in milliseconds */
  holdMs: number;
}

/** The step-up of the route (a code with 2FA on), run inside the change's transaction. */
type StepUp = (tx: Queryable) => Promise<void>;

/**
 * The address book of an account its owner has locked does not change (403), whatever path a
 * request takes: a lock ends every session, so the owner's own requests never get here.
 */
function assertNotLocked(user: Pick<UserRow, 'lockedAt'> | undefined) {
  if (user?.lockedAt) throw forbidden(ACCOUNT_LOCK_MSG.addressesRefused);
}

/** The address as stored and compared; an address that fails its network's check stays as typed. */
function storedForm(coin: CoinSymbol, address: string): string {
  try {
    return canonicalAddress(coin, address);
  } catch {
    return address.trim();
  }
}

/**
 * Saves an address: with 2FA on only with a code, at most MAX_ADDRESSES_PER_COIN per coin, never
 * twice; it becomes usable under the allow-list after the hold. The owner is told (e-mail and
 * inbox) in the same transaction, so that an address nobody hears of is never saved.
 */
export async function addAddress(
  deps: AddressBookDeps,
  actor: UserRow,
  input: z.output<typeof createWithdrawalAddressSchema>,
  stepUp: StepUp,
): Promise<WithdrawalAddressRow> {
  const address = storedForm(input.coin, input.address);
  try {
    return await deps.db.transaction(async (tx) => {
      // one addition at a time per investor: the count below then holds until commit
      assertNotLocked(await lockLiveUser(tx, actor.id));
      await stepUp(tx);
      if (await findLiveAddress(tx, actor.id, input.coin, address)) throw conflict(WITHDRAWAL_ADDRESS_MSG.duplicate);
      if ((await countLive(tx, actor.id, input.coin)) >= MAX_ADDRESSES_PER_COIN) throw conflict(WITHDRAWAL_ADDRESS_MSG.tooMany);
      const now = deps.clock.now();
      const row = await insertAddress(tx, {
        userId: actor.id,
        coin: input.coin,
        address,
        label: input.label,
        usableFrom: new Date(now.getTime() + deps.holdMs),
        createdAt: now,
      });
      await deps.notifier.notify(tx, actor, 'withdrawal_address_added', {
        addressId: row.id,
        coin: row.coin,
        label: row.label,
        address: row.address,
        usableFrom: row.usableFrom.toISOString(),
      });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(WITHDRAWAL_ADDRESS_MSG.duplicate);
    throw err;
  }
}

/** Removes one of the caller's own addresses (403 for someone else's, 404 for none). */
export async function deleteAddress(deps: AddressBookDeps, actor: UserRow, id: string): Promise<WithdrawalAddressRow> {
  assertNotLocked(actor);
  const row = await findLiveById(deps.db, id);
  if (!row) throw notFound(WITHDRAWAL_ADDRESS_MSG.notFound);
  if (row.userId !== actor.id) throw forbidden(MSG.forbidden);
  const deleted = await softDelete(deps.db, id, deps.clock.now());
  if (!deleted) throw notFound(WITHDRAWAL_ADDRESS_MSG.notFound);
  return deleted;
}

/**
 * Turns the allow-list on (free) or off. Off opens the gate a stolen session would want open,
 * so it needs the password or, with 2FA on, a current code, and the owner is e-mailed.
 */
export async function setAllowlist(
  deps: AddressBookDeps,
  actor: UserRow,
  input: z.output<typeof allowlistUpdateSchema>,
  /** the step-up code, and the password counted against the account's ceiling of wrong passwords and codes */
  checks: { stepUp: StepUp; passwordMatches: (password: string) => Promise<boolean> },
): Promise<boolean> {
  if (input.enabled) {
    await deps.db
      .update(users)
      .set({ withdrawalAllowlist: true, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id));
    return true;
  }
  if (!actor.withdrawalAllowlist) return false;
  assertNotLocked(actor);
  if (!(await isTwoFactorOn(deps.db, actor.id))) {
    if (!input.password) {
      throw badRequest(WITHDRAWAL_ADDRESS_MSG.passwordNeeded, [{ field: 'password', message: WITHDRAWAL_ADDRESS_MSG.passwordNeeded }]);
    }
    if (!(await checks.passwordMatches(input.password))) {
      throw badRequest(WITHDRAWAL_ADDRESS_MSG.passwordWrong, [{ field: 'password', message: WITHDRAWAL_ADDRESS_MSG.passwordWrong }]);
    }
  }
  await deps.db.transaction(async (tx) => {
    await checks.stepUp(tx);
    // of two requests at once, only the one that finds it on turns it off and tells the owner
    const turnedOff = await tx
      .update(users)
      .set({ withdrawalAllowlist: false, updatedAt: sql`now()` })
      .where(and(eq(users.id, actor.id), eq(users.withdrawalAllowlist, true)))
      .returning({ id: users.id });
    if (turnedOff.length) await deps.notifier.notify(tx, actor, 'withdrawal_allowlist_disabled', {});
  });
  return false;
}

/**
 * The allow-list's rule for a withdrawal (called by createWithdrawal in its transaction): with
 * it on, only a saved address of this coin whose hold has ended. With it off, nothing here.
 */
export async function assertDestinationAllowed(
  tx: Queryable,
  actor: Pick<UserRow, 'id' | 'withdrawalAllowlist'>,
  coin: CoinSymbol,
  address: string,
  now: Date,
): Promise<void> {
  if (!actor.withdrawalAllowlist) return;
  const saved = await findLiveAddress(tx, actor.id, coin, storedForm(coin, address));
  if (!saved) throw forbidden(WITHDRAWAL_ADDRESS_MSG.notSaved);
  if (saved.usableFrom.getTime() > now.getTime()) throw forbidden(WITHDRAWAL_ADDRESS_MSG.onHold(saved.usableFrom));
}
