import { MSG } from '@/common/messages';
import { SENDER_TXID_MSG, senderTxidIssue } from '@/common/validation/sender-txid';
import { TX_MSG } from '@/common/validation/transaction';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict, forbidden, notFound } from '@/server/lib/errors';
import { lockTransaction, updateTransactionRow } from '../money/repository';

const field = (message: string) => badRequest(message, [{ field: 'sender_txid', message }]);

/**
 * The investor gives the hash of the payment they sent to one of our shared wallets, so staff
 * can find it on the chain and match it to the deposit. Only on their own deposit, while it is
 * pending (once confirmed or failed, staff have decided without it), and only to a shared
 * wallet: a deposit with its own address is matched on the chain by the watcher. Given again,
 * it replaces the earlier one (a mistyped hash is corrected the same way).
 */
export async function setSenderTxid(db: Db, actor: UserRow, id: string, hash: string, clock: Clock) {
  return db.transaction(async (tx) => {
    const t = await lockTransaction(tx, id);
    if (!t) throw notFound(TX_MSG.transactionNotFound);
    if (t.userId !== actor.id) throw forbidden(MSG.forbidden);
    if (t.type !== 'deposit') throw conflict(SENDER_TXID_MSG.notDeposit);
    if (t.quoteUnits !== null) throw conflict(SENDER_TXID_MSG.notSharedWallet);
    if (t.status !== 'pending') throw conflict(SENDER_TXID_MSG.notPending);
    const { coin } = t;
    const issue = coin ? senderTxidIssue(coin, hash) : undefined;
    if (issue) throw field(issue);
    return (await updateTransactionRow(tx, id, { senderTxid: hash, updatedAt: clock.now() }))!;
  });
}

/** A hash sent with a deposit that gets its own address: refused, the watcher finds that payment itself. */
export const refuseOnChainHash = () => field(SENDER_TXID_MSG.notSharedWallet);
