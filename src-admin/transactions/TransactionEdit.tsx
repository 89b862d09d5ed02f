import Alert from '@mui/material/Alert';
import {
  Edit,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  minValue,
} from 'react-admin';
import { MIN_DEPOSIT_USD } from '@/common/transactions';
import { TX_MSG } from '@/common/validation/transaction';
import { DeleteRecordButton } from '../ui/DeleteRecordButton';
import { EditLoadError, loadErrorProps } from '../ui/LoadError';
import { failure, MSG } from '../ui/messages';
import { OnChainDeposit } from '../deposits/OnChainDeposit';
import { isPaidWithdrawal, PAYOUT_MSG } from '../withdrawals/payout';
import { PayoutReferenceInput } from '../withdrawals/PayoutReferenceInput';
import { RejectReasonInput } from '../withdrawals/RejectReasonInput';
import { WithdrawalReview } from '../withdrawals/WithdrawalReview';
import { describeTransaction, statusChoicesFor, type TransactionRecord } from './kinds';
import { ActivateTransactionButton } from './ActivateTransactionButton';
import { TransactionSummary } from './TransactionSummary';

const TransactionTitle = () => {
  const record = useRecordContext<TransactionRecord>();
  return <span>{record ? describeTransaction(record) : 'Transaction'}</span>;
};

/** A paid withdrawal is final: there is nothing to save. */
const EditToolbar = () => {
  const record = useRecordContext<TransactionRecord>();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      {!isPaidWithdrawal(record) && <SaveButton />}
      <ActivateTransactionButton />
      <span style={{ flex: 1 }} />
      <DeleteRecordButton
        title="Delete this transaction?"
        content={(r) =>
          `${describeTransaction(r as Partial<TransactionRecord>)} will be deleted. Only a transaction that never moved money can be deleted; otherwise change its status to reverse it.`
        }
      />
    </Toolbar>
  );
};

const validateStatus = required(TX_MSG.statusRequired);

/** Status (the money follows it) and, for deposits and withdrawals, the amount while no money has moved. */
const TransactionFields = () => {
  const record = useRecordContext<TransactionRecord>();
  if (!record) return null;
  if (isPaidWithdrawal(record)) {
    // the server refuses any change (409); the page says so instead of offering one
    return (
      <>
        <TransactionSummary />
        <WithdrawalReview />
        <Alert severity="info" sx={{ mt: 1 }}>
          {PAYOUT_MSG.final}
        </Alert>
      </>
    );
  }
  const cash = record.type !== 'investment';
  return (
    <>
      <TransactionSummary />
      <OnChainDeposit />
      <WithdrawalReview />
      <SelectInput
        source="status"
        label="Status"
        choices={statusChoicesFor(record.type)}
        validate={validateStatus}
        helperText={
          record.type === 'deposit'
            ? 'Successful credits the amount to the balance; leaving successful takes it back.'
            : record.type === 'withdraw'
              ? 'Failed rejects it: the held amount returns to the balance and the investor is told your reason. Successful means paid: it needs the payout reference and is final.'
              : 'Completed settles now; failed refunds the principal; inactive pauses the daily profit.'
        }
        sx={{ minWidth: 260 }}
      />
      {record.type === 'withdraw' && <PayoutReferenceInput />}
      {record.type === 'withdraw' && <RejectReasonInput />}
      {cash && (
        <NumberInput
          source="amount"
          label="Amount (USD)"
          validate={[required(MSG.required('Amount')), minValue(record.type === 'deposit' ? MIN_DEPOSIT_USD : 0.01)]}
          helperText="Can change only while no money has moved for it."
          min={0}
          step={0.01}
        />
      )}
      {!cash && (
        <Alert severity="info" sx={{ mt: 1 }}>
          An investment's amount, duration and daily return are fixed when it is made.
        </Alert>
      )}
    </>
  );
};

/** A deposit, withdrawal or investment: its edit screen. Waits for the server (never optimistic). */
export const TransactionEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (
    <Edit
      title={<TransactionTitle />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(MSG.updateSuccess, { type: 'success' });
          redirect('list', resource);
        },
        onError: (error) => notify(failure(MSG.updateFailed, error), { type: 'error' }),
      }}
      {...loadErrorProps}
      error={<EditLoadError />}
    >
      <SimpleForm toolbar={<EditToolbar />}>
        <TransactionFields />
      </SimpleForm>
    </Edit>
  );
};
