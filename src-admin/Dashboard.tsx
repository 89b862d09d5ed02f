import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useQuery } from '@tanstack/react-query';
import { Title, useCreatePath, useDataProvider, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminDataProvider, StatsSummary } from './dataProvider';
import { errorMessage } from './ui/messages';
import { formatUsdFromDollars } from '../common/money';
import { useRole } from './ui/roles';
import { ActivityCharts } from './dashboard/ActivityCharts';
import { DASHBOARD_TEXT as T } from './dashboard/texts';

interface Tile {
  label: string;
  icon: SvgIconComponent;
  to: string;
  /** the live figure, e.g. "3 pending" */
  figure?: (s: StatsSummary) => string;
  /** a second line, e.g. the amount waiting */
  detail?: (s: StatsSummary) => string;
  adminOnly?: boolean;
}

const withFilter = (path: string, filter: Record<string, unknown>) =>
  `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

/**
 * The back-office home: a tile for each area with live figures from GET /api/stats/summary,
 * refreshed every 30 seconds and whenever the window regains focus. Each tile opens its list,
 * already filtered to what needs attention. Below them, the activity of the last 30 or 90 days
 * as charts.
 */
export const Dashboard = () => {
  const { identity } = useGetIdentity();
  const { role, isAdmin } = useRole();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const stats = useQuery({
    queryKey: ['stats', 'summary'],
    queryFn: () => dataProvider.getStats(),
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const list = (resource: string) => createPath({ resource, type: 'list' });

  const tiles: Tile[] = [
    {
      label: T.users,
      icon: PeopleOutline,
      to: list('users'),
      figure: (s) => T.investors(s.users),
      detail: (s) => T.balances(formatUsdFromDollars(s.totalBalance), formatUsdFromDollars(s.totalProfit)),
    },
    {
      label: T.deposits,
      icon: SavingsOutlined,
      to: withFilter(list('deposits'), { status: 'pending' }),
      figure: (s) => T.pendingDeposits(s.pendingDeposits.count),
      detail: (s) => T.waitingConfirmation(formatUsdFromDollars(s.pendingDeposits.amount)),
    },
    {
      label: T.withdrawals,
      icon: PaymentsOutlined,
      to: withFilter(list('withdrawals'), { status: 'pending' }),
      figure: (s) => T.pendingWithdrawals(s.pendingWithdrawals.count),
      detail: (s) => T.heldToPay(formatUsdFromDollars(s.pendingWithdrawals.amount)),
    },
    {
      label: T.investments,
      icon: TrendingUp,
      to: withFilter(list('investments'), { status: 'active' }),
      figure: (s) => T.activeInvestments(s.activeInvestments.count),
      detail: (s) => T.invested(formatUsdFromDollars(s.activeInvestments.amount)),
    },
    {
      label: T.kycReviews,
      icon: BadgeOutlined,
      to: withFilter(list('kyc'), { status: 'pending' }),
      figure: (s) => T.toReview(s.pendingKyc),
    },
    { label: T.plans, icon: Inventory2Outlined, to: list('plans'), adminOnly: true },
    { label: T.wallets, icon: AccountBalanceWalletOutlined, to: list('wallets'), adminOnly: true },
  ];

  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Title title={T.title} />
      <div>
        <Typography component="h1" variant="h4">
          {identity?.fullName ? T.hello(identity.fullName) : T.title}
        </Typography>
        {role && <Typography color="text.secondary">{role === 'support' ? T.signedInAsSupport : T.signedInAs(role)}</Typography>}
      </div>
      {stats.error && <Alert severity="warning">{T.figuresFailed(errorMessage(stats.error) ?? T.unknownError)}</Alert>}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={T.areas}>
        {tiles
          .filter((t) => isAdmin || !t.adminOnly)
          .map(({ label, icon: Icon, to, figure, detail }) => (
            <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
                  <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
                    <Icon color="primary" aria-hidden sx={{ mt: 0.5 }} />
                    <div aria-busy={!!figure && stats.isPending}>
                      <Typography variant="h6" component="h2">
                        {label}
                      </Typography>
                      {figure && (
                        <Typography variant="body1" sx={{ fontWeight: 600 }}>
                          {stats.data ? figure(stats.data) : stats.isPending ? T.loading : '—'}
                        </Typography>
                      )}
                      {detail && stats.data && (
                        <Typography variant="body2" color="text.secondary">
                          {detail(stats.data)}
                        </Typography>
                      )}
                      {!figure && (
                        <Typography variant="body2" color="text.secondary">
                          {T.manage}
                        </Typography>
                      )}
                    </div>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
      </Grid>
      <ActivityCharts />
    </Stack>
  );
};
