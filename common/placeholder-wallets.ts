import type { CoinSymbol } from './coins';

/**
 * The demo deposit addresses the first start seeds, one per coin. They pass their network's
 * checksum (the deposit screen shows only checked addresses) but encode the text
 * 'demo-deposit-<coin>' instead of a key anyone holds: coins sent there are lost. A wallet with
 * one of these addresses is a placeholder; the back office warns while one is active.
 */
export const PLACEHOLDER_WALLET_ADDRESSES: Readonly<Record<CoinSymbol, string>> = {
  btc: 'bc1qv3jk6medv3jhqmmnd96z6cn5vvqqqqqqfthxkf',
  eth: '0x64656D6f2D6465706f7369742D65746800000000',
  usdt: 'TK845YfUqvgnV2DRVLvjRdAhbLVkzHu55h',
};

const PLACEHOLDERS = new Set(Object.values(PLACEHOLDER_WALLET_ADDRESSES).map((a) => a.toLowerCase()));

/** Exact match, ignoring case (an Ethereum address may be typed in either case). */
export const isPlaceholderWalletAddress = (address: string): boolean => PLACEHOLDERS.has(address.trim().toLowerCase());
