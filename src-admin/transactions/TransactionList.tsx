import { transactionFilters } from '../ui/transactions/Filters';
import { TRANSACTION_TEXT } from '../ui/transactions/texts';
import { TransactionListView } from '../ui/transactions/TransactionListView';

/** Every transaction; by default deposits, then withdrawals, then investments. */
export const TransactionList = () => (
  <TransactionListView kind="all" filters={transactionFilters('all')} title={TRANSACTION_TEXT.listTitle} />
);
