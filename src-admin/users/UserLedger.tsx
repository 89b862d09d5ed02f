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

type LedgerRecord = AdminRecord<LedgerEntry>;

const Col = DataTable.Col<LedgerRecord>;

const ACCOUNT_LABELS = { balance: 'Balance', bonus: 'Profit' } as const;
const kindLabel = (kind: string) => kind.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

const empty = <Typography variant="body2">No movements yet.</Typography>;

/** Every movement of the user's balance and profit, newest first: what the figures are made of (a simple list on a phone). */
export const UserLedger = () => {
  const layout = useListLayout();
  return (
    <Card component="section" aria-labelledby="user-ledger-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="user-ledger-title" component="h2" variant="h6" gutterBottom>
          Ledger
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
              primaryText={(r) => `${kindLabel(r.kind)} · ${ACCOUNT_LABELS[r.account]}`}
              secondaryText={(r) => [r.reason, formatDateTime(r.createdAt)].filter(Boolean).join(' · ')}
              tertiaryText={(r) => formatUsdFromDollars(r.amount)}
              rowClick={false}
              empty={empty}
            />
          ) : (
            <DataTable bulkActionButtons={false} rowClick={false} empty={empty}>
              <Col source="createdAt" label="When">
                <WhenField source="createdAt" />
              </Col>
              <Col source="account" label="Account" disableSort render={(r) => ACCOUNT_LABELS[r.account]} />
              <Col source="kind" label="Kind" disableSort render={(r) => kindLabel(r.kind)} />
              <DataTable.NumberCol source="amount" label="Amount" options={USD} />
              <Col source="reason" label="Reason" disableSort render={(r) => r.reason ?? ''} />
            </DataTable>
          )}
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
};
