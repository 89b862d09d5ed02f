import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/ui/page-loader';
import { LoadError } from '../../account/components/load-error';
import { TableRegion } from '../../account/components/table-region';
import { formatMoney } from '../../account/utils/format';
import { useActiveInvestments } from '../api/get-active-investments';
import { tradeProgress } from '../utils/trade-progress';

export const NO_ACTIVE_TRADES = "You don't have any Active Trades.";

/** SPEC.md section 2, Active Trades: Plan, Amount, Profit, Status (a progress bar). */
export function ActiveTradesTable() {
  const trades = useActiveInvestments();
  if (trades.isPending) return <PageLoader label="Loading your trades" />;
  if (trades.isError) return <LoadError error={trades.error} what="Your trades" onRetry={() => void trades.refetch()} />;
  if (trades.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{NO_ACTIVE_TRADES}</Typography>
      </Paper>
    );
  }
  const now = new Date();
  return (
    <TableRegion label="Active Trades">
      <TableHead>
        <TableRow>
          <TableCell>Plan</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Profit</TableCell>
          <TableCell sx={{ width: '32%' }}>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {trades.data.map((t) => {
          const { profit, progress } = tradeProgress(t, now);
          return (
            <TableRow key={t._id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {t.trnx_type}
              </TableCell>
              <TableCell align="right">{formatMoney(t.amount)}</TableCell>
              <TableCell align="right" sx={{ color: 'success.main', fontWeight: 600 }}>
                {formatMoney(profit)}
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: { xs: 0.5, sm: 1 } }}>
                  <LinearProgress
                    variant="determinate"
                    value={progress}
                    aria-label={`${t.trnx_type} progress`}
                    color={t.status === 'active' ? 'success' : 'inherit'}
                    sx={{ flex: 1, height: 8, borderRadius: 4, minWidth: 48 }}
                  />
                  <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 40, textAlign: { xs: 'left', sm: 'right' } }}>
                    {progress}%
                  </Typography>
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </TableRegion>
  );
}
