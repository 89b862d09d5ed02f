import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageLoader } from '@/src/components/ui/page-loader';
import { ListPager } from '@/src/components/ui/list-pager';
import { LoadError } from '@/src/components/ui/load-error';
import { ProgressBar } from '@/src/components/ui/progress-bar';
import { RecordCard, RecordCards } from '@/src/components/ui/record-card';
import { TableRegion } from '@/src/components/ui/table-region';
import { formatUsdFromDollars } from '@/common/money';
import { formatDate } from '@/src/utils/format';
import { usePhoneLayout } from '@/src/hooks/use-phone-layout';
import { TRADES_PAGE_SIZE, useActiveInvestments } from '../api/get-active-investments';
import { formatPercent } from '@/src/features/plans/utils/plan-figures';
import { daysText, INVESTMENT_TEXT as T } from '../texts';
import { tradeOutlook } from '../utils/trade-outlook';
import { tradeProgress } from '../utils/trade-progress';

/** eight columns: below this the table scrolls sideways inside its region */
const TABLE_MIN_WIDTH = 880;

/** The Status column: the trade's progress bar and its percent. */
function TradeStatus({ name, progress, running }: { name: string; progress: number; running: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <ProgressBar value={progress} label={T.progressOf(name)} tone={running ? 'success' : 'neutral'} sx={{ flex: 1, minWidth: 48 }} />
      <Typography variant="body2" aria-hidden sx={{ fontWeight: 600, minWidth: 40, textAlign: 'right' }}>
        {formatPercent(progress)}
      </Typography>
    </Box>
  );
}

/**
 * Active Trades: Plan, Amount, Profit, Status (a progress bar), a page at
 * a time; then the start and end dates, the days left and the return expected over
 * the whole term. A table from 600 px; below, one card per trade so every field shows in full.
 */
export function ActiveTradesTable() {
  const [page, setPage] = useState(0);
  const phone = usePhoneLayout();
  const trades = useActiveInvestments(page);
  if (trades.isPending) return <PageLoader label={T.loading} />;
  if (trades.isError) return <LoadError error={trades.error} what={T.loadWhat} onRetry={() => void trades.refetch()} />;
  const { rows, total } = trades.data;
  if (total === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{T.noActiveTrades}</Typography>
      </Paper>
    );
  }
  const now = new Date();
  const shown = rows.map((t) => ({ t, ...tradeProgress(t, now), ...tradeOutlook(t, now) }));
  const date = (value: string | null | undefined) => (value ? formatDate(value) : '');
  const label = T.activeTrades;
  return (
    <Stack spacing={1.5}>
      {phone ? (
        <RecordCards label={label}>
          {shown.map(({ t, profit, progress, daysLeft, expectedReturn }) => (
            <RecordCard
              key={t._id}
              title={t.trnx_type}
              status={null}
              fields={[
                [T.amount, formatUsdFromDollars(t.amount)],
                [T.profit, formatUsdFromDollars(profit)],
                [T.started, date(t.start_date)],
                [T.ends, date(t.end_date)],
                [T.daysLeft, daysText(daysLeft)],
                [T.expectedReturn, formatUsdFromDollars(expectedReturn)],
                [T.status, <TradeStatus key="status" name={t.trnx_type} progress={progress} running={t.status === 'active'} />],
              ]}
            />
          ))}
        </RecordCards>
      ) : (
        <TableRegion label={label} minWidth={TABLE_MIN_WIDTH}>
          <TableHead>
            <TableRow>
              <TableCell>{T.plan}</TableCell>
              <TableCell align="right">{T.amount}</TableCell>
              <TableCell align="right">{T.profit}</TableCell>
              <TableCell>{T.started}</TableCell>
              <TableCell>{T.ends}</TableCell>
              <TableCell align="right">{T.daysLeft}</TableCell>
              <TableCell align="right">{T.expectedReturn}</TableCell>
              <TableCell sx={{ width: '20%' }}>{T.status}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map(({ t, profit, progress, daysLeft, expectedReturn }) => (
              <TableRow key={t._id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {t.trnx_type}
                </TableCell>
                <TableCell align="right">{formatUsdFromDollars(t.amount)}</TableCell>
                <TableCell align="right" sx={{ color: 'success.main', fontWeight: 600 }}>
                  {formatUsdFromDollars(profit)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(t.start_date)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(t.end_date)}</TableCell>
                <TableCell align="right">{daysLeft}</TableCell>
                <TableCell align="right">{formatUsdFromDollars(expectedReturn)}</TableCell>
                <TableCell>
                  <TradeStatus name={t.trnx_type} progress={progress} running={t.status === 'active'} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </TableRegion>
      )}
      <ListPager label={label} total={total} page={page} perPage={TRADES_PAGE_SIZE} onPageChange={setPage} />
    </Stack>
  );
}
