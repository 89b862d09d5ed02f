import { transactionFilters } from '../transactions/filters';
import { TransactionListView } from '../transactions/TransactionListView';

const filters = transactionFilters('deposit');

export const DepositList = () => <TransactionListView kind="deposit" filters={filters} title="Deposits" />;
