import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DataTable, ReferenceManyField, SimpleList } from 'react-admin';
import { ListPagination } from '../ui/ListPagination';
import { TYPE_LABELS, type TransactionRecord } from '../ui/transactions/kinds';
import { useListLayout } from '../ui/listLayout';
import { formatDateTime, USD } from '../ui/money';
import { formatUsdFromDollars } from '@/common/money';
import { useRole } from '../ui/roles';
import { WhenField } from '../ui/WhenField';
import { statusTextOf, TransactionStatusField } from '../ui/transactions/PayoutStatus';
import { TRANSACTION_TEXT } from '../ui/transactions/texts';
import { USER_TEXT as T } from './texts';

const Col = DataTable.Col<TransactionRecord>;

const typeOf = (r: TransactionRecord) => (r.type === 'investment' ? TRANSACTION_TEXT.investmentPlan(r.trnx_type) : TYPE_LABELS[r.type]);
const Empty = () => <Typography variant="body2">{T.noTransactions}</Typography>;

/** The user's deposits, withdrawals and investments, newest first, on their page (a simple list on a phone). */
export const UserTransactions = () => {
  const { isAdmin } = useRole();
  const layout = useListLayout();
  return (
    <Card component="section" aria-labelledby="user-transactions-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="user-transactions-title" component="h2" variant="h6" gutterBottom>
          {T.transactions}
        </Typography>
        <ReferenceManyField
          reference="transactions"
          target="userid"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={10}
          pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}
        >
          {layout === 'phone' ? (
            <SimpleList<TransactionRecord>
              primaryText={typeOf}
              secondaryText={(r) => `${statusTextOf(r)} · ${formatDateTime(r.createdAt)}`}
              tertiaryText={(r) => formatUsdFromDollars(r.amount)}
              rowClick={isAdmin ? 'edit' : 'show'}
              empty={<Empty />}
            />
          ) : (
            <DataTable rowClick={isAdmin ? 'edit' : 'show'} bulkActionButtons={false} empty={<Empty />}>
              <Col source="createdAt" label={T.date}>
                <WhenField source="createdAt" />
              </Col>
              <Col source="trnx_type" label={T.type} render={typeOf} />
              <DataTable.NumberCol source="amount" label={T.amount} options={USD} />
              <Col source="status" label={T.status}>
                <TransactionStatusField />
              </Col>
            </DataTable>
          )}
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
};
