import { maxLength, TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PAYOUT_MSG, REJECT_REASON_MAX } from '@/common/validation/payouts';
import type { TransactionRecord } from '../ui/transactions/kinds';
import { WITHDRAWAL_TEXT as T } from './texts';

/** Blank or spaces only is no reason (react-admin's `required` lets spaces through). */
const requiredReason = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? undefined : PAYOUT_MSG.rejectNeedsReason);
// the message as a function: react-admin calls it when it validates, in the language of that moment
const validateReason = [requiredReason, maxLength(REJECT_REASON_MAX, () => PAYOUT_MSG.reasonTooLong)];

/**
 * Shown once a pending withdrawal's status is set to failed: that rejects it, refunding the
 * held funds, and the investor is told why (sent as `reason` on PUT /api/transaction/{id}).
 */
export const RejectReasonInput = () => {
  const record = useRecordContext<TransactionRecord>();
  const status = useWatch({ name: 'status' });
  if (record?.type !== 'withdraw' || record.status !== 'pending' || status !== 'failed') return null;
  return (
    <TextInput
      source="reason"
      label={T.reasonLabel}
      validate={validateReason}
      helperText={T.reasonHelp}
      isRequired
      multiline
      minRows={2}
      fullWidth
      sx={{ maxWidth: 720 }}
      slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX } }}
    />
  );
};
