import { eq, sql } from 'drizzle-orm';
import { TX_MSG } from '@/common/validation/transaction';
import type { Db } from '@/server/db/client';
import { depositAddresses, ledgerEntries, type UserRow } from '@/server/db/schema';
import { conflict, isForeignKeyViolation, notFound } from '@/server/lib/errors';
import { recordAudit } from '../audit/repository';
import { toPublicTransaction } from './presenter';
import { findTransaction, lockTransaction } from './repository';

/**
 * Only a record that never moved money and that nothing else refers to may go; the others are
 * reversed by status (409 says which way). A deposit with an address derived for it keeps it:
 * the address stays watched, and a payment that still arrives is credited as a deposit of its
 * own, so the record it belongs to must stay (it is marked failed instead).
 */
export async function deleteTransaction(db: Db, actor: UserRow, id: string) {
  return db.transaction(async (tx) => {
    const t = await lockTransaction(tx, id);
    if (!t) throw notFound(TX_MSG.transactionNotFound);
    const [moved] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.transactionId, id)).limit(1);
    if (moved) throw conflict(TX_MSG.deleteMovedMoney);
    const [address] = await tx
      .select({ id: depositAddresses.id })
      .from(depositAddresses)
      .where(eq(depositAddresses.transactionId, id))
      .limit(1);
    if (address) throw conflict(TX_MSG.deleteOnChainDeposit);
    const before = await findTransaction(tx, id);
    try {
      // a savepoint: a refusal by a foreign key leaves the transaction usable to answer 409
      await tx.transaction(async (sp) => sp.execute(sql`delete from transactions where id = ${id}::uuid`));
    } catch (err) {
      // anything else that still points here (a payout review, a chain payment): kept, not a 500
      if (isForeignKeyViolation(err)) throw conflict(TX_MSG.deleteReferenced);
      throw err;
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'transaction.delete',
      entity: 'transaction',
      entityId: id,
      before: before && toPublicTransaction(before),
      after: null,
    });
    return before!;
  });
}
