import { csvExporter, figure, usd, utc, yesNo } from '../ui/csv';
import type { UserRecord } from './types';

/** Users as CSV: one flat row each, money in dollars. */
export const userExporter = csvExporter<UserRecord>('users', [
  { header: 'user_id', value: (r) => String(r.id) },
  { header: 'created_at_utc', value: (r) => utc(r.createdAt) },
  { header: 'name', value: (r) => r.name },
  { header: 'email', value: (r) => r.email },
  { header: 'role', value: (r) => r.role },
  { header: 'country', value: (r) => r.country },
  { header: 'phone', value: (r) => r.phone_no },
  { header: 'balance_usd', value: (r) => usd(r.acct_bal) },
  { header: 'profit_usd', value: (r) => usd(r.acct_bonus) },
  { header: 'kyc_verified', value: (r) => yesNo(r.kyc_status) },
  { header: 'email_verified', value: (r) => yesNo(r.email_verified) },
  { header: 'active', value: (r) => yesNo(r.status) },
  { header: 'daily_withdrawal_limit_usd', value: (r) => usd(r.daily_withdrawal_limit) },
  { header: 'progress_percent', value: (r) => figure(r.progress_bar) },
]);
