import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/src/components/ui/load-error';
import { PageHeader } from '@/src/components/ui/page-header';
import { useInsightHistory } from '@/src/features/dashboard/api/get-insight-history';
import { ActiveInvestmentsTable } from '@/src/features/dashboard/components/active-investments-table';
import { BalanceCards } from '@/src/features/dashboard/components/balance-cards';
import { MarketTicker } from '@/src/features/dashboard/components/market-ticker';
import { MoneyHistory } from '@/src/features/dashboard/components/money-history';
import { NextStep } from '@/src/features/dashboard/components/next-step';
import { ProofOfReservesCard } from '@/src/features/dashboard/components/proof-of-reserves-card';
import { QuickActions } from '@/src/features/dashboard/components/quick-actions';
import { VerifyEmailBanner } from '@/src/features/dashboard/components/verify-email-banner';
import { useMe } from '@/src/lib/auth/me';
import { ACCOUNT_PAGES_TEXT as T } from './texts';

/**
 * /account: balances and where the rest of the money is, its history, the market ticker, the
 * running investments and where to check the proof of reserves.
 */
export function AccountDashboardPage() {
  const me = useMe();
  // today's point of the 30-day history (the chart's first answer): the principal running now
  const invested = useInsightHistory('30d').data?.points.at(-1)?.invested;
  const hasMoney = !!me.data && me.data.acct_bal + me.data.acct_bonus > 0;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={me.data ? T.welcomeName(me.data.name) : me.isError ? T.welcome : <Skeleton width={280} aria-label={T.loadingProfile} />}
        subtitle={T.dashboardSubtitle}
      />
      {me.isError && <LoadError error={me.error} what={T.yourProfile} onRetry={() => void me.refetch()} />}
      <VerifyEmailBanner profile={me.data} />
      <QuickActions />
      <MarketTicker />
      <BalanceCards profile={me.data} invested={invested} />
      <MoneyHistory />
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6">
          {T.activeInvestment}
        </Typography>
        <ActiveInvestmentsTable empty={me.data && <NextStep hasMoney={hasMoney} />} />
      </Stack>
      <ProofOfReservesCard />
    </Stack>
  );
}
