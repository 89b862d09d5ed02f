import Alert from '@mui/material/Alert';
import { useRecordContext } from 'react-admin';
import type { TransactionRecord } from '../ui/transactions/kinds';
import { TransactionEditView, TransactionStatusInput } from '../ui/transactions/TransactionEditView';
import { TransactionSummary } from '../ui/transactions/TransactionSummary';

/** An investment's status; its amount and terms are fixed when it is made. */
export const InvestmentFields = () => {
  const record = useRecordContext<TransactionRecord>();
  if (!record) return null;
  return (
    <>
      <TransactionSummary />
      <TransactionStatusInput helperText="Completed settles now; failed refunds the principal; inactive pauses the daily profit." />
      <Alert severity="info" sx={{ mt: 1 }}>
        An investment's amount, duration and daily return are fixed when it is made.
      </Alert>
    </>
  );
};

export const InvestmentEdit = () => (
  <TransactionEditView>
    <InvestmentFields />
  </TransactionEditView>
);
