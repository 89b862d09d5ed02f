import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LEDGER_KIND_LABELS } from '@/common/api/ledger';
import { formatDateTime } from '@/common/date-format';
import { formatUsdFromDollars } from '@/common/money';
import { LoadError } from '@/src/components/ui/load-error';
import { useTransactionMovements } from '../api/get-transaction-movements';
import { ACCOUNT_LABELS, ACTIVITY_TEXT } from '../texts';

/** '+$500.00' for a credit, '-$200.00' for a debit: which way the money went, in the text and not only in colour. */
const signedUsd = (dollars: number) => (dollars > 0 ? `+${formatUsdFromDollars(dollars)}` : formatUsdFromDollars(dollars));

/**
 * The ledger rows of one transaction, oldest first: what it did to the balance and the profit.
 * Three columns, the time under the movement's name, so the table fits a 375 px dialog.
 */
export function TransactionMovements({ transactionId }: { transactionId: string }) {
  const movements = useTransactionMovements(transactionId);
  return (
    <Box component="section" aria-labelledby="transaction-movements-title">
      <Typography id="transaction-movements-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {ACTIVITY_TEXT.movements}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {ACTIVITY_TEXT.movementsIntro}
      </Typography>
      {movements.isPending ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={ACTIVITY_TEXT.loadingMovements} />
        </Box>
      ) : movements.isError ? (
        <LoadError error={movements.error} what={ACTIVITY_TEXT.movements} onRetry={() => void movements.refetch()} />
      ) : movements.data.rows.length === 0 ? (
        <Alert severity="info">{ACTIVITY_TEXT.noMovements}</Alert>
      ) : (
        <Table size="small" aria-labelledby="transaction-movements-title" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{ACTIVITY_TEXT.movement}</TableCell>
              <TableCell>{ACTIVITY_TEXT.account}</TableCell>
              <TableCell align="right">{ACTIVITY_TEXT.amount}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {movements.data.rows.map((m) => (
              <TableRow key={m._id}>
                <TableCell>
                  <Typography component="span" sx={{ display: 'block', fontSize: 'inherit', fontWeight: 600 }}>
                    {LEDGER_KIND_LABELS[m.kind]}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {formatDateTime(m.createdAt)}
                  </Typography>
                </TableCell>
                <TableCell>{ACCOUNT_LABELS[m.account]}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {signedUsd(m.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {movements.data && movements.data.total > movements.data.rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {ACTIVITY_TEXT.movementsShown(movements.data.rows.length, movements.data.total)}
        </Typography>
      )}
    </Box>
  );
}
