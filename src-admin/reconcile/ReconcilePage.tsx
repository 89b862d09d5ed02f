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
      <Title title="Reconciliation" />
      <Card component="section" aria-labelledby="reconcile-title">
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <div>
              <Typography id="reconcile-title" component="h1" variant="h5">
                Ledger reconciliation
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Every user's balance and profit must equal the sum of their ledger rows.
                {dataUpdatedAt > 0 && ` Checked at ${formatTime(new Date(dataUpdatedAt))}.`}
              </Typography>
            </div>
            <Button variant="outlined" startIcon={<Refresh />} onClick={() => refetch()} disabled={isFetching}>
              {isFetching ? 'Checking…' : 'Check again'}
            </Button>
          </Box>
          <div aria-live="polite">
            {isFetching && !data && <CircularProgress size={28} aria-label="Checking the ledger" />}
            {error && (
              <Alert severity="error" role="alert">
                {errorMessage(error) ?? 'The report could not be produced'}
              </Alert>
            )}
            {data?.ok && (
              <Alert severity="success">All {data.checkedUsers} users reconcile: every cached figure equals its ledger sum.</Alert>
            )}
            {data && !data.ok && (
              <Alert severity="error" role="alert">
                {data.discrepancies.length} of {data.checkedUsers} users do not reconcile. Investigate before moving more money for them.
              </Alert>
            )}
          </div>
          {data && data.discrepancies.length > 0 && (
            <Box sx={{ overflowX: 'auto', mt: 2 }}>
              <Table size="small" aria-label="Users whose figures differ from the ledger">
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      User
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      Balance
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      Ledger balance
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      Profit
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      Ledger profit
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
