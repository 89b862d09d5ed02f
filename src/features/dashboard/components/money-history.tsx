import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { INSIGHT_RANGES, type InsightRange } from '@/common/api/insight';
import { LoadError } from '@/src/components/ui/load-error';
import { useInsightHistory } from '../api/get-insight-history';
import { DASHBOARD_TEXT as T, RANGE_TEXT } from '../texts';
import { HistoryTable } from './history-table';
import { srOnly } from '@/src/components/ui/sr-only';

// MUI X Charts is only downloaded when the dashboard shows the chart
const HistoryChart = lazy(() => import('./history-chart'));

const CHART_HEIGHT = 300;
const TABLE_ID = 'money-history-table';
/** 'Your money over time': the 30 d / 90 d / All toggle, the chart and its table. */
export function MoneyHistory() {
  const [range, setRange] = useState<InsightRange>('30d');
  const [tableShown, setTableShown] = useState(false);
  const history = useInsightHistory(range);
  const label = T.chartLabel(range);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="money-history-title" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography id="money-history-title" component="h2" variant="h6">
          {T.chartTitle}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          aria-label={T.rangeLabel}
          onChange={(_e, next: InsightRange | null) => next && setRange(next)}
        >
          {INSIGHT_RANGES.map((r) => (
            <ToggleButton key={r} value={r} sx={{ px: 1.5, textTransform: 'none' }}>
              {RANGE_TEXT[r]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {history.isError ? (
        <LoadError error={history.error} what={T.historyWhat} onRetry={() => void history.refetch()} />
      ) : history.data ? (
        <>
          <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={T.chartLoading} />}>
            <HistoryChart points={history.data.points} label={label} />
          </Suspense>
          <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
            <Button size="small" aria-expanded={tableShown} aria-controls={TABLE_ID} onClick={() => setTableShown((v) => !v)}>
              {tableShown ? T.hideTable : T.showTable}
            </Button>
          </Box>
          {/* hidden from sight until asked for, never from screen readers */}
          {/* shown, it scrolls: a named region that keyboard users can focus to scroll it */}
          <Box
            id={TABLE_ID}
            role="region"
            aria-label={T.tableCaption}
            tabIndex={tableShown ? 0 : undefined}
            sx={tableShown ? { maxHeight: 360, overflow: 'auto' } : srOnly}
          >
            <HistoryTable points={history.data.points} />
          </Box>
        </>
      ) : (
        <Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={T.chartLoading} />
      )}
    </Paper>
  );
}
