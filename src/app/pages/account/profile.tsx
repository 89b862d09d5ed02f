import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { LoadError } from '@/src/components/ui/load-error';
import { PageHeader } from '@/src/components/ui/page-header';
import { useMe } from '@/src/lib/auth/me';
import { EmailChangeForm } from '@/src/features/profile/components/email-change-form';
import { ProfileForm } from '@/src/features/profile/components/profile-form';
import { ProfileSummary } from '@/src/features/profile/components/profile-summary';
import { ACCOUNT_PAGES_TEXT as T } from './texts';

/** /account/profile. */
export function ProfilePage() {
  const me = useMe();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={T.profile}
        subtitle={T.profileSubtitle}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button component={RouterLink} to={ACCOUNT_PATHS.security} variant="outlined">
              {T.security}
            </Button>
            <Button component={RouterLink} to={ACCOUNT_PATHS.notificationSettings} variant="outlined">
              {T.notifications}
            </Button>
            <Button component={RouterLink} to={ACCOUNT_PATHS.withdrawalAddresses} variant="outlined">
              {T.withdrawalAddresses}
            </Button>
          </Stack>
        }
      />
      {me.isError && <LoadError error={me.error} what={T.yourProfile} onRetry={() => void me.refetch()} />}
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ProfileSummary profile={me.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>{me.data && <ProfileForm key={me.data._id} profile={me.data} />}</Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ ml: { md: 'auto' } }}>
          {me.data && <EmailChangeForm profile={me.data} />}
        </Grid>
      </Grid>
    </Stack>
  );
}
