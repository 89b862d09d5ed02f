import { z } from 'zod';
import { mapLimited, nodeHttp } from './node-http';
import { normaliseHexAddress, tronToHex } from './tron-address';
import type { ChainWatcher, KnownPayment, ObservedPayment, PollInput, PollResult } from './types';

// USDT on TRON through TronGrid's HTTP API: the account's TRC-20 transfers list what arrived;
// each transaction's info (its receipt and logs) says whether and in which block it succeeded.
// The Transfer log is the payment, as for any ERC-20-style token.

/**
 * topics[0] of Transfer(address,address,uint256), hex without 0x as TRON writes it: keccak256
 * of that text (ethers' id()), written out so that a start does not load ethers for it.
 */
export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** Calls at once: TronGrid limits a client without an API key to a few per second. */
const PARALLEL_CALLS = 3;
/** TronGrid's largest page; a derived address takes one deposit, so one page holds its history. */
const PAGE_LIMIT = 200;

export const tronTipSchema = z.object({ block_header: z.object({ raw_data: z.object({ number: z.number().int().nonnegative() }) }) });

const listingSchema = z.object({
  success: z.boolean(),
  data: z.array(
    z.object({
      transaction_id: z.string(),
      to: z.string(),
      value: z.string().regex(/^\d+$/, 'base units'),
      type: z.string(),
      token_info: z.object({ address: z.string() }).optional(),
    }),
  ),
});
type Listed = z.infer<typeof listingSchema>['data'][number];

// `{}` while the transaction is not in a block (or unknown)
export const tronTxInfoSchema = z.object({
  blockNumber: z.number().int().nonnegative().optional(),
  // unix milliseconds of its block
  blockTimeStamp: z.number().int().nonnegative().optional(),
  receipt: z.object({ result: z.string().optional() }).optional(),
  log: z.array(z.object({ address: z.string(), topics: z.array(z.string()), data: z.string().optional() })).optional(),
});
type TxInfo = z.infer<typeof tronTxInfoSchema>;

const bare = (hex: string) => hex.toLowerCase().replace(/^0x/, '');

/**
 * The Transfer logs of the TRC-20 contract `contractHex` (40 hex digits) to `address`, by log index,
 * with the units each moves; none when the call did not succeed (a reverted call moved nothing).
 */
export function transfersInLogs(info: TxInfo, contractHex: string, address: string): { index: number; units: bigint }[] {
  if (info.receipt?.result !== 'SUCCESS') return [];
  const receiver = tronToHex(address).padStart(64, '0');
  return (info.log ?? []).flatMap((log, index) =>
    normaliseHexAddress(log.address) === contractHex &&
    bare(log.topics[0] ?? '') === TRANSFER_TOPIC &&
    bare(log.topics[2] ?? '') === receiver &&
    log.data
      ? [{ index, units: BigInt(`0x${bare(log.data)}`) }]
      : [],
  );
}

export interface TronWatcherOptions {
  /** e.g. https://api.trongrid.io */
  baseUrl: string;
  /** the TRC-20 contract, base58 ('TR7NH...' for USDT) */
  contract: string;
}

export function createTronWatcher({ baseUrl, contract }: TronWatcherOptions): ChainWatcher {
  const node = nodeHttp('TronGrid', baseUrl);
  const contractHex = tronToHex(contract);

  async function tipNumber(): Promise<number> {
    const now = await node.json('POST /wallet/getnowblock', '/wallet/getnowblock', tronTipSchema, { method: 'POST', body: {} });
    return now.block_header.raw_data.number;
  }

  async function transfersTo(address: string): Promise<Listed[]> {
    const call = 'GET /v1/accounts/{address}/transactions/trc20';
    const query = new URLSearchParams({ only_to: 'true', contract_address: contract, limit: String(PAGE_LIMIT) });
    const listing = await node.json(call, `/v1/accounts/${encodeURIComponent(address)}/transactions/trc20?${query}`, listingSchema);
    if (!listing.success) throw node.failure(call, 'the answer says success: false');
    return listing.data.filter((t) => t.type === 'Transfer' && t.to === address && (!t.token_info || t.token_info.address === contract));
  }

  const txInfo = (txid: string): Promise<TxInfo> =>
    node.json('POST /wallet/gettransactioninfobyid', '/wallet/gettransactioninfobyid', tronTxInfoSchema, {
      method: 'POST',
      body: { value: txid },
    });

  /** The transaction's Transfer logs of our contract to `address`, as payments at their log index. */
  const confirmedPayments = (txid: string, info: TxInfo, address: string): ObservedPayment[] =>
    transfersInLogs(info, contractHex, address).map(({ index, units }) => ({
      txid,
      outputIndex: index,
      address,
      units,
      blockNumber: info.blockNumber!,
      blockHash: null,
      blockTime: info.blockTimeStamp === undefined ? null : new Date(info.blockTimeStamp),
    }));

  return {
    coin: 'usdt',
    tip: tipNumber,
    async poll({ addresses, known }: PollInput): Promise<PollResult> {
      const tip = await tipNumber();
      // one info read per transaction and poll, however many of our addresses it pays
      const infos = new Map<string, Promise<TxInfo>>();
      const infoOf = (txid: string) => infos.get(txid) ?? infos.set(txid, txInfo(txid)).get(txid)!;

      // the addresses of known payments too, so an unconfirmed one is not taken for gone
      const watched = [...new Set([...addresses.map((a) => a.address), ...known.map((k) => k.address)])];
      const listed = await mapLimited(watched, PARALLEL_CALLS, async (address) => ({ address, transfers: await transfersTo(address) }));

      const payments = new Map<string, ObservedPayment>();
      const keep = (p: ObservedPayment) => payments.set(`${p.txid}:${p.outputIndex}`, p);
      for (const { address, transfers } of listed) {
        const txids = [...new Set(transfers.map((t) => t.transaction_id))];
        const txInfos = await mapLimited(txids, PARALLEL_CALLS, infoOf);
        txids.forEach((txid, i) => {
          const info = txInfos[i];
          if (info.blockNumber !== undefined) return confirmedPayments(txid, info, address).forEach(keep);
          // not in a block yet: no logs to index, so the Nth listed transfer is index N (0 for a
          // plain transfer(), whose one Transfer log is log 0 once it confirms)
          transfers
            .filter((t) => t.transaction_id === txid)
            .forEach((t, n) =>
              keep({ txid, outputIndex: n, address, units: BigInt(t.value), blockNumber: null, blockHash: null, blockTime: null }),
            );
        });
      }

      // a known payment not reported now: confirmed but not listed (read its info), or gone —
      // dropped, reorganised away, reverted, or a log index that its confirmed transaction lacks
      const missing = known.filter((k) => !payments.has(`${k.txid}:${k.outputIndex}`));
      const gone: KnownPayment[] = [];
      for (const k of missing) {
        const info = await infoOf(k.txid);
        const found =
          info.blockNumber !== undefined
            ? confirmedPayments(k.txid, info, k.address).find((p) => p.outputIndex === k.outputIndex)
            : undefined;
        if (found) keep(found);
        else gone.push(k);
      }

      return { tip, cursor: tip, payments: [...payments.values()], gone };
    },
  };
}
