import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Title, useBasename, useDataProvider, useNotify } from 'react-admin';
import { LIABILITY_DAYS, type Liabilities } from '@/common/api/liabilities';
import { formatUsdFromDollars } from '@/common/usd-format';
import { coinCode } from '../chain-payments/format';
import { ChartFigure } from '../dashboard/ChartFigure';
import { formatAxisUsd } from '../dashboard/activityData';
import { formatAxisDay, formatDay, formatDayTime } from '../dashboard/days';
import type { AdminDataProvider } from '../dataProvider';
import { DetailItem as Item, DetailList } from '../ui/DetailItem';
import { errorMessage } from '../ui/messages';
import { useRole } from '../ui/roles';
import { HoldingForm } from './HoldingForm';
import { coverOf, heldPerCoin, projectionPoints, projectionRows } from './liabilitiesData';

const LIABILITIES_KEY = ['reports', 'liabilities'] as const;
const usd = (v: number | null) => (v === null ? '' : formatUsdFromDollars(v));
const SEVERITY = { 'short-now': 'error', 'short-later': 'warning', covered: 'success' } as const;

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-labelledby={id}>
    <CardContent>
      <Typography id={id} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** Where this total is published: the proof-of-reserves snapshots (a page of its own, both roles). */
const ReservesLink = () => {
  const basename = useBasename();
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      <Link to={`${basename}/reserves`} underline="always">
        Proof of reserves
      </Link>
      {': snapshots of this total, published beside the reserves proven on chain.'}
    </Typography>
  );
};

/** What investors can claim now, and what is recorded as held against it. */
const Owed = ({ l }: { l: Liabilities }) => (
  <Section id="liabilities-owed" title="Owed now">
    <DetailList>
      <Item label="Balances">{formatUsdFromDollars(l.owed.balances)}</Item>
      <Item label="Profit credited">{formatUsdFromDollars(l.owed.profit)}</Item>
      <Item label="Principal of running investments">
        {`${formatUsdFromDollars(l.owed.principal_running)} (${formatUsdFromDollars(l.owed.principal_returnable)} comes back to balances)`}
      </Item>
      <Item label="Withdrawals not yet paid">{formatUsdFromDollars(l.owed.withdrawals_pending)}</Item>
      <Item label="Total owed">{formatUsdFromDollars(l.owed.total)}</Item>
      <Item label="Total held">{formatUsdFromDollars(l.held_total)}</Item>
      <Item label="Margin">{formatUsdFromDollars(l.margin)}</Item>
    </DetailList>
    <Typography variant="body2" color="text.secondary">
      Total owed is what investors can claim: balances, profit credited, the principal that comes back at maturity and withdrawals asked for
      and not yet paid (held off the balances).
    </Typography>
    <ReservesLink />
  </Section>
);

/**
 * Liabilities: what the platform owes now, what running investments will add
 * day by day for 90 days, and the USD value admins record as held per coin, so a shortfall shows
 * before it happens. Support staff read; admins also record what is held.
 */
export const LiabilitiesPage = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { isAdmin } = useRole();
  const { data: l, error, isPending } = useQuery({ queryKey: LIABILITIES_KEY, queryFn: () => dataProvider.getLiabilities(), retry: false });

  const saved = (coin: string) => (next: Liabilities, amount: number) => {
    queryClient.setQueryData(LIABILITIES_KEY, next);
    notify(`Recorded ${formatUsdFromDollars(amount)} held in ${coinCode(coin)}.`, { type: 'success' });
  };

  const cover = l && coverOf(l);
  return (
    // the layout gives the content area a height and a Stack is a flex column: without
    // flexShrink 0 the cards (overflow hidden) shrank to fit it and cut off their own content
    <Stack spacing={2} sx={{ mt: 2, '& > *': { flexShrink: 0 } }}>
      <Title title="Liabilities" />
      <div>
        <Typography component="h1" variant="h5">
          Liabilities
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`What investors can claim now and over the next ${LIABILITY_DAYS} days if nothing changes, against what is recorded as held.`}
          {l && ` Figures as of ${formatDayTime(l.as_of)}.`}
        </Typography>
      </div>
      <div aria-live="polite">
        {isPending && <CircularProgress size={28} aria-label="Loading the liabilities" />}
        {error && (
          <Alert severity="error" role="alert">
            {errorMessage(error) ?? 'The liabilities could not be loaded'}
          </Alert>
        )}
        {cover && (
          <Alert severity={SEVERITY[cover.kind]} role={cover.kind === 'covered' ? 'status' : 'alert'}>
            {cover.text}
          </Alert>
        )}
      </div>
      {l && (
        <>
          <Owed l={l} />
          <Section id="liabilities-held" title="Held per coin">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {isAdmin
                ? 'Record the USD value held in each coin; the comparison above follows at once.'
                : 'The USD value admins recorded as held in each coin. Only admins record it.'}
            </Typography>
            <Box
              component="ul"
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
                listStyle: 'none',
                p: 0,
                m: 0,
              }}
            >
              {heldPerCoin(l).map((h) => (
                <Box component="li" key={h.coin} aria-label={`${h.name} (${coinCode(h.coin)})`}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {`${h.name} (${coinCode(h.coin)})`}
                  </Typography>
                  <Typography variant="body1">{h.amount === null ? 'Not recorded' : formatUsdFromDollars(h.amount)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {h.updatedAt ? `Recorded ${formatDayTime(h.updatedAt)}` : ' '}
                  </Typography>
                  {isAdmin && <HoldingForm coin={h.coin} current={h.amount} onSaved={saved(h.coin)} />}
                </Box>
              ))}
            </Box>
          </Section>
          <ChartFigure
            title={`What is owed over the next ${LIABILITY_DAYS} days, against what is held`}
            description="Owed grows by the profit running investments earn each day; principal that comes back at maturity only moves to balances."
            table={{ columns: ['Day', 'Profit credited', 'Principal returned', 'Owed at day end'], rows: projectionRows(l) }}
          >
            <LineChart
              dataset={projectionPoints(l)}
              height={280}
              xAxis={[
                {
                  scaleType: 'point',
                  dataKey: 'date',
                  valueFormatter: (d: string, c: { location: string }) => (c.location === 'tick' ? formatAxisDay(d) : formatDay(d)),
                },
              ]}
              yAxis={[{ valueFormatter: formatAxisUsd, width: 56 }]}
              series={[
                { dataKey: 'owed', label: 'Owed', showMark: false, valueFormatter: usd },
                { dataKey: 'held', label: 'Held', showMark: false, valueFormatter: usd },
              ]}
            />
          </ChartFigure>
        </>
      )}
    </Stack>
  );
};
