import { Edit, SaveButton, Toolbar, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { DeleteRecordButton } from '../ui/DeleteRecordButton';
import { EditLoadError, loadErrorProps } from '../ui/LoadError';
import { failure, MSG } from '../ui/messages';
import { WALLET_TEXT } from './texts';
import type { WalletRecord } from './types';
import { WalletForm } from './WalletForm';

const WalletTitle = () => {
  const record = useRecordContext<WalletRecord>();
  return <span>{record ? WALLET_TEXT.editTitle(record.name) : WALLET_TEXT.editTitleEmpty}</span>;
};

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteRecordButton
      title={WALLET_TEXT.deleteTitle}
      content={(r) => WALLET_TEXT.deleteContent(String(r.name))}
      successMessage={MSG.walletDeleted}
    />
  </Toolbar>
);

export const WalletEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<WalletTitle />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(MSG.updateSuccess, { type: 'success' });
          redirect('list', 'wallets');
        },
        onError: (error) => notify(failure(MSG.updateFailed, error), { type: 'error' }),
      }}
      {...loadErrorProps}
      error={<EditLoadError />}
    >
      <WalletForm toolbar={<EditToolbar />} />
    </Edit>
  );
};
