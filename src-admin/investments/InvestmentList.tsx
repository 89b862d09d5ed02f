import { transactionFilters } from '../ui/transactions/Filters';
import { TransactionListView } from '../ui/transactions/TransactionListView';
import { INVESTMENT_TEXT } from './texts';

export const InvestmentList = () => (
  <TransactionListView kind="investment" filters={transactionFilters('investment')} title={INVESTMENT_TEXT.listTitle} />
);
