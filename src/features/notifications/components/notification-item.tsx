import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification } from '../api/get-notifications';
import { formatNotificationTime } from '../utils/format-time';
import { srOnly } from '@/src/components/ui/sr-only';
import { NOTIFICATION_TEXT } from '../texts';

/**
 * One entry of the inbox (an `li`): its title (a link to where it happened, when it has one),
 * its text and time. Unread ones carry a bar and a bold title, and "Unread" for screen readers.
 * Opening the link marks the entry read; `onMarkRead` adds a button that only marks it.
 */
export function NotificationItem({
  notification: n,
  onOpen,
  onMarkRead,
  markBusy = false,
  dense = false,
}: {
  notification: Notification;
  /** called when its link is followed (after the entry is marked read) */
  onOpen?: () => void;
  onMarkRead?: (id: string) => void;
  markBusy?: boolean;
  dense?: boolean;
}) {
  const unread = !n.read;
  // the marker stays outside the link: inside it, the hidden box would be the link's first
  // rectangle, where a pointer (or a test's click) lands on the paragraph instead
  const unreadMarker = unread && (
    <>
      <span style={srOnly}>{NOTIFICATION_TEXT.unreadMarker}</span>{' '}
    </>
  );
  return (
    <Box
      component="li"
      data-unread={unread || undefined}
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 1.5,
        px: dense ? 2 : { xs: 2, sm: 3 },
        py: dense ? 1.25 : 2,
        borderLeft: 4,
        borderLeftColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'rgba(15, 52, 96, 0.05)' : undefined,
        '& + &': { borderTop: 1, borderTopColor: 'divider' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="p" variant="subtitle2" sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>
          {unreadMarker}
          {n.link ? (
            <Link
              component={RouterLink}
              to={n.link}
              color="inherit"
              underline="always"
              onClick={() => {
                if (unread) onMarkRead?.(n._id);
                onOpen?.();
              }}
            >
              {n.title}
            </Link>
          ) : (
            n.title
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {n.body}
        </Typography>
        <Typography component="p" variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
          <time dateTime={n.createdAt}>{formatNotificationTime(n.createdAt)}</time>
        </Typography>
      </Box>
      {unread && onMarkRead && !dense && (
        <Box sx={{ flexShrink: 0, alignSelf: 'center' }}>
          <Button
            size="small"
            variant="text"
            disabled={markBusy}
            onClick={() => onMarkRead(n._id)}
            aria-label={NOTIFICATION_TEXT.markReadLabel(n.title)}
          >
            {NOTIFICATION_TEXT.markRead}
          </Button>
        </Box>
      )}
    </Box>
  );
}
