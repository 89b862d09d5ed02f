import { TransactionShowView } from '../ui/transactions/TransactionShowView';
import { TransactionSummary } from '../ui/transactions/TransactionSummary';
import { WithdrawalReview } from './WithdrawalReview';

/** What a withdrawal is and where its payout review stands (with the steps that are the reader's). */
export const WithdrawalDetails = () => (
  <>
    <TransactionSummary />
    <WithdrawalReview />
  </>
);

export const WithdrawalShow = () => (
  <TransactionShowView>
    <WithdrawalDetails />
  </TransactionShowView>
);
