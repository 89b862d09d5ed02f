import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { LoadError } from '@/src/components/ui/load-error';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkRead } from '../api/mark-read';
import { bellLabel, NOTIFICATION_TEXT } from '../texts';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationItem } from './notification-item';

/** How many of the newest entries the bell's panel shows. */
export const BELL_LATEST = 5;

/**
 * The top bar's bell: the unread count as a badge, refreshed every 30 s, on focus
 * and after marking; opening it shows the newest entries with "Mark all read" and "See all".
 */
export function NotificationBell() {
  const id = useId();
  const headingId = `${id}-heading`;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const count = useUnreadCount();
  const latest = useNotifications(0, BELL_LATEST, { enabled: open });
  const markRead = useMarkRead();
  const { enqueueSnackbar } = useSnackbar();
  const unread = count.data ?? 0;

  const mark = (body: { ids: string[] } | { all: true }) =>
    markRead.mutate(body, { onError: () => enqueueSnackbar(NOTIFICATION_TEXT.markFailed, { variant: 'error' }) });

  return (
    <>
      <IconButton
        id={`${id}-button`}
        aria-label={bellLabel(count.data)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.primary' }}
      >
        <Badge badgeContent={unread} color="error" max={99} aria-hidden="true">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: `${id}-panel`,
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 360, maxWidth: 'calc(100vw - 24px)', mt: 1, borderRadius: 2 },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1.5 }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {NOTIFICATION_TEXT.heading}
          </Typography>
          <MarkAllReadButton compact />
        </Box>
        <Box sx={{ borderTop: 1, borderBottom: 1, borderColor: 'divider', maxHeight: 400, overflowY: 'auto' }}>
          {latest.isPending && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress size={24} aria-label={NOTIFICATION_TEXT.loading} />
            </Box>
          )}
          {latest.isError && (
            <Box sx={{ p: 2 }}>
              <LoadError error={latest.error} what={NOTIFICATION_TEXT.loadWhat} onRetry={() => void latest.refetch()} />
            </Box>
          )}
          {latest.data && latest.data.rows.length === 0 && (
            <Typography color="text.secondary" variant="body2" sx={{ px: 2, py: 3, textAlign: 'center' }}>
              {NOTIFICATION_TEXT.nothingNew}
            </Typography>
          )}
          {latest.data && latest.data.rows.length > 0 && (
            <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0 }}>
              {latest.data.rows.map((n) => (
                <NotificationItem key={n._id} notification={n} dense onOpen={close} onMarkRead={(nid) => mark({ ids: [nid] })} />
              ))}
            </Box>
          )}
        </Box>
        <Box sx={{ px: 2, py: 1, textAlign: 'center' }}>
          <Button component={RouterLink} to={ACCOUNT_PATHS.notifications} onClick={close} size="small">
            {NOTIFICATION_TEXT.seeAll}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
