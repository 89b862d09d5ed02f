import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DataTable, DateField, Pagination, ReferenceManyField } from 'react-admin';
import { TYPE_LABELS, type TransactionRecord } from '../transactions/kinds';
import { DATE_TIME, USD } from '../ui/money';
import { useRole } from '../ui/roles';
import { StatusField } from '../ui/StatusField';

const Col = DataTable.Col<TransactionRecord>;

/** The user's deposits, withdrawals and investments, newest first, on their page. */
export const UserTransactions = () => {
  const { isAdmin } = useRole();
  return (
    <Card component="section" aria-labelledby="user-transactions-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="user-transactions-title" component="h2" variant="h6" gutterBottom>
          Transactions
        </Typography>
        <ReferenceManyField
          reference="transactions"
          target="userid"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        >
          <DataTable
            rowClick={isAdmin ? 'edit' : 'show'}
            bulkActionButtons={false}
            empty={<Typography variant="body2">No Transactions</Typography>}
          >
            <Col source="createdAt" label="Date">
              <DateField source="createdAt" options={DATE_TIME} />
            </Col>
            <Col
              source="trnx_type"
              label="Type"
              render={(r) => (r.type === 'investment' ? `Investment: ${r.trnx_type}` : TYPE_LABELS[r.type])}
            />
            <DataTable.NumberCol source="amount" label="Amount" options={USD} />
            <Col source="status" label="Status">
              <StatusField />
            </Col>
          </DataTable>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
};
