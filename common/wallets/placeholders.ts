// The deposit addresses the demo seed installs (server/db/seed-data.ts, DEMO_WALLETS). They
// pass their network's checksum but encode the text 'demo-deposit-<coin>', not a key anyone
// holds: coins sent there are lost. The investor's deposit dialog warns when it offers one,
// and the back-office can flag them, until an operator replaces them with real wallets.
// tests/unit/common/placeholder-wallets.test.ts keeps this list equal to the seed's.

export const PLACEHOLDER_WALLET_ADDRESSES = [
  'bc1qv3jk6medv3jhqmmnd96z6cn5vvqqqqqqfthxkf',
  '0x64656D6f2D6465706f7369742D65746800000000',
  'TK845YfUqvgnV2DRVLvjRdAhbLVkzHu55h',
] as const;

// compared without case: an ether address may be written in either case (its checksum is the case)
const placeholders = new Set<string>(PLACEHOLDER_WALLET_ADDRESSES.map((a) => a.toLowerCase()));

/** True for one of the seed's demo addresses, which nobody can spend from. */
export const isPlaceholderWalletAddress = (address: string): boolean => placeholders.has(address.trim().toLowerCase());
