import { coinBySymbol, coinFromLabel } from '@/common/coins';
import type { StatementRow } from './repository';

/** What each kind of ledger row is called on a statement. */
const KIND_LABELS: Record<StatementRow['kind'], string> = {
  deposit: 'Deposit',
  deposit_reversal: 'Deposit reversed',
  withdrawal_hold: 'Withdrawal',
  withdrawal_release: 'Withdrawal returned',
  investment: 'Investment',
  investment_refund: 'Investment refunded',
  accrual: 'Daily profit',
  maturity_profit: 'Profit paid out at maturity',
  maturity_principal: 'Principal returned at maturity',
  adjustment: 'Adjustment',
};

/** A deposit's or withdrawal's coin by name ('Bitcoin'); older rows may hold the name or another label already. */
const coinName = (label: string | null) => {
  if (!label) return null;
  const symbol = coinFromLabel(label);
  return symbol ? coinBySymbol(symbol).name : label;
};

/** What a row refers to: the coin, the plan (and the day of an accrual), or an adjustment's reason. */
function reference(row: StatementRow): string | null {
  if (row.kind === 'adjustment') return row.reason;
  if (row.transactionType === 'investment') {
    const plan = row.planName ?? 'Investment plan';
    return row.kind === 'accrual' && row.accrualDay !== null ? `${plan}, day ${row.accrualDay}` : plan;
  }
  if (row.transactionType === 'deposit' || row.transactionType === 'withdraw') return coinName(row.paymentMethod);
  return row.reason;
}

/** A row's label ('Daily profit') and what it refers to ('Gold Plan, day 3'), for the statement's line. */
export function describeRow(row: StatementRow): { label: string; details: string | null } {
  return { label: KIND_LABELS[row.kind], details: reference(row)?.trim() || null };
}
