import { LineChart } from '@mui/x-charts/LineChart';
import type { InsightPoint } from '@/common/api/insight';
import { formatUsdFromDollars } from '@/common/money';
import { formatDate } from '@/src/utils/format';
import { dayKey, toChartSeries } from '../utils/chart-series';
import { formatUsdCompactFromDollars } from '@/common/usd-format';

const HEIGHT = 300;

/**
 * The dashboard's lines over time. Its own chunk (MUI X Charts is large): only the dashboard
 * loads it, through React.lazy, so the public pages' first download does not grow.
 */
export default function HistoryChart({ points, label }: { points: InsightPoint[]; label: string }) {
  const { days, series } = toChartSeries(points);
  return (
    // the drawing is one image to assistive technology; the table next to it holds the figures
    <div role="img" aria-label={label}>
      <LineChart
        height={HEIGHT}
        xAxis={[{ data: days, scaleType: 'time', valueFormatter: (d: Date) => formatDate(dayKey(d)) }]}
        yAxis={[{ valueFormatter: (v: number) => formatUsdCompactFromDollars(v), width: 56 }]}
        series={series.map((s) => ({
          ...s,
          showMark: false,
          valueFormatter: (v: number | null) => (v === null ? '' : formatUsdFromDollars(v)),
        }))}
        grid={{ horizontal: true }}
        margin={{ left: 8, right: 16 }}
      />
    </div>
  );
}
