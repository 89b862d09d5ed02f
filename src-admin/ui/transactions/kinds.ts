import {
  ALL_STATUSES,
  DEPOSIT_STATUSES,
  INVESTMENT_STATUSES,
  STATUSES_BY_TYPE,
  WITHDRAWAL_STATUSES,
  type TransactionType,
} from '@/common/transactions';
import { formatUsdFromDollars } from '@/common/money';
import { capitalize } from '../StatusField';
import type { PublicTransaction } from '@/common/api/transactions';
import type { AdminRecord } from '@/src-admin/dataProvider/record';

/** Which transactions a screen shows: all of them, or one type (a fixed filter in the dataProvider). */
export type TransactionKind = 'all' | TransactionType;

/**
 * A transaction as the API sends it, with react-admin's id. `payout_reference` (the hash of a
 * paid withdrawal's transfer) is optional here so older answers without it still type-check.
 */
export type TransactionRecord = AdminRecord<Omit<PublicTransaction, 'payout_reference'>> & { payout_reference?: string | null };

export const TYPE_LABELS: Record<TransactionType, string> = {
  deposit: 'Deposit',
  withdraw: 'Withdrawal',
  investment: 'Investment',
};

export const TYPE_CHOICES = (Object.keys(TYPE_LABELS) as TransactionType[]).map((id) => ({ id, name: TYPE_LABELS[id] }));

const choices = (statuses: readonly string[]) => statuses.map((id) => ({ id, name: capitalize(id) }));

/**
 * The statuses offered, in their legacy order. The withdrawal filter offers (and matches)
 * 'successful', not the legacy misspelling 'succesful'.
 */
export const STATUS_CHOICES: Record<TransactionKind, { id: string; name: string }[]> = {
  all: choices(ALL_STATUSES),
  deposit: choices(DEPOSIT_STATUSES),
  withdraw: choices(WITHDRAWAL_STATUSES),
  investment: choices(INVESTMENT_STATUSES),
};

export const statusChoicesFor = (type: TransactionType | undefined) => choices(type ? STATUSES_BY_TYPE[type] : ALL_STATUSES);

/** "Deposit of $150.00 by Ann Investor" */
export function describeTransaction(record: Partial<TransactionRecord> | undefined): string {
  if (!record) return '';
  const what = record.type === 'investment' ? `Investment in ${record.trnx_type}` : TYPE_LABELS[record.type ?? 'deposit'];
  return `${what} of ${formatUsdFromDollars(record.amount)}${record.user_name ? ` by ${record.user_name}` : ''}`;
}

/** The money moved when a deposit is approved: what Activate says before it acts. */
export const activationText: Record<'deposit' | 'investment', (r: Partial<TransactionRecord>) => string> = {
  deposit: (r) =>
    `Mark this deposit of ${formatUsdFromDollars(r.amount)} as successful? ${formatUsdFromDollars(r.amount)} will be credited to ${r.user_name ?? 'the user'}'s balance.`,
  investment: (r) =>
    `Complete this investment of ${formatUsdFromDollars(r.amount)} now? The profit paid so far${r.deposit_return ? ' and the principal' : ''} move to ${r.user_name ?? 'the user'}'s balance.`,
};
