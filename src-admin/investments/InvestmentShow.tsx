import { TransactionShowView } from '../ui/transactions/TransactionShowView';
import { TransactionSummary } from '../ui/transactions/TransactionSummary';

export const InvestmentShow = () => (
  <TransactionShowView>
    <TransactionSummary />
  </TransactionShowView>
);
