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
import { ListPager } from '@/src/features/account/components/list-pager';
import { LoadError } from '@/src/features/account/components/load-error';
import { ProgressBar } from '@/src/features/account/components/progress-bar';
import { RecordCard, RecordCards } from '@/src/features/account/components/record-card';
import { TableRegion } from '@/src/features/account/components/table-region';
import { formatUsdFromDollars } from '@/common/money';
import { usePhoneLayout } from '@/src/features/account/utils/use-phone-layout';
import { TRADES_PAGE_SIZE, useActiveInvestments } from '../api/get-active-investments';
import { tradeProgress } from '../utils/trade-progress';

const NO_ACTIVE_TRADES = "You don't have any Active Trades.";
const LABEL = 'Active Trades';

/** The Status column: the trade's progress bar and its percent. */
function TradeStatus({ name, progress, running }: { name: string; progress: number; running: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <ProgressBar value={progress} label={`${name} progress`} tone={running ? 'success' : 'neutral'} sx={{ flex: 1, minWidth: 48 }} />
      <Typography variant="body2" aria-hidden sx={{ fontWeight: 600, minWidth: 40, textAlign: 'right' }}>
        {progress}%
      </Typography>
    </Box>
  );
}

/**
 * SPEC.md section 2, Active Trades: Plan, Amount, Profit, Status (a progress bar), a page at
 * a time. A table from 600 px; below, one card per trade so every field shows in full.
 */
export function ActiveTradesTable() {
  const [page, setPage] = useState(0);
  const phone = usePhoneLayout();
  const trades = useActiveInvestments(page);
  if (trades.isPending) return <PageLoader label="Loading your trades" />;
  if (trades.isError) return <LoadError error={trades.error} what="Your trades" onRetry={() => void trades.refetch()} />;
  const { rows, total } = trades.data;
  if (total === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{NO_ACTIVE_TRADES}</Typography>
      </Paper>
    );
  }
  const now = new Date();
  const shown = rows.map((t) => ({ t, ...tradeProgress(t, now) }));
  return (
    <Stack spacing={1.5}>
      {phone ? (
        <RecordCards label={LABEL}>
          {shown.map(({ t, profit, progress }) => (
            <RecordCard
              key={t._id}
              title={t.trnx_type}
              status={null}
              fields={[
                ['Amount', formatUsdFromDollars(t.amount)],
                ['Profit', formatUsdFromDollars(profit)],
                ['Status', <TradeStatus key="status" name={t.trnx_type} progress={progress} running={t.status === 'active'} />],
              ]}
            />
          ))}
        </RecordCards>
      ) : (
        <TableRegion label={LABEL}>
          <TableHead>
            <TableRow>
              <TableCell>Plan</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Profit</TableCell>
              <TableCell sx={{ width: '32%' }}>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map(({ t, profit, progress }) => (
              <TableRow key={t._id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {t.trnx_type}
                </TableCell>
                <TableCell align="right">{formatUsdFromDollars(t.amount)}</TableCell>
                <TableCell align="right" sx={{ color: 'success.main', fontWeight: 600 }}>
                  {formatUsdFromDollars(profit)}
                </TableCell>
                <TableCell>
                  <TradeStatus name={t.trnx_type} progress={progress} running={t.status === 'active'} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </TableRegion>
      )}
      <ListPager label={LABEL} total={total} page={page} perPage={TRADES_PAGE_SIZE} onPageChange={setPage} />
    </Stack>
  );
}
