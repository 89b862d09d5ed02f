import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link, useCreatePath } from 'react-admin';
import { useRole } from '../ui/roles';
import { CHAIN_PAYMENT_TEXT as T } from './texts';

/**
 * The deposit a payment credited (or will): its page, where admins approve or fail it by hand
 * (the edit page), or support staff read it. Named by the start of its id, which is unique
 * enough to tell rows apart and to search for, with its owner's name and e-mail below.
 */
export const DepositLink = ({ id, name, email }: { id: string | null | undefined; name?: string | null; email?: string | null }) => {
  const createPath = useCreatePath();
  const { isAdmin } = useRole();
  if (!id) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {T.noDeposit}
      </Typography>
    );
  }
  return (
    <>
      <Link
        to={createPath({ resource: 'deposits', id, type: isAdmin ? 'edit' : 'show' })}
        onClick={(event: MouseEvent) => event.stopPropagation()}
        title={id}
      >
        {T.depositShort(id.slice(0, 8))}
      </Link>
      {name && (
        <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
      )}
      {email && (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Typography>
      )}
    </>
  );
};
