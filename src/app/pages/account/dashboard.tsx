import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useMe } from '../../../features/profile/api/get-me';

export function AccountDashboardPage() {
  const me = useMe();
  return (
    <Stack spacing={3}>
      {me.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void me.refetch()}>Retry</Button>}>
          Your profile could not be loaded.
        </Alert>
      ) : (
        <Typography component="h1" variant="h4">
          {me.data ? `Welcome, ${me.data.name}` : <Skeleton width={280} aria-label="Loading your profile" />}
        </Typography>
      )}
      <ComingSoon what="Your balances, profits and active investments" />
    </Stack>
  );
}
