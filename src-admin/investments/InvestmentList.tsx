import { transactionFilters } from '../ui/transactions/filters';
import { TransactionListView } from '../ui/transactions/TransactionListView';

const filters = transactionFilters('investment');

export const InvestmentList = () => <TransactionListView kind="investment" filters={filters} title="Investments" />;
