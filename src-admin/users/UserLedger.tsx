import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DataTable, ReferenceManyField, SimpleList } from 'react-admin';
import { ListPagination } from '../ui/ListPagination';
import { useListLayout } from '../ui/listLayout';
import { formatDateTime, USD } from '../ui/money';
import type { LedgerEntry } from '@/common/api/ledger';
import { formatUsdFromDollars } from '@/common/money';
import type { AdminRecord } from '../dataProvider/record';
import { WhenField } from '../ui/WhenField';
import { USER_TEXT as T } from './texts';

type LedgerRecord = AdminRecord<LedgerEntry>;

const Col = DataTable.Col<LedgerRecord>;

const Empty = () => <Typography variant="body2">{T.noMovements}</Typography>;

/** Every movement of the user's balance and profit, newest first: what the figures are made of (a simple list on a phone). */
export const UserLedger = () => {
  const layout = useListLayout();
  return (
    <Card component="section" aria-labelledby="user-ledger-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="user-ledger-title" component="h2" variant="h6" gutterBottom>
          {T.ledger}
        </Typography>
        <ReferenceManyField
          reference="ledger"
          target="userid"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={10}
          pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}
        >
          {layout === 'phone' ? (
            <SimpleList<LedgerRecord>
              primaryText={(r) => `${T.kindName(r.kind)} · ${T.accountName(r.account)}`}
              secondaryText={(r) => [r.reason, formatDateTime(r.createdAt)].filter(Boolean).join(' · ')}
              tertiaryText={(r) => formatUsdFromDollars(r.amount)}
              rowClick={false}
              empty={<Empty />}
            />
          ) : (
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
              <Col source="createdAt" label={T.when}>
                <WhenField source="createdAt" />
              </Col>
              <Col source="account" label={T.account} disableSort render={(r) => T.accountName(r.account)} />
              <Col source="kind" label={T.kind} disableSort render={(r) => T.kindName(r.kind)} />
              <DataTable.NumberCol source="amount" label={T.amount} options={USD} />
              <Col source="reason" label={T.reason} disableSort render={(r) => r.reason ?? ''} />
            </DataTable>
          )}
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
};
