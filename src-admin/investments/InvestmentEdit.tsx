import Alert from '@mui/material/Alert';
import { useRecordContext } from 'react-admin';
import type { TransactionRecord } from '../ui/transactions/kinds';
import { TransactionEditView, TransactionStatusInput } from '../ui/transactions/TransactionEditView';
import { TransactionSummary } from '../ui/transactions/TransactionSummary';
import { INVESTMENT_TEXT as T } from './texts';

/** An investment's status; its amount and terms are fixed when it is made. */
export const InvestmentFields = () => {
  const record = useRecordContext<TransactionRecord>();
  if (!record) return null;
  return (
    <>
      <TransactionSummary />
      <TransactionStatusInput helperText={T.statusHelp} />
      <Alert severity="info" sx={{ mt: 1 }}>
        {T.fixedTerms}
      </Alert>
    </>
  );
};

export const InvestmentEdit = () => (
  <TransactionEditView>
    <InvestmentFields />
  </TransactionEditView>
);
