import { transactionFilters } from '../transactions/filters';
import { TransactionListView } from '../transactions/TransactionListView';

const filters = transactionFilters('investment');

export const InvestmentList = () => <TransactionListView kind="investment" filters={filters} title="Investments" />;
