import type { Coin } from '../../common/validation/wallet';

export interface WalletRecord {
  id: string;
  _id: string;
  name: string;
  address: string;
  currency: Coin;
  /** offered on the deposit screen */
  status: boolean;
  createdAt: string;
}
