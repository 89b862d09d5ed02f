import type { PublicWallet } from '@/common/api/wallets';

/** GET /api/address/{symbol}, one active deposit wallet. */
export type Wallet = PublicWallet;
