import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useSnackbar } from 'notistack';
import { ListPager } from '@/src/components/ui/list-pager';
import { LoadError } from '@/src/components/ui/load-error';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NOTIFICATION_TEXT } from '../texts';
import { NotificationItem } from './notification-item';

const HEADING_ID = 'notification-list-heading';

/** The whole inbox, newest first, a page at a time; each unread entry can be marked read. */
export function NotificationInbox() {
  const [page, setPage] = useState(0);
  const list = useNotifications(page);
  const markRead = useMarkRead();
  const { enqueueSnackbar } = useSnackbar();
  const mark = (id: string) =>
    markRead.mutate({ ids: [id] }, { onError: () => enqueueSnackbar(NOTIFICATION_TEXT.markFailed, { variant: 'error' }) });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={HEADING_ID} sx={{ borderRadius: 2, minWidth: 0, overflow: 'hidden' }}>
      <Typography id={HEADING_ID} component="h2" variant="h6" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1.5 }}>
        {NOTIFICATION_TEXT.inboxTitle}
      </Typography>
      {list.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={NOTIFICATION_TEXT.loadingInbox} />
        </Box>
      )}
      {list.isError && (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
          <LoadError error={list.error} what={NOTIFICATION_TEXT.loadWhat} onRetry={() => void list.refetch()} />
        </Box>
      )}
      {list.data && list.data.total === 0 && (
        <Box sx={{ px: { xs: 2, sm: 3 }, py: 4, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
          <NotificationsNoneOutlined sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
          <Typography color="text.secondary">{NOTIFICATION_TEXT.empty}</Typography>
        </Box>
      )}
      {list.data && list.data.rows.length > 0 && (
        <Box component="ul" aria-labelledby={HEADING_ID} sx={{ m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
          {list.data.rows.map((n) => (
            <NotificationItem
              key={n._id}
              notification={n}
              onMarkRead={mark}
              markBusy={markRead.isPending && markRead.variables?.ids?.includes(n._id) === true}
            />
          ))}
        </Box>
      )}
      {list.data && (
        <Box sx={{ borderTop: list.data.total > NOTIFICATIONS_PAGE_SIZE ? 1 : 0, borderColor: 'divider' }}>
          <ListPager
            label={NOTIFICATION_TEXT.pagerLabel}
            total={list.data.total}
            page={page}
            perPage={NOTIFICATIONS_PAGE_SIZE}
            onPageChange={setPage}
          />
        </Box>
      )}
    </Paper>
  );
}
