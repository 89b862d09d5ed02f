import type { StaffApproval } from '@/common/api/approvals';
import { formatUsdFromDollars } from '@/common/money';
import { APPROVAL_TEXT } from './texts';

/** What a request would change, in one line: 'Credit $1,500.00 to the balance' or 'Daily withdrawal limit to $50,000.00'. */
export function describeApproval(r: Pick<StaffApproval, 'kind' | 'amount' | 'account' | 'daily_withdrawal_limit'>): string {
  if (r.kind === 'credit') return APPROVAL_TEXT.credit(formatUsdFromDollars(r.amount ?? 0), r.account);
  return r.daily_withdrawal_limit === null
    ? APPROVAL_TEXT.limitToDefault
    : APPROVAL_TEXT.limit(formatUsdFromDollars(r.daily_withdrawal_limit));
}
