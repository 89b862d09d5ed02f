import type { PublicWallet } from '@/common/api/wallets';
import type { CoinSymbol } from '@/common/coins';
import { isPlaceholderWalletAddress } from '@/common/placeholder-wallets';
import type { WalletRow } from '@/server/db/schema';
import { assertSame } from '@/server/lib/same';

// The database enum and the shared list of coins must name the same values.
assertSame<WalletRow['currency'], CoinSymbol>(true);

export const toPublicWallet = (w: WalletRow): PublicWallet => ({
  _id: w.id,
  name: w.name,
  address: w.address,
  currency: w.currency,
  status: w.status,
  placeholder: isPlaceholderWalletAddress(w.address),
  createdAt: w.createdAt.toISOString(),
});
