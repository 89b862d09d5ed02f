import { Create, useNotify, useRedirect } from 'react-admin';
import { failure, MSG } from '../ui/messages';
import { WALLET_TEXT } from './texts';
import { WalletForm } from './WalletForm';

export const WalletCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={WALLET_TEXT.newTitle}
      mutationOptions={{
        onSuccess: () => {
          notify(MSG.walletCreated, { type: 'success' });
          redirect('list', 'wallets');
        },
        onError: (error) => notify(failure(MSG.walletCreateFailed, error), { type: 'error' }),
      }}
    >
      <WalletForm />
    </Create>
  );
};
