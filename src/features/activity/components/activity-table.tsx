import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/ui/page-loader';
import { LoadError } from '../../account/components/load-error';
import { StatusChip } from '../../account/components/status-chip';
import { TableRegion } from '../../account/components/table-region';
import { capitalise, formatDate, formatMoney } from '../../account/utils/format';
import { useTransactions } from '../api/get-transactions';

export const NO_TRANSACTIONS = 'No Transactions';

/** SPEC.md section 2, Your Activity: Date, Type, Amount, Status, newest first. */
export function ActivityTable() {
  const transactions = useTransactions();
  if (transactions.isPending) return <PageLoader label="Loading your transactions" />;
  if (transactions.isError) {
    return <LoadError error={transactions.error} what="Your transactions" onRetry={() => void transactions.refetch()} />;
  }
  if (transactions.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{NO_TRANSACTIONS}</Typography>
      </Paper>
    );
  }
  return (
    <TableRegion label="Your transactions">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Type</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {transactions.data.map((t) => (
          <TableRow key={t._id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.createdAt)}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{capitalise(t.trnx_type)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(t.amount)}
            </TableCell>
            <TableCell>
              <StatusChip status={t.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </TableRegion>
  );
}
