import { LEDGER_KIND_LABELS } from '@/common/api/ledger';
import { coinBySymbol, coinFromLabel } from '@/common/coins';
import type { StatementRow } from './repository';

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
  return { label: LEDGER_KIND_LABELS[row.kind], details: reference(row)?.trim() || null };
}
