import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ACTIVITY_PERIODS, type ActivityDay, type ActivityPeriod } from '@/common/api/reports';
import { formatUsdFromDollars } from '@/common/usd-format';
import type { AdminDataProvider } from '../dataProvider';
import { errorMessage } from '../ui/messages';
import { activityTotals, formatAxisUsd, heldRows, investorRows, MONEY_SERIES, moneyRows } from './activityData';
import { ChartFigure } from './ChartFigure';
import { formatAxisDay, formatDay } from './days';

const CHART_HEIGHT = 260;
const usd = (v: number | null) => (v === null ? '' : formatUsdFromDollars(v));
// the day's full date in the tooltip, the short one on the axis
const dayAxis = {
  scaleType: 'band',
  dataKey: 'date',
  valueFormatter: (d: string, c: { location: string }) => (c.location === 'tick' ? formatAxisDay(d) : formatDay(d)),
} as const;

/** The period's totals above the charts, as a list of figures. */
const Totals = ({ days }: { days: ActivityDay[] }) => {
  const t = activityTotals(days);
  const figures = [
    ['Deposits', formatUsdFromDollars(t.deposits)],
    ['Withdrawals paid', formatUsdFromDollars(t.withdrawals)],
    ['Profit paid', formatUsdFromDollars(t.profitPaid)],
    ['New investors', t.newInvestors.toLocaleString('en-US')],
    ['Money held now', t.heldNow === null ? '—' : formatUsdFromDollars(t.heldNow)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, minmax(0, 1fr))' }, gap: 2, m: 0 }}>
      {figures.map(([term, value]) => (
        <div key={term}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
};

/**
 * The home's charts: money in and out per day, sign-ups per day and the money
 * held at each day's end, for the last 30 or 90 UTC days, from GET /api/reports/activity.
 */
export const ActivityCharts = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [period, setPeriod] = useState<ActivityPeriod>(30);
  const activity = useQuery({
    queryKey: ['reports', 'activity', period],
    queryFn: () => dataProvider.getActivity(period),
    // the other period's charts stay up while the new ones load, instead of a blank page
    placeholderData: keepPreviousData,
    retry: false,
  });
  const days = activity.data?.days;

  return (
    <Stack component="section" aria-labelledby="activity-title" spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="activity-title" component="h2" variant="h5">
          {`Activity, last ${period} days`}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          onChange={(_, value: ActivityPeriod | null) => value && setPeriod(value)}
          aria-label="Period"
        >
          {ACTIVITY_PERIODS.map((p) => (
            <ToggleButton key={p} value={p}>
              {`${p} days`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Days are UTC days. Deposits are those credited, less any taken back; withdrawals are those the payout desk marked paid.
      </Typography>
      <div aria-live="polite">
        {activity.isPending && <CircularProgress size={28} aria-label="Loading the activity" />}
        {activity.error && (
          <Alert severity="warning">{`The activity could not be loaded: ${errorMessage(activity.error) ?? 'unknown error'}`}</Alert>
        )}
      </div>
      {days && (
        <Box aria-busy={activity.isFetching} sx={{ opacity: activity.isPlaceholderData ? 0.6 : 1 }}>
          <Totals days={days} />
          <Grid container spacing={2} sx={{ mt: 2 }}>
            <Grid size={12}>
              <ChartFigure
                title="Deposits, withdrawals and profit paid per day"
                table={{ columns: ['Day', ...MONEY_SERIES.map((s) => s.label)], rows: moneyRows(days) }}
              >
                <BarChart
                  dataset={days}
                  height={CHART_HEIGHT}
                  xAxis={[dayAxis]}
                  yAxis={[{ valueFormatter: formatAxisUsd, width: 56 }]}
                  series={MONEY_SERIES.map((s) => ({ dataKey: s.key, label: s.label, valueFormatter: usd }))}
                />
              </ChartFigure>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ChartFigure
                title="New investors per day"
                table={{ columns: ['Day', 'New investors'], rows: investorRows(days), empty: 'No investor signed up in this period.' }}
              >
                <BarChart
                  dataset={days}
                  height={CHART_HEIGHT}
                  xAxis={[dayAxis]}
                  yAxis={[{ tickMinStep: 1, width: 40 }]}
                  series={[{ dataKey: 'new_investors', label: 'New investors' }]}
                  hideLegend
                />
              </ChartFigure>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ChartFigure
                title="Money held at each day's end"
                description="Every investor's balance and profit together."
                table={{ columns: ['Day', 'Money held'], rows: heldRows(days) }}
              >
                <LineChart
                  dataset={days}
                  height={CHART_HEIGHT}
                  xAxis={[{ ...dayAxis, scaleType: 'point' }]}
                  yAxis={[{ valueFormatter: formatAxisUsd, width: 56 }]}
                  series={[{ dataKey: 'money_held', label: 'Money held', area: true, showMark: false, valueFormatter: usd }]}
                  hideLegend
                />
              </ChartFigure>
            </Grid>
          </Grid>
        </Box>
      )}
    </Stack>
  );
};
