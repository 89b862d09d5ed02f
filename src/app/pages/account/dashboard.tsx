import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../features/account/components/load-error';
import { PageHeader } from '../../../features/account/components/page-header';
import { ActiveInvestmentsTable } from '../../../features/dashboard/components/active-investments-table';
import { BalanceCards } from '../../../features/dashboard/components/balance-cards';
import { MarketTicker } from '../../../features/dashboard/components/market-ticker';
import { useMe } from '../../../features/profile/api/get-me';

/** /account: balances, the market ticker and the running investments (SPEC.md section 2). */
export function AccountDashboardPage() {
  const me = useMe();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={me.data ? `Welcome, ${me.data.name}` : me.isError ? 'Welcome' : <Skeleton width={280} aria-label="Loading your profile" />}
        subtitle="Here is where your money stands today."
      />
      {me.isError && <LoadError error={me.error} what="Your profile" onRetry={() => void me.refetch()} />}
      <MarketTicker />
      <BalanceCards profile={me.data} />
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6">
          Active Investment
        </Typography>
        <ActiveInvestmentsTable />
      </Stack>
    </Stack>
  );
}
