import { TransactionShowView } from '../ui/transactions/TransactionShowView';
import { TransactionSummary } from '../ui/transactions/TransactionSummary';
import { OnChainDeposit } from './OnChainDeposit';

/** What a deposit is and, paid to its own address, how its on-chain payment stands. */
export const DepositDetails = () => (
  <>
    <TransactionSummary />
    <OnChainDeposit />
  </>
);

export const DepositShow = () => (
  <TransactionShowView>
    <DepositDetails />
  </TransactionShowView>
);
