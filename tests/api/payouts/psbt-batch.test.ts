// Bitcoin payout batches as PSBTs (BIP-174): built from the operator's confirmed outputs (found
// through the xpub's addresses on an Esplora stand-in), signed here by bitcoinjs-lib with the
// test mnemonic's keys as the operator's wallet would, checked input by input and output by
// output; broadcast through the server or from the wallet, after which every withdrawal the
// transaction pays is marked paid with its hash, by itself, and its owner is mailed.
import * as ecc from '@bitcoinerlab/secp256k1';
import { BIP32Factory, type BIP32Interface } from 'bip32';
import { address as btcAddress, networks, payments, Psbt, Transaction } from 'bitcoinjs-lib';
import { and, eq, sql } from 'drizzle-orm';
import { Mnemonic } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_MSG, type PayoutBatch } from '@/common/api/payout-batches';
import type { PublicTransaction } from '@/common/api/transactions';
import { rowsOf } from '@/server/db/rows';
import { transactions } from '@/server/db/schema';
import { MAIL_QUEUE } from '@/server/modules/notifications/notifier';
import { settleSeenBatches } from '@/server/modules/payouts/batches';
import { startEsploraStandin, type EsploraStandin } from '@/tests/helpers/chain/esplora-standin';
import { startPriceStandin } from '@/tests/helpers/price-standin';
import { expectError, expectLedgerReconciled, type TestUser } from '@/tests/helpers/test-app';
import { BTC_XPUB, CHAIN_TEST_MNEMONIC, expectDeposit, RATES } from '../chain/chain-helpers';
import { call } from '../transactions/money-helpers';
import { approve, newWithdrawal, richInvestor, startDesk } from './desk-helpers';

const root: BIP32Interface = BIP32Factory(ecc).fromSeed(
  Buffer.from(Mnemonic.fromPhrase(CHAIN_TEST_MNEMONIC).computeSeed().slice(2), 'hex'),
);
const FINGERPRINT = Buffer.from(root.fingerprint).toString('hex');
const keyAt = (chain: 0 | 1, index: number) => root.derivePath(`m/84'/0'/0'/${chain}/${index}`);
const p2wpkhOf = (key: BIP32Interface) => payments.p2wpkh({ pubkey: key.publicKey }).address!;
// three payees' addresses (native SegWit, from keys that are not the operator's)
const PAYEE = [
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
];

let desk: Awaited<ReturnType<typeof startDesk>>;
let esplora: EsploraStandin;
let prices: Awaited<ReturnType<typeof startPriceStandin>>;

beforeAll(async () => {
  [esplora, prices] = await Promise.all([startEsploraStandin(), startPriceStandin(RATES)]);
  desk = await startDesk({
    BTC_XPUB,
    BTC_MASTER_FINGERPRINT: FINGERPRINT,
    ESPLORA_URL: esplora.url,
    PRICE_URL: prices.url,
    BTC_CONFIRMATIONS: '1',
  });
  // the operator's coins: two deposits to addresses derived for them (m/84'/0'/0'/0/0 and /1), confirmed
  for (const [dollars, sats] of [
    [1_800, 3_000_000],
    [1_200, 2_000_000],
  ]) {
    const depositor = await richInvestor(desk.ctx.app, desk.admin, 0);
    const d = await expectDeposit(desk.ctx.app, depositor, dollars, 'Bitcoin');
    esplora.pay([{ address: d.payment_address, sats }]);
  }
  esplora.mine(1);
});
afterAll(async () => {
  await desk?.ctx.close();
  await Promise.all([esplora?.close(), prices?.close()]);
});

const build = (ids: string[], feeRate = 10, who: TestUser = desk.admin) =>
  call(desk.ctx.app, who.token, { method: 'POST', url: '/api/payouts/batches', payload: { ids, fee_rate: feeRate } });
const upload = (id: string, psbt: string) =>
  call(desk.ctx.app, desk.admin.token, { method: 'POST', url: `/api/payouts/batches/${id}/signed`, payload: { psbt } });
const statusOf = async (id: string) =>
  (await call(desk.ctx.app, desk.admin.token, { url: `/api/transaction/single/${id}` })).json() as PublicTransaction;

/** An approved bitcoin withdrawal of `dollars` to `address`, of its own investor (support approves). */
async function approvedWithdrawal(dollars: number, address: string) {
  const investor = await richInvestor(desk.ctx.app, desk.admin, 5_000);
  const w = await newWithdrawal(desk.ctx.app, investor, dollars, address, 'btc');
  expect((await approve(desk.ctx.app, desk.support, w._id)).statusCode).toBe(200);
  return { w, investor };
}

/** What the operator's wallet does: signs every input it holds the key of, by the PSBT's key origins. */
function sign(base64: string): string {
  const psbt = Psbt.fromBase64(base64);
  psbt.signAllInputsHD(root);
  expect(psbt.validateSignaturesOfAllInputs((pubkey, hash, signature) => ecc.verify(hash, pubkey, signature))).toBe(true);
  return psbt.toBase64();
}

describe('a bitcoin payout batch', () => {
  let batch: PayoutBatch;
  let paid: { w: PublicTransaction; investor: TestUser }[];

  it('is one unsigned PSBT paying each approved withdrawal its amount, from our outputs, with change to m/84h/0h/0h/1/0', async () => {
    // $1,200 and $600 at $60,000 per bitcoin (the approvals' rate): 0.02 and 0.01 BTC
    paid = [await approvedWithdrawal(1_200, PAYEE[0]), await approvedWithdrawal(600, PAYEE[1])];
    const res = await build(paid.map((p) => p.w._id));
    expect(res.statusCode, res.body).toBe(201);
    batch = res.json();
    expect(batch).toMatchObject({ state: 'built', fee_rate: 10, change_address: p2wpkhOf(keyAt(1, 0)) });

    const psbt = Psbt.fromBase64(batch.psbt);
    // inputs: the largest output first (3,000,000 sat at /0/0), then the next (2,000,000 at /0/1), each with its key's origin
    expect(psbt.txInputs.map((i) => `${Buffer.from(i.hash).reverse().toString('hex')}:${i.index}`)).toEqual(
      batch.inputs.map((i) => `${i.txid}:${i.vout}`),
    );
    expect(psbt.data.inputs.map((i) => Number(i.witnessUtxo!.value))).toEqual([3_000_000, 2_000_000]);
    psbt.data.inputs.forEach((input, n) => {
      const [origin] = input.bip32Derivation!;
      expect(Buffer.from(origin.masterFingerprint).toString('hex')).toBe(FINGERPRINT);
      expect(origin.path).toBe(`m/84'/0'/0'/0/${n}`);
      expect(Buffer.from(origin.pubkey)).toEqual(Buffer.from(keyAt(0, n).publicKey));
    });
    expect(psbt.txInputs.every((i) => i.sequence === 0xfffffffd)).toBe(true);

    // outputs: each payee its amount, then the change to the first change address
    const outputs = psbt.txOutputs.map((o) => ({
      address: btcAddress.fromOutputScript(o.script, networks.bitcoin),
      sats: Number(o.value),
    }));
    const change = btcAddress.fromOutputScript(psbt.txOutputs[2].script, networks.bitcoin);
    expect(change).toBe(batch.change_address);
    expect(Buffer.from(psbt.data.outputs[2].bip32Derivation![0].pubkey)).toEqual(Buffer.from(keyAt(1, 0).publicKey));
    expect(psbt.data.outputs[2].bip32Derivation![0].path).toBe("m/84'/0'/0'/1/0");
    expect(outputs).toEqual([
      { address: PAYEE[0], sats: 2_000_000 },
      { address: PAYEE[1], sats: 1_000_000 },
      { address: change, sats: batch.change_sats },
    ]);
    // the fee at 10 sat/vB of the transaction's size: two P2WPKH inputs, three P2WPKH outputs
    expect(batch.fee_sats).toBe(10 * (11 + 2 * 68 + 3 * 31));
    expect(5_000_000 - 3_000_000 - batch.change_sats).toBe(batch.fee_sats);
    expect(batch.txid).toBe(Transaction.fromBuffer(psbt.data.getTransaction()).getId());

    // the wallet's file is the same PSBT
    const file = await call(desk.ctx.app, desk.admin.token, { url: `/api/payouts/batches/${batch.id}/psbt` });
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="payout-batch-.*\.psbt"/);
    expect(file.rawPayload.toString('base64')).toBe(batch.psbt);
  });

  it('refuses a PSBT that is not signed, not a PSBT, or another transaction; nothing is broadcast', async () => {
    expectError(await upload(batch.id, batch.psbt), 400, BATCH_MSG.notSigned);
    expectError(await upload(batch.id, 'hello'), 400, BATCH_MSG.notAPsbt);
    const other = Psbt.fromBase64(batch.psbt);
    other.addOutput({ address: PAYEE[2], value: 1_000n });
    expectError(await upload(batch.id, other.toBase64()), 409, BATCH_MSG.otherTransaction);
    expect(esplora.broadcasts).toEqual([]);
    expect((await statusOf(paid[0].w._id)).status).toBe('pending');
  });

  it('signed by the wallet and uploaded, it is broadcast and every withdrawal it pays is paid with its hash and mailed', async () => {
    const res = await upload(batch.id, sign(batch.psbt));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'paid', txid: batch.txid });
    expect(esplora.broadcasts).toHaveLength(1);
    expect(Transaction.fromHex(esplora.broadcasts[0]).getId()).toBe(batch.txid);
    for (const { w, investor } of paid) {
      const shown = await statusOf(w._id);
      expect(shown).toMatchObject({ status: 'successful', payout_reference: batch.txid });
      expect(shown.payout_check).toMatchObject({ state: 'confirming', confirmations: 0, required_confirmations: 1 });
      const [mail] = rowsOf<{ n: number }>(
        await desk.ctx.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${investor.email} and data->>'template' = 'withdrawal_paid'`,
        ),
      );
      expect(mail.n).toBe(1);
    }
    await expectLedgerReconciled(desk.ctx.db);
  });

  it('broadcast from the wallet instead, the watcher sees it and marks what it pays paid', async () => {
    // the first batch's change is confirmed now: it pays the next batch
    esplora.mine(1);
    const next = await approvedWithdrawal(600, PAYEE[2]);
    const built: PayoutBatch = (await build([next.w._id], 5)).json();
    expect(built.inputs.map((i) => i.path)).toEqual(["m/84'/0'/0'/1/0"]);
    expect(built.change_address).toBe(p2wpkhOf(keyAt(1, 1)));
    const signed = Psbt.fromBase64(sign(built.psbt));
    signed.finalizeAllInputs();
    const pushed = await fetch(`${esplora.url}/tx`, { method: 'POST', body: signed.extractTransaction().toHex() });
    expect(await pushed.text()).toBe(built.txid);

    const { ctx } = desk;
    const deps = { db: ctx.db, clock: desk.clock, notifier: ctx.app.notifier, rules: ctx.config, chain: ctx.app.chain };
    expect(await settleSeenBatches(deps, ctx.app.log)).toBe(1);
    expect(await statusOf(next.w._id)).toMatchObject({ status: 'successful', payout_reference: built.txid });
    const [row] = await desk.ctx.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, next.w._id), eq(transactions.status, 'successful')));
    expect(row).toBeDefined();
  });

  it('takes only approved bitcoin withdrawals, none twice, and says when our coins do not cover it', async () => {
    // the last batch's change confirms: it is what is left to spend
    esplora.mine(1);
    const investor = await richInvestor(desk.ctx.app, desk.admin, 5_000);
    const unapproved = await newWithdrawal(desk.ctx.app, investor, 300, PAYEE[0], 'btc');
    expectError(await build([unapproved._id]), 409, BATCH_MSG.needsApproval);
    const big = await approvedWithdrawal(4_000, PAYEE[1]);
    expectError(await build([big.w._id], 10), 409, /does not cover the batch and its fee/);
    const small = await approvedWithdrawal(300, PAYEE[0]);
    const first: PayoutBatch = (await build([small.w._id])).json();
    expectError(await build([small.w._id]), 409, BATCH_MSG.inAnotherBatch);
    // cancelled, its withdrawal and outputs are free again
    const cancelled = await call(desk.ctx.app, desk.admin.token, { method: 'POST', url: `/api/payouts/batches/${first.id}/cancel` });
    expect(cancelled.json().state).toBe('cancelled');
    expect((await build([small.w._id])).statusCode).toBe(201);
    expectError(await build([small.w._id], 10, desk.support), 403);
  });
});
