import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { PageHeader } from '@/src/components/ui/page-header';
import { MarkAllReadButton } from '@/src/features/notifications/components/mark-all-read-button';
import { NotificationInbox } from '@/src/features/notifications/components/notification-inbox';
import { ACCOUNT_PAGES_TEXT as T } from './texts';

/** /account/notifications: the in-app inbox, newest first. */
export function NotificationsPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, minWidth: 0 }}>
      <PageHeader
        title={T.notifications}
        subtitle={T.notificationsSubtitle}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <MarkAllReadButton />
            <Button component={RouterLink} to={ACCOUNT_PATHS.notificationSettings} variant="text">
              {T.emailSettings}
            </Button>
          </Stack>
        }
      />
      <NotificationInbox />
    </Stack>
  );
}
