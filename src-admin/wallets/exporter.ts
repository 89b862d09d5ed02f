import { csvExporter, utc, yesNo } from '../ui/csv';
import type { WalletRecord } from './types';

/** Deposit wallets as CSV. */
export const walletExporter = csvExporter<WalletRecord>('wallets', [
  { header: 'wallet_id', value: (r) => String(r.id) },
  { header: 'name', value: (r) => r.name },
  { header: 'coin', value: (r) => r.currency.toUpperCase() },
  { header: 'address', value: (r) => r.address },
  { header: 'offered', value: (r) => yesNo(r.status) },
  { header: 'created_at_utc', value: (r) => utc(r.createdAt) },
]);
