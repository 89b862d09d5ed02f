import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import PersonPinOutlined from '@mui/icons-material/PersonPinOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGetIdentity, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { failure, MSG } from '../ui/messages';
import { TICKET_TEXT as T } from './texts';
import type { TicketDetailRecord } from './types';
import { useStaffChoices } from './useStaffChoices';

const NOBODY = '';

/** Assign to me, assign to a staff member (or nobody), close and reopen. Support and admins alike: it is their queue. */
export const TicketActions = () => {
  const record = useRecordContext<TicketDetailRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const { choices } = useStaffChoices();
  const [update, { isPending }] = useUpdate();
  const [assigning, setAssigning] = useState(false);
  const [assignee, setAssignee] = useState<string>(NOBODY);
  if (!record) return null;

  const change = (data: { status?: 'open' | 'closed'; assignee?: string | null }, done: string) =>
    update(
      'tickets',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(done, { type: 'success' });
          setAssigning(false);
          refresh();
        },
        onError: (error) => notify(failure(MSG.updateFailed, error), { type: 'error' }),
      },
    );

  const me = identity?.id === undefined ? undefined : String(identity.id);
  const closed = record.status === 'closed';
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PersonPinOutlined />}
        disabled={isPending || !me || record.assignee === me}
        onClick={() => me && change({ assignee: me }, T.assignedToYou)}
      >
        {T.assignToMe}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PersonAddAlt />}
        disabled={isPending}
        onClick={() => {
          setAssignee(record.assignee ?? NOBODY);
          setAssigning(true);
        }}
      >
        {T.assignOther}
      </Button>
      <Button
        size="small"
        variant={closed ? 'outlined' : 'contained'}
        startIcon={closed ? <LockOpenOutlined /> : <LockOutlined />}
        disabled={isPending}
        onClick={() => change({ status: closed ? 'open' : 'closed' }, closed ? T.reopened : T.closedDone)}
      >
        {closed ? T.reopen : T.close}
      </Button>
      <Dialog open={assigning} onClose={() => setAssigning(false)} aria-labelledby="ticket-assign-title" fullWidth maxWidth="xs">
        <DialogTitle id="ticket-assign-title">{T.assignTitle}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            label={T.staffMember}
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
            sx={{ mt: 1 }}
          >
            <MenuItem value={NOBODY}>{T.nobody}</MenuItem>
            {choices.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAssigning(false)}>{T.cancel}</Button>
          <Button
            variant="contained"
            disabled={isPending}
            onClick={() => change({ assignee: assignee === NOBODY ? null : assignee }, T.assigneeChanged)}
          >
            {T.assign}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
