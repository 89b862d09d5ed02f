import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { LoadError } from '@/src/components/ui/load-error';
import { PageHeader } from '@/src/components/ui/page-header';
import { usePreferences } from '@/src/features/notifications/api/get-preferences';
import { PreferencesForm } from '@/src/features/notifications/components/preferences-form';
import { ACCOUNT_PAGES_TEXT as T } from './texts';

/** /account/notification-settings: Profile > Notifications, e-mail on or off per category. */
export function NotificationSettingsPage() {
  const preferences = usePreferences();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, minWidth: 0 }}>
      <PageHeader
        title={T.notificationSettingsTitle}
        subtitle={T.notificationSettingsSubtitle}
        actions={
          <Button component={RouterLink} to={ACCOUNT_PATHS.profile} variant="outlined">
            {T.backToProfile}
          </Button>
        }
      />
      {preferences.isPending && <CircularProgress aria-label={T.loadingSettings} sx={{ alignSelf: 'center' }} />}
      {preferences.isError && <LoadError error={preferences.error} what={T.yourSettings} onRetry={() => void preferences.refetch()} />}
      {preferences.data && <PreferencesForm preferences={preferences.data} />}
    </Stack>
  );
}
