import { transactionFilters } from '../ui/transactions/Filters';
import { TransactionListView } from '../ui/transactions/TransactionListView';
import { DEPOSIT_TEXT } from './texts';

export const DepositList = () => (
  <TransactionListView kind="deposit" filters={transactionFilters('deposit')} title={DEPOSIT_TEXT.listTitle} />
);
