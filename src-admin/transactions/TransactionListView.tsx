import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { DataTable, DateField, EditButton, List, ShowButton, type SortPayload } from 'react-admin';
import { DATE_TIME, USD } from '../ui/money';
import { useRole } from '../ui/roles';
import { StatusField } from '../ui/StatusField';
import { UserField } from '../ui/UserField';
import { transactionExporter } from './exporter';
import { ActivateTransactionButton } from './ActivateTransactionButton';
import { TYPE_LABELS, type TransactionKind, type TransactionRecord } from './kinds';

const Col = DataTable.Col<TransactionRecord>;
const NumberCol = DataTable.NumberCol<TransactionRecord>;

/**
 * No sort field: the API's own order, deposits then withdrawals then investments, newest
 * first in each (SPEC.md section 7). The typed lists start with the newest.
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

/** Deposits: coin and our wallet. Withdrawals: where the money goes. Investments: the plan's terms. */
const DetailsCell = ({ record }: { record: TransactionRecord }) =>
  record.type === 'investment' ? (
    <>
      {record.roi ?? record.payment_address}% a day for {record.duration ?? record.payment_method} days
      {typeof record.profit === 'number' && (
        <Typography variant="body2" color="text.secondary" component="div">
          Profit paid {new Intl.NumberFormat('en-US', USD).format(record.profit)}
        </Typography>
      )}
    </>
  ) : (
    <>
      {record.payment_method && <div>{record.payment_method}</div>}
      <Typography variant="body2" color="text.secondary" component="div" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {record.payment_address}
      </Typography>
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

/** A transactions list: all types, or one (deposits, withdrawals, investments). */
export const TransactionListView = ({
  kind,
  filters,
  title,
}: {
  kind: TransactionKind;
  filters: ReactElement[];
  title: string;
}) => {
  const { isAdmin } = useRole();
  return (
    <List
      title={title}
      filters={filters}
      sort={DEFAULT_SORT[kind]}
      perPage={25}
      exporter={transactionExporter}
    >
      <DataTable rowClick={isAdmin ? 'edit' : 'show'} bulkActionButtons={false}>
        <Col source="createdAt" label="Date">
          <DateField source="createdAt" options={DATE_TIME} />
        </Col>
        {kind === 'all' && <Col source="trnx_type" label="Type" render={(record) => <TypeCell record={record} />} />}
        {kind === 'investment' && <Col source="trnx_type" label="Plan" />}
        <Col source="userid" label="User" disableSort>
          <UserField />
        </Col>
        <NumberCol source="amount" label="Amount" options={USD} />
        <Col source="status" label="Status">
          <StatusField />
        </Col>
        <Col label={kind === 'investment' ? 'Terms' : 'Payment'} disableSort render={(record) => <DetailsCell record={record} />} />
        <Col label="Actions" disableSort align="right">
          <RowActions />
        </Col>
      </DataTable>
    </List>
  );
};
