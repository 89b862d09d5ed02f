import { transactionFilters } from '../ui/transactions/Filters';
import { TransactionListView } from '../ui/transactions/TransactionListView';

const filters = transactionFilters('deposit');

export const DepositList = () => <TransactionListView kind="deposit" filters={filters} title="Deposits" />;
