import { randomBytes } from 'node:crypto';
import bs58check from 'bs58check';
import { startLocalHttp, type LocalHttp, type StandinRequest, type StandinReply } from './local-http';

// USDT on TRON in memory behind the TronGrid calls the watcher makes: the newest block, an
// account's TRC-20 transfers, and a transaction's info (its receipt and event logs), shaped
// as TronGrid documents them (developers.tron.network, "TRC20 Transaction Information of an
// Account" and "GetTransactionInfoById").

/** keccak256("Transfer(address,address,uint256)"), written out here so the watcher's own constant is checked */
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const APPROVAL_TOPIC = '8c5be1e5ebec7d5bd14b71427e41df00d2a97ee1ab27b8d72f4d2d7d0ac9ad19';

/** A sender that pays everybody in these tests. */
export const TRON_SENDER = 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW';

export interface Trc20Transfer {
  to: string;
  /** base units (USDT: millionths) */
  units: bigint;
}

interface StandinTx {
  txid: string;
  contract: string;
  from: string;
  transfers: Trc20Transfer[];
  /** an Approval log before the Transfer logs (a contract call that does more than transfer) */
  approvalFirst: boolean;
  reverts: boolean;
  /** null while not in a block */
  height: number | null;
  seq: number;
}

const tronHex = (address: string) => Buffer.from(bs58check.decode(address).subarray(1)).toString('hex');
const word = (hex: string) => hex.padStart(64, '0');

export interface TronGridStandin extends LocalHttp {
  tip(): number;
  /** when block `height` was made: by the clock given at start, when it was mined */
  blockTime(height: number): Date;
  /** a transfer() call of `contract` (the watched USDT unless said): one Transfer log; returns the txid */
  transfer(to: string, units: bigint, options?: { contract?: string; reverts?: boolean }): string;
  /** a contract call that emits several Transfer logs (a batch payout), optionally after an Approval log */
  send(transfers: Trc20Transfer[], options?: { contract?: string; approvalFirst?: boolean; reverts?: boolean }): string;
  /** `count` new blocks; what waits confirms in the first; returns the new tip */
  mine(count?: number): number;
  /** the last `depth` blocks are replaced: their transactions wait again, except `drop`, which vanishes */
  reorg(depth: number, options?: { drop?: string[] }): void;
}

export async function startTronGridStandin({
  contract,
  startHeight = 60_000_000,
  clock = { now: () => new Date() },
}: {
  contract: string;
  startHeight?: number;
  /** stamps each block mined (a test's ManualClock: the chain's clock follows the app's) */
  clock?: { now(): Date };
}) {
  let tip = startHeight;
  const startedAt = clock.now().getTime();
  const times = new Map<number, number>();
  const timeOf = (height: number) => times.get(height) ?? startedAt;
  const txs = new Map<string, StandinTx>();
  let seq = 0;

  function listing(address: string, query: URLSearchParams) {
    const onlyTo = query.get('only_to') === 'true';
    const onlyFrom = query.get('only_from') === 'true';
    const token = query.get('contract_address');
    const limit = Math.min(Number(query.get('limit') ?? 20), 200);
    const data = [...txs.values()]
      // listed whatever the call's outcome: the watcher's own receipt check is what keeps a reverted call out
      .filter((tx) => !token || tx.contract === token)
      .sort((a, b) => b.seq - a.seq)
      .flatMap((tx) =>
        tx.transfers
          .filter((t) => (onlyTo ? t.to === address : onlyFrom ? tx.from === address : t.to === address || tx.from === address))
          .map((t) => ({
            transaction_id: tx.txid,
            token_info: { symbol: 'USDT', address: tx.contract, decimals: 6, name: 'Tether USD' },
            block_timestamp: tx.height === null ? clock.now().getTime() : timeOf(tx.height),
            from: tx.from,
            to: t.to,
            type: 'Transfer',
            value: t.units.toString(),
          })),
      )
      .slice(0, limit);
    return { data, success: true, meta: { at: Date.now(), page_size: data.length } };
  }

  function info(txid: string) {
    const tx = txs.get(txid);
    if (!tx || tx.height === null) return {};
    const common = {
      id: tx.txid,
      fee: 345_000,
      blockNumber: tx.height,
      blockTimeStamp: timeOf(tx.height),
      contract_address: `41${tronHex(tx.contract)}`,
    };
    if (tx.reverts)
      return { ...common, result: 'FAILED', resMessage: '5452433230', receipt: { energy_usage_total: 1500, result: 'REVERT' } };
    const contractHex = tronHex(tx.contract);
    const approval = {
      address: contractHex,
      topics: [APPROVAL_TOPIC, word(tronHex(tx.from)), word(tronHex(TRON_SENDER))],
      data: word('0'),
    };
    const transfers = tx.transfers.map((t) => ({
      address: contractHex,
      topics: [TRANSFER_TOPIC, word(tronHex(tx.from)), word(tronHex(t.to))],
      data: word(t.units.toString(16)),
    }));
    return {
      ...common,
      contractResult: [word('1')],
      receipt: { energy_usage_total: 14_650, net_usage: 345, result: 'SUCCESS' },
      log: tx.approvalFirst ? [approval, ...transfers] : transfers,
    };
  }

  /**
   * GET /v1/accounts/:address ("Get account info by address"): an account that never received
   * anything is not on chain (empty data); otherwise its TRC-20 balances, one { contract: units }
   * object per token, from the confirmed transfers that did not revert.
   */
  function accountInfo(address: string) {
    const balances = new Map<string, bigint>();
    for (const tx of txs.values()) {
      if (tx.height === null || tx.reverts) continue;
      for (const t of tx.transfers) {
        if (t.to === address) balances.set(tx.contract, (balances.get(tx.contract) ?? 0n) + t.units);
        if (tx.from === address) balances.set(tx.contract, (balances.get(tx.contract) ?? 0n) - t.units);
      }
    }
    if (!balances.size) return { data: [], success: true, meta: { at: Date.now(), page_size: 0 } };
    const trc20 = [...balances].map(([token, units]) => ({ [token]: units.toString() }));
    return { data: [{ address: `41${tronHex(address)}`, balance: 0, trc20 }], success: true, meta: { at: Date.now(), page_size: 1 } };
  }

  function handle({ method, path, query, body }: StandinRequest): StandinReply {
    if (method === 'POST' && path === '/wallet/getnowblock')
      return {
        json: { blockID: word(tip.toString(16)), block_header: { raw_data: { number: tip, timestamp: timeOf(tip) } } },
      };
    if (method === 'POST' && path === '/wallet/gettransactioninfobyid') {
      const value = (body as { value?: unknown } | undefined)?.value;
      return { json: typeof value === 'string' ? info(value) : {} };
    }
    const m = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/.exec(path);
    if (method === 'GET' && m) return { json: listing(decodeURIComponent(m[1]), query) };
    const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && account) return { json: accountInfo(decodeURIComponent(account[1])) };
    return { status: 404, text: 'Not Found' };
  }

  const http = await startLocalHttp(handle);

  function send(transfers: Trc20Transfer[], options: { contract?: string; approvalFirst?: boolean; reverts?: boolean } = {}) {
    const txid = randomBytes(32).toString('hex');
    txs.set(txid, {
      txid,
      contract: options.contract ?? contract,
      from: TRON_SENDER,
      transfers,
      approvalFirst: options.approvalFirst ?? false,
      reverts: options.reverts ?? false,
      height: null,
      seq: seq++,
    });
    return txid;
  }

  function mine(count = 1) {
    for (const tx of txs.values()) if (tx.height === null) tx.height = tip + 1;
    for (let i = 1; i <= count; i++) times.set(tip + i, clock.now().getTime());
    tip += count;
    return tip;
  }

  const standin: TronGridStandin = {
    ...http,
    tip: () => tip,
    blockTime: (height) => new Date(timeOf(height)),
    transfer: (to, units, options = {}) => send([{ to, units }], options),
    send,
    mine,
    reorg(depth, { drop = [] } = {}) {
      const forkHeight = tip - depth;
      for (const txid of drop) txs.delete(txid);
      for (const tx of txs.values()) if (tx.height !== null && tx.height > forkHeight) tx.height = null;
      tip = forkHeight;
      mine(depth);
    },
  };
  return standin;
}
