// The seed's demo deposit addresses are the ones the deposit dialog warns about: the list in
// common/ must name exactly the addresses the seed installs, or a new demo address goes unwarned.
import { describe, expect, it } from 'vitest';
import { isPlaceholderWalletAddress, PLACEHOLDER_WALLET_ADDRESSES } from '@/common/placeholder-wallets';
import { DEMO_WALLETS } from '@/server/db/seed-data';

describe('placeholder wallet addresses', () => {
  it('are exactly the seeded demo wallets', () => {
    expect(Object.values(PLACEHOLDER_WALLET_ADDRESSES).sort()).toEqual(DEMO_WALLETS.map((w) => w.address).sort());
  });

  it('are recognised in any case and spacing; a real address is not', () => {
    for (const a of Object.values(PLACEHOLDER_WALLET_ADDRESSES)) {
      expect(isPlaceholderWalletAddress(a)).toBe(true);
      expect(isPlaceholderWalletAddress(` ${a.toUpperCase()} `)).toBe(true);
    }
    expect(isPlaceholderWalletAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false);
  });
});
