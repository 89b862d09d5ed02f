import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import ShowChart from '@mui/icons-material/ShowChart';
import PieChartOutline from '@mui/icons-material/PieChartOutline';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Profile } from '@/src/types/api';
import { ProgressBar } from '@/src/components/ui/progress-bar';
import { formatUsdFromDollars } from '@/common/money';
import { formatPercent } from '@/src/features/plans/utils/plan-figures';
import { DASHBOARD_TEXT as T } from '../texts';
import { clampPercent, netBalance, totalOf } from '../utils/net-balance';

function BalanceCard({
  title,
  value,
  icon: Icon,
  tint,
  hint,
  children,
}: {
  title: string;
  value: number | undefined;
  icon: typeof SvgIcon;
  tint: string;
  /** what the figure counts, under it */
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5, borderRadius: 3, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: tint, color: 'primary.dark' }}>
          <Icon />
        </Box>
        <Typography component="h2" variant="subtitle1" color="text.secondary" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Box>
      <Typography component="p" sx={{ mt: 1.5, fontSize: { xs: 26, md: 30 }, fontWeight: 800, letterSpacing: '-0.01em' }}>
        {value === undefined ? <Skeleton width="60%" /> : formatUsdFromDollars(value)}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/**
 * Capital, Profits (with the trading-period progress) and Net Balance, from /api/profile/me
 * then where the rest is: Invested (principal of running investments,
 * today's point of /api/insight/history) and the Total of all three.
 */
export function BalanceCards({ profile, invested }: { profile: Profile | undefined; invested: number | undefined }) {
  const progress = profile ? clampPercent(profile.progress_bar) : 0;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <BalanceCard title={T.capital} value={profile?.acct_bal} icon={AccountBalanceWalletOutlined} tint="#e3ecf8" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <BalanceCard title={T.profits} value={profile?.acct_bonus} icon={TrendingUp} tint="#e2f3ea">
          <Box sx={{ mt: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="caption" color="text.secondary" id="trading-period-label">
                {T.tradingPeriod}
              </Typography>
              <Typography variant="caption" sx={{ fontWeight: 700 }}>
                {profile ? formatPercent(progress) : ''}
              </Typography>
            </Box>
            <ProgressBar value={progress} label={T.tradingPeriod} />
          </Box>
        </BalanceCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <BalanceCard
          title={T.netBalance}
          value={profile ? netBalance(profile.acct_bal, profile.acct_bonus) : undefined}
          icon={SavingsOutlined}
          tint="#fbf1d6"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <BalanceCard title={T.invested} value={invested} icon={ShowChart} tint="#ece6f6" hint={T.investedHint} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <BalanceCard
          title={T.total}
          value={profile && invested !== undefined ? totalOf(profile.acct_bal, invested, profile.acct_bonus) : undefined}
          icon={PieChartOutline}
          tint="#e0f1f4"
          hint={T.totalHint}
        />
      </Grid>
    </Grid>
  );
}
