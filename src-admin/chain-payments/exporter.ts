import { csvExporter, figure, ownerColumns, usd, utc } from '../ui/csv';
import type { ChainPaymentRecord } from './types';

/** On-chain payments as CSV: coin amounts and rates as the exact decimals the API sends, the deposit's owner by name. */
export const chainPaymentExporter = csvExporter<ChainPaymentRecord>('chain-payments', [
  { header: 'payment_id', value: (r) => String(r.id) },
  { header: 'seen_at_utc', value: (r) => utc(r.seen_at) },
  { header: 'coin', value: (r) => r.coin.toUpperCase() },
  { header: 'coin_amount', value: (r) => r.coin_amount },
  { header: 'txid', value: (r) => r.txid },
  { header: 'output_index', value: (r) => figure(r.output_index) },
  { header: 'address', value: (r) => r.address },
  { header: 'confirmations', value: (r) => figure(r.confirmations) },
  { header: 'required_confirmations', value: (r) => figure(r.required_confirmations) },
  { header: 'status', value: (r) => r.status },
  { header: 'deposit_id', value: (r) => r.transaction_id },
  ...ownerColumns<ChainPaymentRecord>(),
  { header: 'quoted_coin_amount', value: (r) => r.quoted_coin_amount },
  { header: 'quoted_usd', value: (r) => usd(r.quoted_amount) },
  { header: 'credited_usd', value: (r) => usd(r.credited_amount) },
  { header: 'rate_usd_per_coin', value: (r) => r.rate },
  { header: 'credited_at_utc', value: (r) => utc(r.credited_at) },
  { header: 'flags', value: (r) => r.flags.join('; ') },
]);
