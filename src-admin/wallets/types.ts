import type { CoinSymbol } from '../../common/coins';

export interface WalletRecord {
  id: string;
  _id: string;
  name: string;
  address: string;
  currency: CoinSymbol;
  /** offered on the deposit screen */
  status: boolean;
  createdAt: string;
}
