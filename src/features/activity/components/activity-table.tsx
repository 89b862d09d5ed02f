import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageLoader } from '@/src/components/ui/page-loader';
import { ListPager } from '@/src/features/account/components/list-pager';
import { LoadError } from '@/src/features/account/components/load-error';
import { RecordCard, RecordCards } from '@/src/features/account/components/record-card';
import { TableRegion } from '@/src/features/account/components/table-region';
import { capitalise, formatDate } from '@/src/features/account/utils/format';
import { formatUsdFromDollars } from '@/common/money';
import { usePhoneLayout } from '@/src/features/account/utils/use-phone-layout';
import { ACTIVITY_PAGE_SIZE, useTransactions } from '../api/get-transactions';
import type { Transaction } from '../types';
import { coinOf, payoutReferenceOf } from '../utils/transaction-details';
import { TransactionStatus } from './transaction-status';

const NO_TRANSACTIONS = 'No Transactions';
const LABEL = 'Your transactions';

const Head = () => (
  <TableHead>
    <TableRow>
      <TableCell>Date</TableCell>
      <TableCell>Type</TableCell>
      <TableCell align="right">Amount</TableCell>
      <TableCell>Status</TableCell>
    </TableRow>
  </TableHead>
);

/** The coin under the type, and a paid withdrawal's payout reference (long: it wraps). */
function TypeDetails({ t }: { t: Transaction }) {
  const coin = coinOf(t);
  const reference = payoutReferenceOf(t);
  return (
    <>
      {coin && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {coin}
        </Typography>
      )}
      {reference && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          Payout ref. {reference}
        </Typography>
      )}
    </>
  );
}

function ActivityCard({ t }: { t: Transaction }) {
  const coin = coinOf(t);
  const reference = payoutReferenceOf(t);
  const fields: [string, string][] = [
    ['Date', formatDate(t.createdAt)],
    ['Amount', formatUsdFromDollars(t.amount)],
  ];
  if (coin) fields.push(['Coin', coin]);
  if (reference) fields.push(['Payout reference', reference]);
  return <RecordCard title={capitalise(t.trnx_type)} status={<TransactionStatus t={t} align="flex-end" />} fields={fields} />;
}

/**
 * SPEC.md section 2, Your Activity: Date, Type, Amount, Status, newest first, a page at a
 * time. A table from 600 px; below, one card per transaction so every field shows in full.
 * Empty, the columns still show above 'No Transactions'.
 */
export function ActivityTable() {
  const [page, setPage] = useState(0);
  const phone = usePhoneLayout();
  const transactions = useTransactions(page);
  if (transactions.isPending) return <PageLoader label="Loading your transactions" />;
  if (transactions.isError) {
    return <LoadError error={transactions.error} what="Your transactions" onRetry={() => void transactions.refetch()} />;
  }
  const { rows, total } = transactions.data;
  if (total === 0) {
    return (
      <TableRegion label={LABEL}>
        <Head />
        <TableBody>
          <TableRow>
            <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
              {NO_TRANSACTIONS}
            </TableCell>
          </TableRow>
        </TableBody>
      </TableRegion>
    );
  }
  return (
    <Stack spacing={1.5}>
      {phone ? (
        <RecordCards label={LABEL}>
          {rows.map((t) => (
            <ActivityCard key={t._id} t={t} />
          ))}
        </RecordCards>
      ) : (
        <TableRegion label={LABEL}>
          <Head />
          <TableBody>
            {rows.map((t) => (
              <TableRow key={t._id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.createdAt)}</TableCell>
                <TableCell>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600, fontSize: 'inherit' }}>
                    {capitalise(t.trnx_type)}
                  </Typography>
                  <TypeDetails t={t} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatUsdFromDollars(t.amount)}
                </TableCell>
                <TableCell>
                  <TransactionStatus t={t} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </TableRegion>
      )}
      <ListPager label={LABEL} total={total} page={page} perPage={ACTIVITY_PAGE_SIZE} onPageChange={setPage} />
    </Stack>
  );
}
