import type { ReactElement, ReactNode } from 'react';
import {
  Edit,
  minValue,
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
} from 'react-admin';
import { TX_MSG } from '@/common/validation/transaction';
import { DeleteRecordButton } from '../DeleteRecordButton';
import { EditLoadError, loadErrorProps } from '../LoadError';
import { failure, MSG } from '../messages';
import { ActivateTransactionButton } from './ActivateTransactionButton';
import { describeTransaction, statusChoicesFor, type TransactionRecord } from './kinds';
import { TRANSACTION_TEXT as T } from './texts';

export const TransactionTitle = () => {
  const record = useRecordContext<TransactionRecord>();
  return <span>{record ? describeTransaction(record) : T.untitled}</span>;
};

/** Save (unless there is nothing left to save), Activate where it applies, and Delete. */
export const TransactionEditToolbar = ({ saveable = true }: { saveable?: boolean }) => (
  <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
    {saveable && <SaveButton />}
    <ActivateTransactionButton />
    <span style={{ flex: 1 }} />
    <DeleteRecordButton title={T.deleteTitle} content={(r) => T.deleteContent(describeTransaction(r as Partial<TransactionRecord>))} />
  </Toolbar>
);

// messages as functions: react-admin calls them when it validates, in the language of that moment
const validateStatus = required(() => TX_MSG.statusRequired);
const requiredAmount = required(() => MSG.required(T.amountField));

/** The status (the money follows it), with the statuses of the record's type. */
export const TransactionStatusInput = ({ helperText }: { helperText: string }) => {
  const record = useRecordContext<TransactionRecord>();
  return (
    <SelectInput
      source="status"
      label={T.status}
      choices={statusChoicesFor(record?.type)}
      validate={validateStatus}
      helperText={helperText}
      sx={{ minWidth: 260 }}
    />
  );
};

/** A deposit's or withdrawal's amount, while no money has moved for it. */
export const TransactionAmountInput = ({ min }: { min: number }) => (
  <NumberInput
    source="amount"
    label={T.amountUsd}
    validate={[requiredAmount, minValue(min)]}
    helperText={T.amountHelp}
    min={0}
    step={0.01}
  />
);

/**
 * The edit screen of a deposit, withdrawal or investment: the type's fields in a form
 * that waits for the server (never optimistic), then back to the list it came from.
 */
export const TransactionEditView = ({
  children,
  toolbar = <TransactionEditToolbar />,
}: {
  children: ReactNode;
  toolbar?: ReactElement;
}) => {
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
      <SimpleForm toolbar={toolbar}>{children}</SimpleForm>
    </Edit>
  );
};
