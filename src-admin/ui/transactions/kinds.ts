import {
  ALL_STATUSES,
  DEPOSIT_STATUSES,
  INVESTMENT_STATUSES,
  STATUSES_BY_TYPE,
  WITHDRAWAL_STATUSES,
  type TransactionType,
} from '@/common/transactions';
import { formatUsdFromDollars } from '@/common/money';
import { statusName } from '../StatusField';
import type { PublicTransaction } from '@/common/api/transactions';
import type { AdminRecord } from '@/src-admin/dataProvider/record';
import { TRANSACTION_TEXT, TYPE_LABELS } from './texts';

export { TYPE_LABELS };

/** Which transactions a screen shows: all of them, or one type (a fixed filter in the dataProvider). */
export type TransactionKind = 'all' | TransactionType;

/**
 * A transaction as the API sends it, with react-admin's id. `payout_reference` (the hash of a
 * paid withdrawal's transfer) is optional here so older answers without it still type-check.
 */
export type TransactionRecord = AdminRecord<Omit<PublicTransaction, 'payout_reference'>> & { payout_reference?: string | null };

const TYPES: readonly TransactionType[] = ['deposit', 'withdraw', 'investment'];

/** The type filter's choices, named in the reader's language (made when the filter renders). */
export const typeChoices = () => TYPES.map((id) => ({ id, name: TYPE_LABELS[id] }));

const choices = (statuses: readonly string[]) => statuses.map((id) => ({ id, name: statusName(id) }));

/**
 * The statuses offered, in their legacy order. The withdrawal filter offers (and matches)
 * 'successful', not the legacy misspelling 'succesful'.
 */
const STATUSES: Record<TransactionKind, readonly string[]> = {
  all: ALL_STATUSES,
  deposit: DEPOSIT_STATUSES,
  withdraw: WITHDRAWAL_STATUSES,
  investment: INVESTMENT_STATUSES,
};

export const statusChoices = (kind: TransactionKind) => choices(STATUSES[kind]);

export const statusChoicesFor = (type: TransactionType | undefined) => choices(type ? STATUSES_BY_TYPE[type] : ALL_STATUSES);

/** "Deposit of $150.00 by Ann Investor" */
export function describeTransaction(record: Partial<TransactionRecord> | undefined): string {
  if (!record) return '';
  const what = record.type === 'investment' ? TRANSACTION_TEXT.investmentIn(record.trnx_type ?? '') : TYPE_LABELS[record.type ?? 'deposit'];
  const amount = formatUsdFromDollars(record.amount);
  return record.user_name ? TRANSACTION_TEXT.describeBy(what, amount, record.user_name) : TRANSACTION_TEXT.describe(what, amount);
}

/** The money moved when a deposit is approved: what Activate says before it acts. */
export const activationText: Record<'deposit' | 'investment', (r: Partial<TransactionRecord>) => string> = {
  deposit: (r) => TRANSACTION_TEXT.approveDeposit(formatUsdFromDollars(r.amount), r.user_name ?? undefined),
  investment: (r) =>
    TRANSACTION_TEXT.completeInvestment(formatUsdFromDollars(r.amount), r.user_name ?? undefined, Boolean(r.deposit_return)),
};
