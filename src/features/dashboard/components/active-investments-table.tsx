import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListPager } from '@/src/features/account/components/list-pager';
import { LoadError } from '@/src/features/account/components/load-error';
import { TableRegion } from '@/src/features/account/components/table-region';
import { formatDate } from '@/src/features/account/utils/format';
import { formatUsdFromDollars } from '@/common/money';
import { useActiveInvestments } from '@/src/features/investments/api/get-active-investments';

const HIDE_ON_PHONES = { display: { xs: 'none', sm: 'table-cell' } } as const;

export const NO_INVESTMENT_MESSAGE = 'No investment has been made yet.';
/** the dashboard shows a short page; Active Trades shows more at once */
const DASHBOARD_PAGE_SIZE = 10;
const LABEL = 'Active Investment';

/**
 * The dashboard's Active Investment table: plan, amount and the profit paid so far (daily
 * profit times the days elapsed, as the server has credited it), a page at a time.
 */
export function ActiveInvestmentsTable() {
  const [page, setPage] = useState(0);
  const investments = useActiveInvestments(page, DASHBOARD_PAGE_SIZE);
  if (investments.isError) {
    return <LoadError error={investments.error} what="Your investments" onRetry={() => void investments.refetch()} />;
  }
  if (investments.data && investments.data.total === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, textAlign: 'center' }}>
        <Typography color="text.secondary">{NO_INVESTMENT_MESSAGE}</Typography>
      </Paper>
    );
  }
  return (
    <Stack spacing={1.5}>
      <TableRegion label={LABEL}>
        <TableHead>
          <TableRow>
            <TableCell>Plan</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Profit</TableCell>
            <TableCell align="right" sx={HIDE_ON_PHONES}>
              Ends
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {investments.data
            ? investments.data.rows.map((t) => (
                <TableRow key={t._id}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {t.trnx_type}
                  </TableCell>
                  <TableCell align="right">{formatUsdFromDollars(t.amount)}</TableCell>
                  <TableCell align="right" sx={{ color: 'success.main', fontWeight: 600 }}>
                    {formatUsdFromDollars(t.profit ?? 0)}
                  </TableCell>
                  <TableCell align="right" sx={HIDE_ON_PHONES}>
                    {t.end_date ? formatDate(t.end_date) : ''}
                  </TableCell>
                </TableRow>
              ))
            : [0, 1].map((i) => (
                <TableRow key={i}>
                  {[0, 1, 2, 3].map((j) => (
                    <TableCell key={j} sx={j === 3 ? HIDE_ON_PHONES : undefined}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </TableRegion>
      {investments.data && (
        <ListPager label={LABEL} total={investments.data.total} page={page} perPage={DASHBOARD_PAGE_SIZE} onPageChange={setPage} />
      )}
    </Stack>
  );
}
