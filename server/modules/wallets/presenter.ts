import type { WalletRow } from '../../db/schema';
import type { PublicWallet } from './schemas';

export const toPublicWallet = (w: WalletRow): PublicWallet => ({
  _id: w.id,
  name: w.name,
  address: w.address,
  currency: w.currency,
  status: w.status,
  createdAt: w.createdAt.toISOString(),
});
