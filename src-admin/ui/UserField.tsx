import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import { useRole } from './roles';
import { UI_TEXT } from './texts';

/**
 * The owner of a transaction (or KYC submission): name, e-mail and id side by side, the
 * name linking to the user (their edit page for admins, the detail page for support).
 */
export const UserField = ({
  idSource = 'userid',
  nameSource = 'user_name',
  emailSource = 'user_email',
}: {
  idSource?: string;
  nameSource?: string;
  emailSource?: string;
  label?: string;
}) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { isAdmin } = useRole();
  if (!record) return null;
  const id = record[idSource] as string | undefined;
  if (!id) return null;
  const name = (record[nameSource] as string | undefined) || UI_TEXT.unknownUser;
  const email = record[emailSource] as string | undefined;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link
        to={createPath({ resource: 'users', id, type: isAdmin ? 'edit' : 'show' })}
        onClick={(event: MouseEvent) => event.stopPropagation()}
        sx={{ fontWeight: 500 }}
      >
        {name}
      </Link>
      {email && (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ wordBreak: 'break-all' }}>
          {email}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'monospace' }} title={id}>
        {UI_TEXT.userId(id)}
      </Typography>
    </Box>
  );
};
