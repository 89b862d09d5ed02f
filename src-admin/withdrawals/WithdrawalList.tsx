import { transactionFilters } from '../ui/transactions/Filters';
import { TransactionListView } from '../ui/transactions/TransactionListView';

const filters = transactionFilters('withdraw');

export const WithdrawalList = () => <TransactionListView kind="withdraw" filters={filters} title="Withdrawals" />;
