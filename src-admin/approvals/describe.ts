import type { StaffApproval } from '@/common/api/approvals';
import { formatUsdFromDollars } from '@/common/money';

/** What a request would change, in one line: 'Credit $1,500.00 to the balance' or 'Daily withdrawal limit to $50,000.00'. */
export function describeApproval(r: Pick<StaffApproval, 'kind' | 'amount' | 'account' | 'daily_withdrawal_limit'>): string {
  if (r.kind === 'credit') return `Credit ${formatUsdFromDollars(r.amount ?? 0)} to the ${r.account === 'bonus' ? 'profit' : 'balance'}`;
  return `Daily withdrawal limit to ${r.daily_withdrawal_limit === null ? 'the default' : formatUsdFromDollars(r.daily_withdrawal_limit)}`;
}
