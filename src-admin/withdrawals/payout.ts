import type { TransactionRecord } from '../ui/transactions/kinds';

/** What an admin must give to mark a withdrawal paid, and why the status then stops. */
export const PAYOUT_MSG = {
  label: 'Payout reference (transaction hash)',
  required: 'Payout reference is required to mark a withdrawal successful',
  helper:
    "The hash of the transaction that paid the withdrawal's address, as the blockchain explorer shows it: it is checked on the chain.",
  final: 'This withdrawal was paid. A paid withdrawal is final: its status cannot change.',
} as const;

/** The longest reference accepted here; a transaction hash is 64 hex characters (66 with 0x). */
export const PAYOUT_REFERENCE_MAX = 200;

/** A withdrawal marked successful has been paid out: nothing about it changes any more. */
export const isPaidWithdrawal = (record: Partial<TransactionRecord> | undefined) =>
  record?.type === 'withdraw' && record.status === 'successful';
