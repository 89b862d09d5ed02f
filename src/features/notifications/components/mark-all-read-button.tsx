import Button from '@mui/material/Button';
import DoneAll from '@mui/icons-material/DoneAll';
import { useSnackbar } from 'notistack';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkRead } from '../api/mark-read';
import { NOTIFICATION_TEXT } from '../texts';

/** Marks every notification read; disabled while nothing is unread. */
export function MarkAllReadButton() {
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkRead();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Button
      variant="outlined"
      startIcon={<DoneAll />}
      disabled={unread === 0 || markRead.isPending}
      onClick={() => markRead.mutate({ all: true }, { onError: () => enqueueSnackbar(NOTIFICATION_TEXT.markFailed, { variant: 'error' }) })}
    >
      Mark all read
    </Button>
  );
}
