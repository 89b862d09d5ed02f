import { useRecordContext } from 'react-admin';
import { ActivateButton } from '../ActivateButton';
import { activationText, type TransactionRecord } from './kinds';
import { TRANSACTION_TEXT } from './texts';

/** Activate for what can be activated: a deposit (to successful) or a running investment (to completed). */
export const ActivateTransactionButton = () => {
  const record = useRecordContext<TransactionRecord>();
  const type = record?.type;
  if (type !== 'deposit' && type !== 'investment') return null;
  return (
    <ActivateButton
      data={{ status: type === 'deposit' ? 'successful' : 'completed' }}
      isActive={(r) => (type === 'deposit' ? r.status === 'successful' : r.status === 'completed' || r.status === 'failed')}
      title={type === 'deposit' ? TRANSACTION_TEXT.approveDepositTitle : TRANSACTION_TEXT.completeInvestmentTitle}
      content={(r) => activationText[type](r as Partial<TransactionRecord>)}
    />
  );
};
