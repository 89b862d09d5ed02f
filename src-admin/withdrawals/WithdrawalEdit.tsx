import Alert from '@mui/material/Alert';
import { useRecordContext } from 'react-admin';
import type { TransactionRecord } from '../ui/transactions/kinds';
import {
  TransactionAmountInput,
  TransactionEditToolbar,
  TransactionEditView,
  TransactionStatusInput,
} from '../ui/transactions/TransactionEditView';
import { TransactionSummary } from '../ui/transactions/TransactionSummary';
import { isPaidWithdrawal, PAYOUT_MSG } from './payout';
import { PayoutReferenceInput } from './PayoutReferenceInput';
import { RejectReasonInput } from './RejectReasonInput';
import { WithdrawalReview } from './WithdrawalReview';
import { WITHDRAWAL_TEXT } from './texts';

/** A paid withdrawal is final: there is nothing to save. */
export const WithdrawalToolbar = () => {
  const record = useRecordContext<TransactionRecord>();
  return <TransactionEditToolbar saveable={!isPaidWithdrawal(record)} />;
};

/**
 * A withdrawal's payout review, then its status (failed rejects it with a reason, successful
 * marks it paid with the transfer's hash) and its amount while no money has moved.
 */
export const WithdrawalFields = () => {
  const record = useRecordContext<TransactionRecord>();
  if (!record) return null;
  if (isPaidWithdrawal(record)) {
    // the server refuses any change (409); the page says so instead of offering one
    return (
      <>
        <TransactionSummary />
        <WithdrawalReview />
        <Alert severity="info" sx={{ mt: 1 }}>
          {PAYOUT_MSG.final}
        </Alert>
      </>
    );
  }
  return (
    <>
      <TransactionSummary />
      <WithdrawalReview />
      <TransactionStatusInput helperText={WITHDRAWAL_TEXT.statusHelp} />
      <PayoutReferenceInput />
      <RejectReasonInput />
      <TransactionAmountInput min={0.01} />
    </>
  );
};

export const WithdrawalEdit = () => (
  <TransactionEditView toolbar={<WithdrawalToolbar />}>
    <WithdrawalFields />
  </TransactionEditView>
);
