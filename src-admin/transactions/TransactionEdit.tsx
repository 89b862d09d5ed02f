import type { ComponentType } from 'react';
import { useRecordContext } from 'react-admin';
import type { TransactionType } from '@/common/transactions';
import { DepositFields } from '../deposits/DepositEdit';
import { InvestmentFields } from '../investments/InvestmentEdit';
import type { TransactionRecord } from '../ui/transactions/kinds';
import { TransactionEditToolbar, TransactionEditView } from '../ui/transactions/TransactionEditView';
import { TransactionSummary } from '../ui/transactions/TransactionSummary';
import { WithdrawalFields, WithdrawalToolbar } from '../withdrawals/WithdrawalEdit';

const FIELDS: Record<TransactionType, ComponentType> = {
  deposit: DepositFields,
  withdraw: WithdrawalFields,
  investment: InvestmentFields,
};

/** The fields of the record's own type: the same form its deposits, withdrawals or investments page has. */
const TypeFields = () => {
  const record = useRecordContext<TransactionRecord>();
  const Fields = record ? FIELDS[record.type] : undefined;
  return Fields ? <Fields /> : <TransactionSummary />;
};

const TypeToolbar = () => {
  const record = useRecordContext<TransactionRecord>();
  return record?.type === 'withdraw' ? <WithdrawalToolbar /> : <TransactionEditToolbar />;
};

/** Any transaction, from the all-types list: edited as its type's own page edits it. */
export const TransactionEdit = () => (
  <TransactionEditView toolbar={<TypeToolbar />}>
    <TypeFields />
  </TransactionEditView>
);
