import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/src/features/account/components/load-error';
import { PageHeader } from '@/src/features/account/components/page-header';
import { ActiveInvestmentsTable } from '@/src/features/dashboard/components/active-investments-table';
import { BalanceCards } from '@/src/features/dashboard/components/balance-cards';
import { MarketTicker } from '@/src/features/dashboard/components/market-ticker';
import { useMe } from '@/src/features/profile/api/get-me';

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
