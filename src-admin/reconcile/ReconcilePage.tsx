import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { Link, Title, useCreatePath, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { errorMessage } from '../ui/messages';
import { formatUsdFromDollars } from '@/common/money';
import { formatTime } from '@/common/date-format';
import { RECONCILE_TEXT as T } from './texts';

/**
 * The reconciliation report (GET /api/reports/reconcile): every user's cached balance and
 * profit against the sums of their ledger rows. A custom route, admins only.
 */
export const ReconcilePage = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const createPath = useCreatePath();
  const { data, error, isFetching, refetch, dataUpdatedAt } = useQuery({
    queryKey: ['reports', 'reconcile'],
    queryFn: () => dataProvider.getReconcileReport(),
    retry: false,
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={T.title} />
      <Card component="section" aria-labelledby="reconcile-title">
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <div>
              <Typography id="reconcile-title" component="h1" variant="h5">
                {T.heading}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {T.intro}
                {dataUpdatedAt > 0 && T.checkedAt(formatTime(new Date(dataUpdatedAt)))}
              </Typography>
            </div>
            <Button variant="outlined" startIcon={<Refresh />} onClick={() => refetch()} disabled={isFetching}>
              {isFetching ? T.checking : T.checkAgain}
            </Button>
          </Box>
          <div aria-live="polite">
            {isFetching && !data && <CircularProgress size={28} aria-label={T.checkingLedger} />}
            {error && (
              <Alert severity="error" role="alert">
                {errorMessage(error) ?? T.failed}
              </Alert>
            )}
            {data?.ok && <Alert severity="success">{T.allReconcile(data.checkedUsers)}</Alert>}
            {data && !data.ok && (
              <Alert severity="error" role="alert">
                {T.someDiffer(data.discrepancies.length, data.checkedUsers)}
              </Alert>
            )}
          </div>
          {data && data.discrepancies.length > 0 && (
            <Box sx={{ overflowX: 'auto', mt: 2 }}>
              <Table size="small" aria-label={T.tableName}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      {T.user}
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      {T.balance}
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      {T.ledgerBalance}
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      {T.profit}
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      {T.ledgerProfit}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.discrepancies.map((d) => (
                    <TableRow key={d.userId}>
                      <TableCell component="th" scope="row">
                        <Link to={createPath({ resource: 'users', id: d.userId, type: 'edit' })}>{d.email}</Link>
                      </TableCell>
                      <TableCell align="right">{formatUsdFromDollars(d.acct_bal)}</TableCell>
                      <TableCell align="right">{formatUsdFromDollars(d.ledger_bal)}</TableCell>
                      <TableCell align="right">{formatUsdFromDollars(d.acct_bonus)}</TableCell>
                      <TableCell align="right">{formatUsdFromDollars(d.ledger_bonus)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
