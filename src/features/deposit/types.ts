import type { CoinSymbol } from '../../../common/coins';

/** GET /api/address/{symbol}, one active deposit wallet. */
export interface Wallet {
  _id: string;
  name: string;
  address: string;
  currency: CoinSymbol;
  status: boolean;
  createdAt: string;
}
