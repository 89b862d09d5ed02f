import { transactionFilters } from '../ui/transactions/Filters';
import { TransactionListView } from '../ui/transactions/TransactionListView';

const filters = transactionFilters('all');

/** Every transaction; by default deposits, then withdrawals, then investments. */
export const TransactionList = () => <TransactionListView kind="all" filters={filters} title="Transactions" />;
