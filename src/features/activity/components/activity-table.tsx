import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/common/date-format';
import { formatUsdFromDollars } from '@/common/money';
import { PageLoader } from '@/src/components/ui/page-loader';
import { ListPager } from '@/src/components/ui/list-pager';
import { LoadError } from '@/src/components/ui/load-error';
import { RecordCard, RecordCards } from '@/src/components/ui/record-card';
import { TableRegion } from '@/src/components/ui/table-region';
import { usePhoneLayout } from '@/src/hooks/use-phone-layout';
import { ACTIVITY_PAGE_SIZE, useTransactions } from '../api/get-transactions';
import { ACTIVITY_TEXT } from '../texts';
import type { Transaction } from '@/src/types/transaction';
import { NO_FILTERS, toApiFilter, type ActivityFilters } from '../utils/activity-filter';
import { coinOf, payoutReferenceOf, transactionName } from '../utils/transaction-details';
import { ActivityFiltersBar } from './activity-filters';
import { ExportCsvButton } from './export-csv-button';
import { canShowPayment, PaymentAgain } from './payment-again';
import { TransactionDetailsDialog } from './transaction-details-dialog';
import { hasPayoutLink, PayoutLink, TransactionStatus } from './transaction-status';

const COLUMNS = 5;

const Head = () => (
  <TableHead>
    <TableRow>
      <TableCell>{ACTIVITY_TEXT.date}</TableCell>
      <TableCell>{ACTIVITY_TEXT.type}</TableCell>
      <TableCell align="right">{ACTIVITY_TEXT.amount}</TableCell>
      <TableCell>{ACTIVITY_TEXT.status}</TableCell>
      <TableCell align="right">{ACTIVITY_TEXT.actions}</TableCell>
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
          {ACTIVITY_TEXT.payoutRefShort} {reference}
        </Typography>
      )}
    </>
  );
}

interface RowActions {
  onDetails: (t: Transaction) => void;
  onShowPayment: (t: Transaction) => void;
}

/** 'Details', and for a pending on-chain deposit 'Show payment'; each named with the record it opens. */
function Actions({ t, onDetails, onShowPayment }: { t: Transaction } & RowActions) {
  const when = formatDateTime(t.createdAt);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {canShowPayment(t) && (
        <Button size="small" variant="outlined" onClick={() => onShowPayment(t)} aria-label={ACTIVITY_TEXT.showPaymentOf(when)}>
          {ACTIVITY_TEXT.showPayment}
        </Button>
      )}
      <Button size="small" onClick={() => onDetails(t)} aria-label={ACTIVITY_TEXT.detailsOf(transactionName(t), when)}>
        {ACTIVITY_TEXT.details}
      </Button>
    </Stack>
  );
}

function ActivityCard({ t, ...actions }: { t: Transaction } & RowActions) {
  const coin = coinOf(t);
  const reference = payoutReferenceOf(t);
  const fields: [string, ReactNode][] = [
    [ACTIVITY_TEXT.date, formatDateTime(t.createdAt)],
    [ACTIVITY_TEXT.amount, formatUsdFromDollars(t.amount)],
  ];
  if (coin) fields.push([ACTIVITY_TEXT.coin, coin]);
  // the payout on the block explorer goes under its reference: the card's top is a phone's narrowest line
  const link = hasPayoutLink(t) ? <PayoutLink t={t} inList /> : null;
  if (reference || link) {
    fields.push([
      ACTIVITY_TEXT.payoutReference,
      <>
        {reference}
        {reference && link && <br />}
        {link}
      </>,
    ]);
  }
  fields.push([ACTIVITY_TEXT.actions, <Actions key="actions" t={t} {...actions} />]);
  return <RecordCard title={transactionName(t)} status={<TransactionStatus t={t} align="flex-end" link={false} />} fields={fields} />;
}

/** The columns with one line under them: 'No Transactions', or that the filters match none. */
function EmptyTable({ filtered }: { filtered: boolean }) {
  return (
    <TableRegion label={ACTIVITY_TEXT.label}>
      <Head />
      <TableBody>
        <TableRow>
          <TableCell colSpan={COLUMNS} align="center" sx={{ py: 4, color: 'text.secondary' }}>
            {filtered ? ACTIVITY_TEXT.noMatches : ACTIVITY_TEXT.noTransactions}
          </TableCell>
        </TableRow>
      </TableBody>
    </TableRegion>
  );
}

function Rows({ rows, ...actions }: { rows: Transaction[] } & RowActions) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <RecordCards label={ACTIVITY_TEXT.label}>
        {rows.map((t) => (
          <ActivityCard key={t._id} t={t} {...actions} />
        ))}
      </RecordCards>
    );
  }
  return (
    <TableRegion label={ACTIVITY_TEXT.label}>
      <Head />
      <TableBody>
        {rows.map((t) => (
          <TableRow key={t._id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.createdAt)}</TableCell>
            <TableCell>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600, fontSize: 'inherit' }}>
                {transactionName(t)}
              </Typography>
              <TypeDetails t={t} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatUsdFromDollars(t.amount)}
            </TableCell>
            <TableCell>
              <TransactionStatus t={t} inList />
            </TableCell>
            <TableCell align="right">
              <Actions t={t} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </TableRegion>
  );
}

/**
 * Your Activity: Date (with the time), Type, Amount, Status, newest first,
 * a page at a time, filtered by type, status and dates, exported as CSV; a
 * transaction's details with its ledger movements; a pending on-chain deposit's payment shown
 * again and the list read again until it settles. A table from 600 px; below, one
 * card per transaction so every field shows in full.
 */
export function ActivityTable() {
  const [page, setPage] = useState(0);
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [payment, setPayment] = useState<Transaction | null>(null);
  const apiFilter = useMemo(() => toApiFilter(filters), [filters]);
  const transactions = useTransactions(page, apiFilter);

  const changeFilters = (next: ActivityFilters) => {
    setFilters(next);
    // a new filter lists from its first page
    setPage(0);
  };
  // the record as last read, so the details follow a status that changes while they are open
  const details = detailsId ? transactions.data?.rows.find((t) => t._id === detailsId) : undefined;
  const actions: RowActions = {
    onDetails: (t) => setDetailsId(t._id),
    onShowPayment: (t) => {
      setDetailsId(null);
      setPayment(t);
    },
  };

  let list;
  if (transactions.isPending) list = <PageLoader label={ACTIVITY_TEXT.loading} />;
  else if (transactions.isError) {
    list = <LoadError error={transactions.error} what={ACTIVITY_TEXT.label} onRetry={() => void transactions.refetch()} />;
  } else if (transactions.data.total === 0) list = <EmptyTable filtered={apiFilter !== undefined} />;
  else list = <Rows rows={transactions.data.rows} {...actions} />;

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { md: 'flex-start' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ActivityFiltersBar value={filters} onChange={changeFilters} />
        </Box>
        <ExportCsvButton filter={apiFilter} />
      </Stack>
      {list}
      {transactions.data && (
        <ListPager
          label={ACTIVITY_TEXT.label}
          total={transactions.data.total}
          page={page}
          perPage={ACTIVITY_PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
      {details && <TransactionDetailsDialog t={details} onClose={() => setDetailsId(null)} onShowPayment={actions.onShowPayment} />}
      {payment && <PaymentAgain t={payment} onClose={() => setPayment(null)} />}
    </Stack>
  );
}
