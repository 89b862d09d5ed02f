import type { PublicWallet } from '@/common/api/wallets';
import type { AdminRecord } from '../dataProvider/record';

export type WalletRecord = AdminRecord<PublicWallet>;
