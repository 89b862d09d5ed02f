import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListPager } from '@/src/components/ui/list-pager';
import { LoadError } from '@/src/components/ui/load-error';
import { ProgressBar } from '@/src/components/ui/progress-bar';
import { RecordCard, RecordCards } from '@/src/components/ui/record-card';
import { TableRegion } from '@/src/components/ui/table-region';
import { formatDate } from '@/src/utils/format';
import { usePhoneLayout } from '@/src/hooks/use-phone-layout';
import { formatUsdFromDollars } from '@/common/money';
import type { Transaction } from '@/src/types/transaction';
import { useActiveInvestments } from '@/src/features/investments/api/get-active-investments';
import { daysText, INVESTMENT_TEXT as I } from '@/src/features/investments/texts';
import { tradeOutlook } from '@/src/features/investments/utils/trade-outlook';
import { formatPercent } from '@/src/features/plans/utils/plan-figures';
import { DASHBOARD_TEXT as T } from '../texts';

const HIDE_BELOW_MD = { display: { xs: 'none', md: 'table-cell' } } as const;

/** the dashboard shows a short page; Active Trades shows more at once */
const DASHBOARD_PAGE_SIZE = 10;
const COLUMNS = 7;

/** Days of profit paid over the term, as a bar with its percent. */
function Paid({ name, percent }: { name: string; percent: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <ProgressBar value={percent} label={T.paidOf(name)} sx={{ flex: 1 }} />
      <Typography variant="body2" aria-hidden sx={{ fontWeight: 600, minWidth: 40, textAlign: 'right' }}>
        {formatPercent(percent)}
      </Typography>
    </Box>
  );
}

/**
 * The dashboard's Active Investment list: plan, amount and the profit credited so far, then
 * how much of the term is paid, the days left and the return expected over the
 * whole term. A table from 600 px, a card per investment below. `empty` is what follows the
 * 'no investment' sentence: the next step.
 */
export function ActiveInvestmentsTable({ empty }: { empty?: ReactNode }) {
  const [page, setPage] = useState(0);
  const phone = usePhoneLayout();
  const investments = useActiveInvestments(page, DASHBOARD_PAGE_SIZE);
  if (investments.isError) {
    return <LoadError error={investments.error} what={T.investmentsWhat} onRetry={() => void investments.refetch()} />;
  }
  if (investments.data && investments.data.total === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, textAlign: 'center' }}>
        <Typography color="text.secondary">{T.noInvestment}</Typography>
        {empty}
      </Paper>
    );
  }
  const now = new Date();
  const shown = investments.data?.rows.map((t: Transaction) => ({ t, ...tradeOutlook(t, now) }));
  const label = T.activeInvestment;
  return (
    <Stack spacing={1.5}>
      {phone && shown ? (
        <RecordCards label={label}>
          {shown.map(({ t, paidPercent, daysLeft, expectedReturn }) => (
            <RecordCard
              key={t._id}
              title={t.trnx_type}
              status={null}
              fields={[
                [I.amount, formatUsdFromDollars(t.amount)],
                [I.profit, formatUsdFromDollars(t.profit ?? 0)],
                [I.daysLeft, daysText(daysLeft)],
                [I.expectedReturn, formatUsdFromDollars(expectedReturn)],
                [I.ends, t.end_date ? formatDate(t.end_date) : ''],
                [T.paid, <Paid key="paid" name={t.trnx_type} percent={paidPercent} />],
              ]}
            />
          ))}
        </RecordCards>
      ) : (
        <TableRegion label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{I.plan}</TableCell>
              <TableCell align="right">{I.amount}</TableCell>
              <TableCell align="right">{I.profit}</TableCell>
              <TableCell>{T.paid}</TableCell>
              <TableCell align="right">{I.daysLeft}</TableCell>
              <TableCell align="right">{I.expectedReturn}</TableCell>
              <TableCell align="right" sx={HIDE_BELOW_MD}>
                {I.ends}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown
              ? shown.map(({ t, paidPercent, daysLeft, expectedReturn }) => (
                  <TableRow key={t._id}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {t.trnx_type}
                    </TableCell>
                    <TableCell align="right">{formatUsdFromDollars(t.amount)}</TableCell>
                    <TableCell align="right" sx={{ color: 'success.main', fontWeight: 600 }}>
                      {formatUsdFromDollars(t.profit ?? 0)}
                    </TableCell>
                    <TableCell>
                      <Paid name={t.trnx_type} percent={paidPercent} />
                    </TableCell>
                    <TableCell align="right">{daysLeft}</TableCell>
                    <TableCell align="right">{formatUsdFromDollars(expectedReturn)}</TableCell>
                    <TableCell align="right" sx={{ ...HIDE_BELOW_MD, whiteSpace: 'nowrap' }}>
                      {t.end_date ? formatDate(t.end_date) : ''}
                    </TableCell>
                  </TableRow>
                ))
              : [0, 1].map((i) => (
                  <TableRow key={i}>
                    {Array.from({ length: COLUMNS }, (_, j) => (
                      <TableCell key={j} sx={j === COLUMNS - 1 ? HIDE_BELOW_MD : undefined}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </TableRegion>
      )}
      {investments.data && (
        <ListPager label={label} total={investments.data.total} page={page} perPage={DASHBOARD_PAGE_SIZE} onPageChange={setPage} />
      )}
    </Stack>
  );
}
