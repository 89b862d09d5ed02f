import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DataTable, DateField, Pagination, ReferenceManyField } from 'react-admin';
import { AuditChanges, summarizeChanges, type AuditRecord } from '../audit/AuditChanges';
import { DATE_TIME } from '../ui/money';

const Col = DataTable.Col<AuditRecord>;

/** Who changed this user and how (edits, credits, debits), newest first. */
export const UserAudit = () => (
  <Card component="section" aria-labelledby="user-audit-title" sx={{ mt: 2 }}>
    <CardContent>
      <Typography id="user-audit-title" component="h2" variant="h6" gutterBottom>
        History
      </Typography>
      <ReferenceManyField
        reference="audit"
        target="entityId"
        filter={{ entity: 'user' }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick="expand"
          expand={<AuditChanges />}
          empty={<Typography variant="body2">No changes recorded yet.</Typography>}
        >
          <Col source="createdAt" label="When">
            <DateField source="createdAt" options={DATE_TIME} />
          </Col>
          <Col source="actorEmail" label="By" disableSort render={(r) => r.actorEmail ?? 'System'} />
          <Col source="action" label="Action" />
          <Col label="Changes" disableSort render={(r) => summarizeChanges(r.before, r.after)} />
        </DataTable>
      </ReferenceManyField>
    </CardContent>
  </Card>
);
