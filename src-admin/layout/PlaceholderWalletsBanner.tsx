import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { Link, useCreatePath, useGetList } from 'react-admin';
import type { WalletRecord } from '../wallets/types';
import { useRole } from '../ui/roles';
import { LAYOUT_TEXT as T } from './texts';
import { aroundSlot } from './words';

/** The active wallets at a seeded demo address: the banner lists these. */
const ACTIVE_PLACEHOLDERS = { placeholder: true, status: true };

/**
 * Above every back-office page while a deposit wallet at a seeded demo address is active:
 * investors are shown that address on the deposit screen, and coins sent there are lost (nobody
 * holds its key). It names each such wallet with a link to change its address or turn it off.
 * Only admins manage wallets, so only they are asked (and see it).
 */
export const PlaceholderWalletsBanner = () => {
  const { isAdmin } = useRole();
  const createPath = useCreatePath();
  const { data } = useGetList<WalletRecord>(
    'wallets',
    { filter: ACTIVE_PLACEHOLDERS, pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: isAdmin },
  );
  if (!isAdmin || !data?.length) return null;
  const [before, after] = aroundSlot((wallets) => T.demoAddresses(data.length, wallets));
  return (
    <Alert severity="warning" role="status" sx={{ mt: 2 }}>
      <AlertTitle>{T.demoAddressesTitle}</AlertTitle>
      {before}
      {data.map((w, i) => (
        <span key={w.id}>
          {i > 0 && ', '}
          <Link to={createPath({ resource: 'wallets', id: w.id, type: 'edit' })} underline="always">
            {w.name}
          </Link>
        </span>
      ))}
      {after}
    </Alert>
  );
};
