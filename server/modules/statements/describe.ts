import { COIN_NOT_RECORDED, coinText } from '@/common/coins';
import type { StatementRow } from './repository';
import { kindLabel, STATEMENT_TEXT } from './texts';

/** A deposit's or withdrawal's coin by name ('Bitcoin'); an older withdrawal's that was never recorded reads 'crypto', as on the API. */
function coinOfRow(row: StatementRow): string | null {
  const coin = coinText(row.coin ?? (row.transactionType === 'withdraw' ? COIN_NOT_RECORDED : null), 'name');
  return coin === COIN_NOT_RECORDED ? STATEMENT_TEXT.coinNotRecorded : coin || null;
}

/** What a row refers to: the coin, the plan (and the day of an accrual), or an adjustment's reason. */
function reference(row: StatementRow): string | null {
  if (row.kind === 'adjustment') return row.reason;
  if (row.transactionType === 'investment') {
    const plan = row.planName ?? STATEMENT_TEXT.investmentPlan;
    return row.kind === 'accrual' && row.accrualDay !== null ? STATEMENT_TEXT.planDay(plan, row.accrualDay) : plan;
  }
  if (row.transactionType === 'deposit' || row.transactionType === 'withdraw') return coinOfRow(row);
  return row.reason;
}

/** A row's label ('Daily profit') and what it refers to ('Gold Plan, day 3'), in the current language, for the statement's line. */
export function describeRow(row: StatementRow): { label: string; details: string | null } {
  return { label: kindLabel(row.kind), details: reference(row)?.trim() || null };
}
