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
import { aroundSlot } from '../layout/words';
import { HoldingForm } from './HoldingForm';
import { coverOf, heldPerCoin, projectionPoints, projectionRows } from './liabilitiesData';
import { LIABILITIES_TEXT as T } from './texts';

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
  const [before, after] = aroundSlot(T.reservesLinkSentence);
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      {before}
      <Link to={`${basename}/reserves`} underline="always">
        {T.reservesLink}
      </Link>
      {after}
    </Typography>
  );
};

/** What investors can claim now, and what is recorded as held against it. */
const Owed = ({ l }: { l: Liabilities }) => (
  <Section id="liabilities-owed" title={T.owedNow}>
    <DetailList>
      <Item label={T.balances}>{formatUsdFromDollars(l.owed.balances)}</Item>
      <Item label={T.profitCredited}>{formatUsdFromDollars(l.owed.profit)}</Item>
      <Item label={T.principalRunning}>
        {T.principalDetail(formatUsdFromDollars(l.owed.principal_running), formatUsdFromDollars(l.owed.principal_returnable))}
      </Item>
      <Item label={T.withdrawalsUnpaid}>{formatUsdFromDollars(l.owed.withdrawals_pending)}</Item>
      <Item label={T.totalOwed}>{formatUsdFromDollars(l.owed.total)}</Item>
      <Item label={T.totalHeld}>{formatUsdFromDollars(l.held_total)}</Item>
      <Item label={T.margin}>{formatUsdFromDollars(l.margin)}</Item>
    </DetailList>
    <Typography variant="body2" color="text.secondary">
      {T.owedExplained}
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
    notify(T.recorded(formatUsdFromDollars(amount), coinCode(coin)), { type: 'success' });
  };

  const cover = l && coverOf(l);
  return (
    // the layout gives the content area a height and a Stack is a flex column: without
    // flexShrink 0 the cards (overflow hidden) shrank to fit it and cut off their own content
    <Stack spacing={2} sx={{ mt: 2, '& > *': { flexShrink: 0 } }}>
      <Title title={T.title} />
      <div>
        <Typography component="h1" variant="h5">
          {T.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.intro(LIABILITY_DAYS)}
          {l && T.asOf(formatDayTime(l.as_of))}
        </Typography>
      </div>
      <div aria-live="polite">
        {isPending && <CircularProgress size={28} aria-label={T.loading} />}
        {error && (
          <Alert severity="error" role="alert">
            {errorMessage(error) ?? T.loadFailed}
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
          <Section id="liabilities-held" title={T.heldPerCoin}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {isAdmin ? T.heldAdmin : T.heldSupport}
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
                  <Typography variant="body1">{h.amount === null ? T.notRecorded : formatUsdFromDollars(h.amount)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {h.updatedAt ? T.recordedAt(formatDayTime(h.updatedAt)) : ' '}
                  </Typography>
                  {isAdmin && <HoldingForm coin={h.coin} current={h.amount} onSaved={saved(h.coin)} />}
                </Box>
              ))}
            </Box>
          </Section>
          <ChartFigure
            title={T.chartTitle(LIABILITY_DAYS)}
            description={T.chartDescription}
            table={{ columns: [T.day, T.profitCredited, T.principalReturned, T.owedAtDayEnd], rows: projectionRows(l) }}
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
                { dataKey: 'owed', label: T.owed, showMark: false, valueFormatter: usd },
                { dataKey: 'held', label: T.held, showMark: false, valueFormatter: usd },
              ]}
            />
          </ChartFigure>
        </>
      )}
    </Stack>
  );
};
