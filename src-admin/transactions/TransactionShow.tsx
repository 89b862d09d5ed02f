import type { ComponentType } from 'react';
import { useRecordContext } from 'react-admin';
import type { TransactionType } from '@/common/transactions';
import { DepositDetails } from '../deposits/DepositShow';
import type { TransactionRecord } from '../ui/transactions/kinds';
import { TransactionShowView } from '../ui/transactions/TransactionShowView';
import { TransactionSummary } from '../ui/transactions/TransactionSummary';
import { WithdrawalDetails } from '../withdrawals/WithdrawalShow';

const DETAILS: Record<TransactionType, ComponentType> = {
  deposit: DepositDetails,
  withdraw: WithdrawalDetails,
  investment: TransactionSummary,
};

const TypeDetails = () => {
  const record = useRecordContext<TransactionRecord>();
  const Details = record ? DETAILS[record.type] : undefined;
  return Details ? <Details /> : <TransactionSummary />;
};

/** Read-only detail page (support staff) of any transaction, as its type's own page shows it. */
export const TransactionShow = () => (
  <TransactionShowView>
    <TypeDetails />
  </TransactionShowView>
);
