import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { DataTable, EditButton, List, ShowButton, SimpleList, type SortPayload } from 'react-admin';
import { oneLine, personColumn, tableSx, useListLayout } from '../listLayout';
import { USD } from '../money';
import { formatUsdFromDollars } from '@/common/money';
import { useRole } from '../roles';
import { UserField } from '../UserField';
import { transactionExporter } from './exporter';
import { ActivateTransactionButton } from './ActivateTransactionButton';
import { coinLabel } from './coins';
import { TYPE_LABELS, type TransactionKind, type TransactionRecord } from './kinds';
import { WhenField } from '../WhenField';
import { ListPagination } from '../ListPagination';
import { SenderTxidLine } from './SenderTxid';
import { statusTextOf, TransactionStatusField } from './PayoutStatus';
import { TRANSACTION_TEXT as T } from './texts';
import { UI_TEXT } from '../texts';
import { Ltr } from '../Ltr';

const Col = DataTable.Col<TransactionRecord>;
const NumberCol = DataTable.NumberCol<TransactionRecord>;

/**
 * No sort field: the API's own order, deposits then withdrawals then investments, newest
 * first in each. The typed lists start with the newest.
 */
const DEFAULT_SORT: Record<TransactionKind, SortPayload> = {
  all: { field: '', order: 'ASC' },
  deposit: { field: 'createdAt', order: 'DESC' },
  withdraw: { field: 'createdAt', order: 'DESC' },
  investment: { field: 'createdAt', order: 'DESC' },
};

const TypeCell = ({ record }: { record: TransactionRecord }) => (
  <>
    {TYPE_LABELS[record.type] ?? record.trnx_type}
    {record.type === 'investment' && (
      <Typography variant="body2" color="text.secondary" component="div">
        {record.trnx_type}
      </Typography>
    )}
  </>
);

/** One line on a phone: what it is, its status (a paid withdrawal's as its chain shows it), and for deposits and withdrawals the coin. */
const phoneSummary = (record: TransactionRecord) =>
  [
    record.type === 'investment' ? T.investmentPlan(record.trnx_type) : TYPE_LABELS[record.type],
    statusTextOf(record),
    record.type === 'investment' ? null : coinLabel(record.payment_method),
  ]
    .filter(Boolean)
    .join(' · ');

/** Deposits: our wallet and the sender's hash when given. Withdrawals: where the money goes, and once paid the transfer's hash. Investments: the plan's terms. */
const DetailsCell = ({ record }: { record: TransactionRecord }) =>
  record.type === 'investment' ? (
    <>
      {T.termsLine(String(record.roi ?? record.payment_address), Number(record.duration ?? record.payment_method))}
      {typeof record.profit === 'number' && (
        <Typography variant="body2" color="text.secondary" component="div">
          {T.profitPaidAmount(formatUsdFromDollars(record.profit))}
        </Typography>
      )}
    </>
  ) : (
    <>
      <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        <Ltr>{record.payment_address}</Ltr>
      </Typography>
      <SenderTxidLine record={record} />
      {record.type === 'withdraw' && record.payout_reference && (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ wordBreak: 'break-all' }}>
          {T.paidHash}{' '}
          <span dir="ltr" style={{ fontFamily: 'monospace' }}>
            {record.payout_reference}
          </span>
        </Typography>
      )}
    </>
  );

const RowActions = () => {
  const { isAdmin } = useRole();
  return (
    <>
      <ActivateTransactionButton />
      {isAdmin ? <EditButton /> : <ShowButton />}
    </>
  );
};

/**
 * A transactions list: all types, or one (deposits, withdrawals, investments). A phone gets a
 * simple list; beside the menu up to 1280 px the table drops the payment details (on the
 * record's page), and on the all-types list the coin; wider windows show them.
 */
export const TransactionListView = ({ kind, filters, title }: { kind: TransactionKind; filters: ReactElement[]; title: string }) => {
  const { isAdmin } = useRole();
  const layout = useListLayout();
  return (
    <List
      pagination={<ListPagination />}
      title={title}
      filters={filters}
      sort={DEFAULT_SORT[kind]}
      perPage={25}
      exporter={transactionExporter}
    >
      {layout === 'phone' ? (
        <SimpleList<TransactionRecord>
          primaryText={(r) => r.user_name || UI_TEXT.unknownUser}
          secondaryText={phoneSummary}
          tertiaryText={(r) => formatUsdFromDollars(r.amount)}
          rowClick={isAdmin ? 'edit' : 'show'}
        />
      ) : (
        <DataTable sx={tableSx} rowClick={isAdmin ? 'edit' : 'show'} bulkActionButtons={false}>
          <Col source="createdAt" label={T.date}>
            <WhenField source="createdAt" />
          </Col>
          {kind === 'all' && <Col source="trnx_type" label={T.type} render={(record) => <TypeCell record={record} />} />}
          {kind === 'investment' && <Col source="trnx_type" label={T.plan} />}
          <Col source="userid" label={T.user} disableSort sx={personColumn}>
            <UserField />
          </Col>
          <NumberCol source="amount" label={T.amount} options={USD} sx={oneLine} />
          {/* a paid withdrawal: what its chain shows, and the payout on the block explorer */}
          <Col source="status" label={T.status} sx={{ maxWidth: 200 }}>
            <TransactionStatusField link inList />
          </Col>
          {/* the all-types list has its Type column instead, beside the menu */}
          {kind !== 'investment' && (kind !== 'all' || layout === 'full') && (
            <Col
              source="payment_method"
              label={T.coin}
              disableSort
              render={(r) => (r.type === 'investment' ? '' : coinLabel(r.payment_method))}
            />
          )}
          {layout === 'full' && (
            <Col
              label={kind === 'investment' ? T.terms : kind === 'all' ? T.details : T.wallet}
              disableSort
              sx={{ maxWidth: 320 }}
              render={(record) => <DetailsCell record={record} />}
            />
          )}
          <Col label={T.actions} disableSort align="right" sx={oneLine}>
            <RowActions />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
