import type { CoinSymbol } from '@/common/coins';

/** An address the watcher looks at: one derived for a deposit. */
export interface WatchedAddress {
  address: string;
  /**
   * A height at or before the address was made (its network's cursor then); null when the
   * network had none. A watcher that reads blocks (ether) starts there when it has no cursor.
   */
  watchFrom: number | null;
  /** when the address was made: where a block-reading watcher starts when watchFrom is null too */
  createdAt: Date;
}

/** A payment the database already holds and has not credited yet: the watcher reads it again. */
export interface KnownPayment {
  txid: string;
  outputIndex: number;
  address: string;
}

/** One payment to one of the watched addresses, as the node shows it now. */
export interface ObservedPayment {
  txid: string;
  /** the output (BTC), 0 (ether) or Transfer log (TRC-20) index within the transaction */
  outputIndex: number;
  /** as given in WatchedAddress (same spelling) */
  address: string;
  /** base units received */
  units: bigint;
  /** null while unconfirmed (in the mempool) */
  blockNumber: number | null;
  blockHash: string | null;
  /** when its block was made, by the chain's clock; null while unconfirmed */
  blockTime: Date | null;
}

export interface PollInput {
  /** the height read up to last time (chain_cursors), null on the first run */
  cursor: number | null;
  addresses: WatchedAddress[];
  /** payments seen before and not credited: re-read to follow their block or see them vanish */
  known: KnownPayment[];
}

export interface PollResult {
  /** the chain's height now */
  tip: number;
  /** the height to start from next time (kept in chain_cursors) */
  cursor: number;
  /** new payments and the known ones re-read (same txid/index: same payment) */
  payments: ObservedPayment[];
  /** known payments the node no longer has at all (dropped from the mempool, or reorganised away) */
  gone: KnownPayment[];
}

/**
 * One network's view, behind one interface: Esplora (bitcoin), JSON-RPC (ether), TronGrid
 * (USDT on TRON). A node that cannot be reached throws; the job logs it and tries again next
 * interval. Only reads: a watcher never signs or sends anything.
 */
export interface ChainWatcher {
  coin: CoinSymbol;
  poll(input: PollInput): Promise<PollResult>;
  /** the chain's height now (one call): moves the cursor on while no address is watched */
  tip(): Promise<number>;
}
