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
import { formatCount } from '@/common/i18n/formatters';
import { activityTotals, formatAxisUsd, heldRows, investorRows, MONEY_SERIES, moneyRows, moneySeriesLabel } from './activityData';
import { ChartFigure } from './ChartFigure';
import { formatAxisDay, formatDay } from './days';
import { DASHBOARD_TEXT as T } from './texts';

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
    [T.depositsSeries, formatUsdFromDollars(t.deposits)],
    [T.withdrawalsPaid, formatUsdFromDollars(t.withdrawals)],
    [T.profitPaid, formatUsdFromDollars(t.profitPaid)],
    [T.newInvestors, formatCount(t.newInvestors)],
    [T.moneyHeldNow, t.heldNow === null ? '—' : formatUsdFromDollars(t.heldNow)],
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
          {T.activityTitle(period)}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          onChange={(_, value: ActivityPeriod | null) => value && setPeriod(value)}
          aria-label={T.period}
        >
          {ACTIVITY_PERIODS.map((p) => (
            <ToggleButton key={p} value={p}>
              {T.periodDays(p)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {T.activityNote}
      </Typography>
      <div aria-live="polite">
        {activity.isPending && <CircularProgress size={28} aria-label={T.loadingActivity} />}
        {activity.error && <Alert severity="warning">{T.activityFailed(errorMessage(activity.error) ?? T.unknownError)}</Alert>}
      </div>
      {days && (
        <Box aria-busy={activity.isFetching} sx={{ opacity: activity.isPlaceholderData ? 0.6 : 1 }}>
          <Totals days={days} />
          <Grid container spacing={2} sx={{ mt: 2 }}>
            <Grid size={12}>
              <ChartFigure title={T.moneyChart} table={{ columns: [T.day, ...MONEY_SERIES.map(moneySeriesLabel)], rows: moneyRows(days) }}>
                <BarChart
                  dataset={days}
                  height={CHART_HEIGHT}
                  xAxis={[dayAxis]}
                  yAxis={[{ valueFormatter: formatAxisUsd, width: 56 }]}
                  series={MONEY_SERIES.map((key) => ({ dataKey: key, label: moneySeriesLabel(key), valueFormatter: usd }))}
                />
              </ChartFigure>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ChartFigure
                title={T.investorsChart}
                table={{ columns: [T.day, T.newInvestors], rows: investorRows(days), empty: T.noSignUps }}
              >
                <BarChart
                  dataset={days}
                  height={CHART_HEIGHT}
                  xAxis={[dayAxis]}
                  yAxis={[{ tickMinStep: 1, width: 40 }]}
                  series={[{ dataKey: 'new_investors', label: T.newInvestors }]}
                  hideLegend
                />
              </ChartFigure>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ChartFigure
                title={T.heldChart}
                description={T.heldDescription}
                table={{ columns: [T.day, T.moneyHeld], rows: heldRows(days) }}
              >
                <LineChart
                  dataset={days}
                  height={CHART_HEIGHT}
                  xAxis={[{ ...dayAxis, scaleType: 'point' }]}
                  yAxis={[{ valueFormatter: formatAxisUsd, width: 56 }]}
                  series={[{ dataKey: 'money_held', label: T.moneyHeld, area: true, showMark: false, valueFormatter: usd }]}
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
