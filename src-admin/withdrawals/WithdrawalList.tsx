import { transactionFilters } from '../ui/transactions/Filters';
import { TransactionListView } from '../ui/transactions/TransactionListView';
import { WITHDRAWAL_TEXT } from './texts';

export const WithdrawalList = () => (
  <TransactionListView kind="withdraw" filters={transactionFilters('withdraw')} title={WITHDRAWAL_TEXT.listTitle} />
);
