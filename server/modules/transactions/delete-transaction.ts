import { eq, sql } from 'drizzle-orm';
import { TX_MSG } from '@/common/validation/transaction';
import type { Db } from '@/server/db/client';
import { ledgerEntries, type UserRow } from '@/server/db/schema';
import { conflict, notFound } from '@/server/lib/errors';
import { recordAudit } from '../audit/repository';
import { toPublicTransaction } from './presenter';
import { findTransaction, lockTransaction } from './repository';

/** Only a record that never moved money may go; the others are reversed by status. */
export async function deleteTransaction(db: Db, actor: UserRow, id: string) {
  return db.transaction(async (tx) => {
    const t = await lockTransaction(tx, id);
    if (!t) throw notFound(TX_MSG.transactionNotFound);
    const [moved] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.transactionId, id)).limit(1);
    if (moved) {
      throw conflict('This transaction moved money, so it cannot be deleted; change its status to reverse it');
    }
    const before = await findTransaction(tx, id);
    await tx.execute(sql`delete from transactions where id = ${id}::uuid`);
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
