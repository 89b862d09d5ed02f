import { Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { OnChainDeposit } from '../deposits/OnChainDeposit';
import { ShowLoadError, loadErrorProps } from '../ui/LoadError';
import { describeTransaction, type TransactionRecord } from './kinds';
import { WithdrawalReview } from '../withdrawals/WithdrawalReview';
import { TransactionSummary } from './TransactionSummary';

const TransactionTitle = () => {
  const record = useRecordContext<TransactionRecord>();
  return <span>{record ? describeTransaction(record) : 'Transaction'}</span>;
};

/** Read-only detail page (support staff). */
export const TransactionShow = () => (
  <Show title={<TransactionTitle />} {...loadErrorProps} error={<ShowLoadError />} actions={false}>
    <SimpleShowLayout>
      <TransactionSummary />
      <OnChainDeposit />
      <WithdrawalReview />
    </SimpleShowLayout>
  </Show>
);
