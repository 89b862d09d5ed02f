import { transactionFilters } from '../ui/transactions/Filters';
import { TransactionListView } from '../ui/transactions/TransactionListView';

const filters = transactionFilters('investment');

export const InvestmentList = () => <TransactionListView kind="investment" filters={filters} title="Investments" />;
