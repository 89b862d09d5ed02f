import Button from '@mui/material/Button';
import DoneAll from '@mui/icons-material/DoneAll';
import { useSnackbar } from 'notistack';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkRead } from '../api/mark-read';
import { NOTIFICATION_TEXT } from '../texts';

/**
 * Marks every notification read (on the inbox screen; `compact` in the bell's panel); inactive
 * while nothing is unread. Inactive is aria-disabled,
 * not disabled: a disabled button drops the keyboard focus it had when it was pressed (to the
 * page's body, outside the bell's panel, where Escape no longer closes it), while an
 * aria-disabled one keeps it and is announced as unavailable.
 */
export function MarkAllReadButton({ compact = false }: { compact?: boolean }) {
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkRead();
  const { enqueueSnackbar } = useSnackbar();
  const inactive = unread === 0 || markRead.isPending;
  return (
    <Button
      variant={compact ? 'text' : 'outlined'}
      size={compact ? 'small' : 'medium'}
      startIcon={compact ? undefined : <DoneAll />}
      aria-disabled={inactive || undefined}
      disableRipple={inactive}
      sx={
        inactive
          ? {
              color: 'text.disabled',
              borderColor: 'action.disabledBackground',
              cursor: 'default',
              '&:hover': { borderColor: 'action.disabledBackground', backgroundColor: 'transparent' },
            }
          : undefined
      }
      onClick={() => {
        if (inactive) return;
        markRead.mutate({ all: true }, { onError: () => enqueueSnackbar(NOTIFICATION_TEXT.markFailed, { variant: 'error' }) });
      }}
    >
      {NOTIFICATION_TEXT.markAllRead}
    </Button>
  );
}
