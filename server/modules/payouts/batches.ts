import bs58check from 'bs58check';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BATCH_MSG, type BatchCreateInput, type PayoutBatch } from '@/common/api/payout-batches';
import { quoteUnits } from '@/common/chain/amounts';
import { CHAIN_COINS } from '@/common/chain/coins';
import { fromCents } from '@/common/money';
import type { Db, Queryable } from '@/server/db/client';
import {
  derivationCounters,
  depositAddresses,
  payoutBatches,
  payoutBatchInputs,
  payoutBatchItems,
  transactions,
  users,
  type UserRow,
} from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict, notFound, serviceUnavailable } from '@/server/lib/errors';
import { API_MSG } from '@/server/i18n/api-messages';
import { recordAudit } from '../audit/repository';
import { esploraWallet, type Utxo } from '../chain/esplora-wallet';
import { createPayoutLookup } from '../chain/payout-lookup';
import type { ChainDeposits } from '../chain/service';
import { mapLimited, NodeCallError } from '../chain/watchers/node-http';
import { findTransaction } from '../money/repository';
import type { Notifier } from '../notifications/notifier';
import { updateTransactionIn } from '../transactions/service';
import { lockPendingWithdrawal } from '../withdrawals/approve';
import { assertMayPay, reviewsOf, type PayoutRules } from '../withdrawals/reviews';

// Bitcoin payout batches (BIP-174 PSBTs). The server builds one unsigned transaction paying a
// selection of approved withdrawals from the operator's confirmed outputs (found through the
// xpub's addresses and Esplora), at the fee rate the operator picks, with change to the next
// unused m/84'/0'/0'/1/i. The operator signs it in their own wallet — the server never holds a
// private key — and broadcasts it there, or uploads it for the server to broadcast through
// Esplora. Its txid is fixed before signing (SegWit), so once the network shows it, every
// withdrawal it pays is marked paid with its hash, on behalf of the admin who built it, through
// the one pay step (the two-person rule and the on-chain check included), and the owner is told.
// bitcoinjs-lib (PSBTs, scripts) is loaded only when a batch is built or signed.

export interface BatchDeps {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  rules: PayoutRules;
  chain: ChainDeposits;
}

type BatchRow = typeof payoutBatches.$inferSelect;

/** The change chain's next index is counted per key in derivation_counters, under this coin name. */
const CHANGE_COUNTER = 'btc/change';
/** P2WPKH sizes in virtual bytes: an input spending one, the transaction's fixed part (rounded up). */
const INPUT_VBYTES = 68;
const OVERHEAD_VBYTES = 11;
/** A P2WPKH output worth less than this is dust: nodes do not relay it; it goes to the fee instead. */
const DUST_SATS = 294;
/** Opted in to replace-by-fee (BIP-125): a stuck batch can be bumped from the operator's wallet. */
const RBF_SEQUENCE = 0xfffffffd;
const PARALLEL_CALLS = 4;

const bitcoin = () => import('bitcoinjs-lib');

/** An output of ours that can be spent, with where its key sits below the account. */
interface OwnOutput extends Utxo {
  address: string;
  chain: 0 | 1;
  index: number;
}

function requireWallet(chain: ChainDeposits) {
  const deriver = chain.deriver('btc');
  const nodeUrl = chain.config.coins.btc.nodeUrl;
  if (!deriver?.bitcoinKeyAt || !deriver.xpub || !nodeUrl) throw conflict(BATCH_MSG.noKey);
  const fingerprint = chain.config.btcMasterFingerprint;
  if (!fingerprint) throw conflict(BATCH_MSG.noFingerprint);
  return { deriver, keyAt: deriver.bitcoinKeyAt, xpub: deriver.xpub, fingerprint, wallet: esploraWallet(nodeUrl), nodeUrl };
}

const accountPath = CHAIN_COINS.btc.accountPath;
const pathOf = (chain: number, index: number) => `${accountPath}/${chain}/${index}`;

/** Every address of the key that may hold our bitcoin: each made for a deposit, and each change address handed out. */
async function ownAddresses(db: Queryable, xpubId: string, keyAt: (chain: 0 | 1, index: number) => { address: string }) {
  const deposits = await db
    .select({ address: depositAddresses.address, index: depositAddresses.derivationIndex })
    .from(depositAddresses)
    .where(and(eq(depositAddresses.coin, 'btc'), eq(depositAddresses.xpubId, xpubId)));
  const [counter] = await db
    .select({ next: derivationCounters.nextIndex })
    .from(derivationCounters)
    .where(and(eq(derivationCounters.coin, CHANGE_COUNTER), eq(derivationCounters.xpubId, xpubId)));
  const change = Array.from({ length: counter?.next ?? 0 }, (_, index) => ({ address: keyAt(1, index).address, index, chain: 1 as const }));
  return [...deposits.map((d) => ({ ...d, chain: 0 as const })), ...change];
}

/** Outputs that batches not yet seen on the network are spending: no other batch may take them. */
async function reservedOutputs(db: Queryable): Promise<Set<string>> {
  const rows = await db
    .select({ txid: payoutBatchInputs.txid, vout: payoutBatchInputs.vout })
    .from(payoutBatchInputs)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutBatchInputs.batchId))
    .where(inArray(payoutBatches.state, ['built', 'broadcast']));
  return new Set(rows.map((r) => `${r.txid}:${r.vout}`));
}

/** The vsize of a transaction of P2WPKH inputs and these outputs' scripts. */
const vsizeOf = (inputs: number, outputScripts: Uint8Array[]) =>
  OVERHEAD_VBYTES + inputs * INPUT_VBYTES + outputScripts.reduce((sum, s) => sum + 9 + s.length, 0);

/**
 * Builds a batch for the approved bitcoin withdrawals `ids`: each pays the coin amount due at its
 * approval's rate (what the on-chain check later asks for). Largest outputs first until they
 * cover the payments and the fee; change under the dust limit goes to the fee.
 */
export async function buildBatch(deps: BatchDeps, actor: UserRow, input: BatchCreateInput): Promise<PayoutBatch> {
  const { db, chain } = deps;
  const { deriver, keyAt, xpub, fingerprint, wallet } = requireWallet(chain);
  const now = deps.clock.now();

  // the node first, outside any database transaction: it may be slow or down
  const addresses = await ownAddresses(db, deriver.xpubId, keyAt);
  let found: Utxo[][];
  try {
    found = await mapLimited(addresses, PARALLEL_CALLS, (a) => wallet.utxosOf(a.address));
  } catch (err) {
    if (err instanceof NodeCallError) throw serviceUnavailable(err.message);
    throw err;
  }
  const { payments, address, networks, Psbt, Transaction } = await bitcoin();
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];

  const batch = await db.transaction(async (tx) => {
    const reserved = await reservedOutputs(tx);
    const spendable: OwnOutput[] = addresses
      .flatMap((a, i) => found[i].map((u) => ({ ...u, address: a.address, chain: a.chain, index: a.index })))
      .filter((u) => u.confirmed && !reserved.has(`${u.txid}:${u.vout}`))
      .sort((a, b) => b.sats - a.sats);

    // each withdrawal: pending, bitcoin, approved by someone else, payable by this admin, in no other open batch
    const reviews = await reviewsOf(tx, ids);
    const open = await tx
      .select({ id: payoutBatchItems.transactionId })
      .from(payoutBatchItems)
      .innerJoin(payoutBatches, eq(payoutBatches.id, payoutBatchItems.batchId))
      .where(and(inArray(payoutBatchItems.transactionId, ids), inArray(payoutBatches.state, ['built', 'broadcast'])));
    const items: { transactionId: string; address: string; sats: number; amountCents: number }[] = [];
    for (const id of ids) {
      const t = await lockPendingWithdrawal(tx, id);
      if (t.coin !== 'btc') throw conflict(BATCH_MSG.notBitcoin);
      const approved = reviews.get(id)?.approved;
      if (!approved?.actorActive || approved.actorId === actor.id || approved.actorId === t.userId) throw conflict(BATCH_MSG.needsApproval);
      if (open.some((o) => o.id === id)) throw conflict(BATCH_MSG.inAnotherBatch);
      await assertMayPay(tx, actor.id, t, t.amountCents, deps.rules, now);
      const rate = approved.rateUsd ?? (await chain.prices.rate(tx, 'btc'))?.usd;
      if (!rate) throw conflict(API_MSG.batchNoRate(id));
      const sats = Number(quoteUnits(t.amountCents, rate, CHAIN_COINS.btc.decimals, CHAIN_COINS.btc.quoteDecimals));
      items.push({ transactionId: id, address: t.paymentAddress, sats, amountCents: t.amountCents });
    }

    // the outputs to spend, largest first, until they pay everything and the fee with change
    const paying = items.reduce((sum, i) => sum + i.sats, 0);
    const scripts = items.map((i) => address.toOutputScript(i.address, networks.bitcoin));
    const changeScript = payments.p2wpkh({ pubkey: keyAt(1, 0).pubkey }).output!;
    const chosen: OwnOutput[] = [];
    let total = 0;
    let fee = 0;
    for (const u of spendable) {
      chosen.push(u);
      total += u.sats;
      fee = Math.ceil(input.fee_rate * vsizeOf(chosen.length, [...scripts, changeScript]));
      if (total >= paying + fee) break;
    }
    if (total < paying + fee || !chosen.length) throw conflict(BATCH_MSG.notEnough(total, paying + fee));
    let change = total - paying - fee;
    if (change < DUST_SATS) {
      // no change output: what is left (and the change output's size) goes to the fee
      fee = total - paying;
      change = 0;
    }

    let changeAddress: { address: string; pubkey: Uint8Array; index: number } | undefined;
    if (change) {
      const [counter] = await tx
        .insert(derivationCounters)
        .values({ coin: CHANGE_COUNTER, xpubId: deriver.xpubId, nextIndex: 1 })
        .onConflictDoUpdate({
          target: [derivationCounters.coin, derivationCounters.xpubId],
          set: { nextIndex: sql`${derivationCounters.nextIndex} + 1` },
        })
        .returning({ next: derivationCounters.nextIndex });
      const index = counter.next - 1;
      changeAddress = { ...keyAt(1, index), index };
    }

    const origin = (pubkey: Uint8Array, path: string) => [{ masterFingerprint: Buffer.from(fingerprint, 'hex'), pubkey, path }];
    const psbt = new Psbt({ network: networks.bitcoin });
    psbt.setVersion(2);
    psbt.updateGlobal({
      globalXpub: [{ extendedPubkey: bs58check.decode(xpub), masterFingerprint: Buffer.from(fingerprint, 'hex'), path: accountPath }],
    });
    for (const u of chosen) {
      const { pubkey } = keyAt(u.chain, u.index);
      psbt.addInput({
        hash: u.txid,
        index: u.vout,
        sequence: RBF_SEQUENCE,
        witnessUtxo: { script: payments.p2wpkh({ pubkey }).output!, value: BigInt(u.sats) },
        bip32Derivation: origin(pubkey, pathOf(u.chain, u.index)),
      });
    }
    items.forEach((item, i) => psbt.addOutput({ script: scripts[i], value: BigInt(item.sats) }));
    if (changeAddress) {
      psbt.addOutput({
        address: changeAddress.address,
        value: BigInt(change),
        bip32Derivation: origin(changeAddress.pubkey, pathOf(1, changeAddress.index)),
      });
    }
    const txid = Transaction.fromBuffer(psbt.data.getTransaction()).getId();

    const [row] = await tx
      .insert(payoutBatches)
      .values({
        coin: 'btc',
        txid,
        psbt: psbt.toBase64(),
        feeRateSatVb: input.fee_rate,
        feeSats: fee,
        changeIndex: changeAddress?.index ?? null,
        changeAddress: changeAddress?.address ?? null,
        changeSats: change,
        createdBy: actor.id,
        createdAt: now,
      })
      .returning();
    await tx
      .insert(payoutBatchItems)
      .values(items.map((i) => ({ batchId: row.id, transactionId: i.transactionId, address: i.address, sats: i.sats })));
    await tx.insert(payoutBatchInputs).values(
      chosen.map((u) => ({
        batchId: row.id,
        txid: u.txid,
        vout: u.vout,
        address: u.address,
        sats: u.sats,
        chain: u.chain,
        derivationIndex: u.index,
      })),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payout_batch.build',
      entity: 'payout_batch',
      entityId: row.id,
      after: { txid, withdrawals: ids, fee_sats: fee, fee_rate: input.fee_rate },
    });
    return row;
  });
  return (await presentBatches(db, [batch]))[0];
}

/** Batches with their inputs and items, as the API shows them. */
async function presentBatches(db: Queryable, rows: BatchRow[]): Promise<PayoutBatch[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const inputs = await db.select().from(payoutBatchInputs).where(inArray(payoutBatchInputs.batchId, ids));
  // the inputs in the transaction's own order, as the wallet will show them
  const { Psbt } = await bitcoin();
  const orderOf = new Map(
    rows.flatMap((r) =>
      Psbt.fromBase64(r.psbt).txInputs.map(
        (input, n) => [`${r.id}:${Buffer.from(input.hash).reverse().toString('hex')}:${input.index}`, n] as const,
      ),
    ),
  );
  const position = (i: (typeof inputs)[number]) => orderOf.get(`${i.batchId}:${i.txid}:${i.vout}`) ?? 0;
  inputs.sort((a, b) => position(a) - position(b));
  const items = await db
    .select({ item: payoutBatchItems, amountCents: transactions.amountCents })
    .from(payoutBatchItems)
    .innerJoin(transactions, eq(transactions.id, payoutBatchItems.transactionId))
    .where(inArray(payoutBatchItems.batchId, ids));
  return rows.map((r) => ({
    id: r.id,
    state: r.state,
    txid: r.txid,
    psbt: r.psbt,
    fee_rate: r.feeRateSatVb,
    fee_sats: r.feeSats,
    change_address: r.changeAddress,
    change_sats: r.changeSats,
    inputs: inputs
      .filter((i) => i.batchId === r.id)
      .map((i) => ({ txid: i.txid, vout: i.vout, address: i.address, sats: i.sats, path: pathOf(i.chain, i.derivationIndex) })),
    items: items
      .filter((i) => i.item.batchId === r.id)
      .map((i) => ({
        transaction_id: i.item.transactionId,
        address: i.item.address,
        sats: i.item.sats,
        amount_usd: fromCents(i.amountCents),
      })),
    created_by: r.createdBy,
    created_at: r.createdAt.toISOString(),
    broadcast_at: r.broadcastAt?.toISOString() ?? null,
    paid_at: r.paidAt?.toISOString() ?? null,
  }));
}

export async function listBatches(db: Queryable): Promise<PayoutBatch[]> {
  return presentBatches(db, await db.select().from(payoutBatches).orderBy(desc(payoutBatches.createdAt)).limit(100));
}

async function findBatch(db: Queryable, id: string): Promise<BatchRow> {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  if (!row) throw notFound(BATCH_MSG.notFound);
  return row;
}

export async function getBatch(db: Queryable, id: string): Promise<PayoutBatch> {
  return (await presentBatches(db, [await findBatch(db, id)]))[0];
}

/** The unsigned PSBT as the binary file wallets open (BIP-174's .psbt). */
export async function batchPsbtFile(db: Queryable, id: string): Promise<Buffer> {
  return Buffer.from((await findBatch(db, id)).psbt, 'base64');
}

/** A batch nobody will sign: its outputs and withdrawals are free for another. */
export async function cancelBatch(deps: BatchDeps, actor: UserRow, id: string): Promise<PayoutBatch> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
    if (!row) throw notFound(BATCH_MSG.notFound);
    if (row.state !== 'built') throw conflict(BATCH_MSG.notBuilt(row.state));
    await tx.update(payoutBatches).set({ state: 'cancelled', cancelledAt: deps.clock.now() }).where(eq(payoutBatches.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payout_batch.cancel',
      entity: 'payout_batch',
      entityId: id,
      before: { txid: row.txid },
    });
  });
  return getBatch(deps.db, id);
}

/**
 * The batch's PSBT as the operator's wallet signed it: it must be the batch's own transaction and
 * fully signed; it is finalised and broadcast through Esplora, and what it pays is marked paid.
 */
export async function broadcastSigned(deps: BatchDeps, actor: UserRow, id: string, signedText: string, log: FastifyBaseLogger) {
  const { wallet } = requireWallet(deps.chain);
  const row = await findBatch(deps.db, id);
  if (row.state !== 'built' && row.state !== 'broadcast') throw conflict(BATCH_MSG.notBuilt(row.state));
  const { Psbt, Transaction } = await bitcoin();
  let signed: InstanceType<typeof Psbt>;
  try {
    signed = Psbt.fromBase64(signedText.replace(/\s+/g, ''));
  } catch {
    throw badRequest(BATCH_MSG.notAPsbt, [{ field: 'psbt', message: BATCH_MSG.notAPsbt }]);
  }
  if (Transaction.fromBuffer(signed.data.getTransaction()).getId() !== row.txid) throw conflict(BATCH_MSG.otherTransaction);
  let hex: string;
  try {
    const finalised = signed.data.inputs.every((i) => i.finalScriptWitness || i.finalScriptSig);
    if (!finalised) signed.finalizeAllInputs();
    hex = signed.extractTransaction().toHex();
  } catch {
    throw badRequest(BATCH_MSG.notSigned, [{ field: 'psbt', message: BATCH_MSG.notSigned }]);
  }
  try {
    await wallet.broadcast(hex);
  } catch (err) {
    if (!(err instanceof NodeCallError)) throw err;
    // a 4xx is the network refusing the transaction (a spent input, a low fee): said as it is
    if (/: HTTP 4\d\d/.test(err.message)) throw conflict(BATCH_MSG.refused(err.message));
    throw serviceUnavailable(err.message);
  }
  await recordAudit(deps.db, {
    actorId: actor.id,
    action: 'payout_batch.broadcast',
    entity: 'payout_batch',
    entityId: id,
    after: { txid: row.txid },
  });
  await settleBatch(deps, row, log);
  return getBatch(deps.db, id);
}

/**
 * The network shows the batch's transaction: it is marked broadcast, and each withdrawal it pays
 * that is still pending is marked paid with its hash, each in its own database transaction, on
 * behalf of the admin who built it (the pay step checks the two-person rule and the chain again).
 * Once every one is paid, so is the batch. A withdrawal that cannot be (its approver left the
 * staff since) stays pending and is logged for staff.
 */
async function settleBatch(deps: BatchDeps, row: BatchRow, log: FastifyBaseLogger): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .update(payoutBatches)
    .set({ state: 'broadcast', broadcastAt: now })
    .where(and(eq(payoutBatches.id, row.id), eq(payoutBatches.state, 'built')));
  const [creator] = await deps.db.select().from(users).where(eq(users.id, row.createdBy));
  const items = await deps.db.select().from(payoutBatchItems).where(eq(payoutBatchItems.batchId, row.id));
  let unpaid = 0;
  for (const item of items) {
    try {
      await deps.db.transaction(async (tx) => {
        const t = await findTransaction(tx, item.transactionId, { forUpdate: true });
        if (!t || t.status !== 'pending') return;
        await updateTransactionIn(tx, deps, creator, item.transactionId, { status: 'successful', payout_reference: row.txid });
      });
    } catch (err) {
      unpaid += 1;
      log.error(
        { err, batch: row.id, withdrawal: item.transactionId },
        'payout batch: a withdrawal it paid could not be marked paid; staff must look',
      );
    }
  }
  if (!unpaid) {
    await deps.db
      .update(payoutBatches)
      .set({ state: 'paid', paidAt: now })
      .where(and(eq(payoutBatches.id, row.id), eq(payoutBatches.state, 'broadcast')));
  }
}

/**
 * One pass of the watcher over batches not yet paid: a built batch whose transaction the network
 * now shows (broadcast from the operator's wallet) is settled, and a broadcast one with a
 * withdrawal left pending is tried again. Safe in several instances at once: each withdrawal is
 * paid under its row lock, once.
 */
export async function settleSeenBatches(deps: BatchDeps, log: FastifyBaseLogger): Promise<number> {
  const open = await deps.db
    .select()
    .from(payoutBatches)
    .where(inArray(payoutBatches.state, ['built', 'broadcast']));
  if (!open.length) return 0;
  const lookup = createPayoutLookup('btc', deps.chain.config);
  if (!lookup) return 0;
  let settled = 0;
  for (const row of open) {
    if (row.state === 'built') {
      const [first] = await deps.db.select().from(payoutBatchItems).where(eq(payoutBatchItems.batchId, row.id)).limit(1);
      if (!first || !(await lookup.find(row.txid, first.address))) continue;
    }
    await settleBatch(deps, row, log);
    settled += 1;
  }
  return settled;
}
