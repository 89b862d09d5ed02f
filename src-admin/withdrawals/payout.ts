import { defineTexts, plain } from '@/common/i18n/translate';
import type { TransactionRecord } from '../ui/transactions/kinds';

/** What an admin must give to mark a withdrawal paid, and why the status then stops. */
export const PAYOUT_MSG = defineTexts('adminWithdrawalPayout', {
  label: plain,
  required: plain,
  helper: plain,
  final: plain,
});

/** The longest reference accepted here; a transaction hash is 64 hex characters (66 with 0x). */
export const PAYOUT_REFERENCE_MAX = 200;

/** A withdrawal marked successful has been paid out: nothing about it changes any more. */
export const isPaidWithdrawal = (record: Partial<TransactionRecord> | undefined) =>
  record?.type === 'withdraw' && record.status === 'successful';
