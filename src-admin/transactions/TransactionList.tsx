import { transactionFilters } from './filters';
import { TransactionListView } from './TransactionListView';

const filters = transactionFilters('all');

/** Every transaction; by default deposits, then withdrawals, then investments. */
export const TransactionList = () => <TransactionListView kind="all" filters={filters} title="Transactions" />;
