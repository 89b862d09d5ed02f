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

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

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
      label: 'Users',
      icon: PeopleOutline,
      to: list('users'),
      figure: (s) => count(s.users, 'investor'),
      detail: (s) => `Balances ${formatUsdFromDollars(s.totalBalance)} · Profits ${formatUsdFromDollars(s.totalProfit)}`,
    },
    {
      label: 'Deposits',
      icon: SavingsOutlined,
      to: withFilter(list('deposits'), { status: 'pending' }),
      figure: (s) => `${count(s.pendingDeposits.count, 'pending deposit')}`,
      detail: (s) => `${formatUsdFromDollars(s.pendingDeposits.amount)} waiting for confirmation`,
    },
    {
      label: 'Withdrawals',
      icon: PaymentsOutlined,
      to: withFilter(list('withdrawals'), { status: 'pending' }),
      figure: (s) => `${count(s.pendingWithdrawals.count, 'pending withdrawal')}`,
      detail: (s) => `${formatUsdFromDollars(s.pendingWithdrawals.amount)} held to pay out`,
    },
    {
      label: 'Investments',
      icon: TrendingUp,
      to: withFilter(list('investments'), { status: 'active' }),
      figure: (s) => `${count(s.activeInvestments.count, 'active investment')}`,
      detail: (s) => `${formatUsdFromDollars(s.activeInvestments.amount)} invested`,
    },
    {
      label: 'KYC reviews',
      icon: BadgeOutlined,
      to: withFilter(list('kyc'), { status: 'pending' }),
      figure: (s) => `${count(s.pendingKyc, 'submission')} to review`,
    },
    { label: 'Plans', icon: Inventory2Outlined, to: list('plans'), adminOnly: true },
    { label: 'Wallets', icon: AccountBalanceWalletOutlined, to: list('wallets'), adminOnly: true },
  ];

  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Title title="Back-office" />
      <div>
        <Typography component="h1" variant="h4">
          {identity?.fullName ? `Hello, ${identity.fullName}` : 'Back-office'}
        </Typography>
        {role && (
          <Typography color="text.secondary">
            {role === 'support'
              ? 'Signed in as support staff: you approve payouts and answer tickets, and read the rest.'
              : `Signed in as ${role}`}
          </Typography>
        )}
      </div>
      {stats.error && <Alert severity="warning">The figures could not be loaded: {errorMessage(stats.error) ?? 'unknown error'}</Alert>}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Areas">
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
                          {stats.data ? figure(stats.data) : stats.isPending ? 'Loading…' : '—'}
                        </Typography>
                      )}
                      {detail && stats.data && (
                        <Typography variant="body2" color="text.secondary">
                          {detail(stats.data)}
                        </Typography>
                      )}
                      {!figure && (
                        <Typography variant="body2" color="text.secondary">
                          Create, edit and delete
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
