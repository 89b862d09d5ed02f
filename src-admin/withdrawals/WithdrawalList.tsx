import { transactionFilters } from '../transactions/filters';
import { TransactionListView } from '../transactions/TransactionListView';

const filters = transactionFilters('withdraw');

export const WithdrawalList = () => <TransactionListView kind="withdraw" filters={filters} title="Withdrawals" />;
