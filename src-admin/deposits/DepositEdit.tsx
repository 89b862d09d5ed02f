import { useRecordContext } from 'react-admin';
import { MIN_DEPOSIT_USD } from '@/common/transactions';
import type { TransactionRecord } from '../ui/transactions/kinds';
import { TransactionAmountInput, TransactionEditView, TransactionStatusInput } from '../ui/transactions/TransactionEditView';
import { TransactionSummary } from '../ui/transactions/TransactionSummary';
import { OnChainDeposit } from './OnChainDeposit';
import { DEPOSIT_TEXT } from './texts';

/** A deposit's status (successful credits it) and its amount while no money has moved. */
export const DepositFields = () => {
  const record = useRecordContext<TransactionRecord>();
  if (!record) return null;
  return (
    <>
      <TransactionSummary />
      <OnChainDeposit />
      <TransactionStatusInput helperText={DEPOSIT_TEXT.statusHelp} />
      <TransactionAmountInput min={MIN_DEPOSIT_USD} />
    </>
  );
};

export const DepositEdit = () => (
  <TransactionEditView>
    <DepositFields />
  </TransactionEditView>
);
