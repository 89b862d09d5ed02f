import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DataTable, ReferenceManyField, SimpleList } from 'react-admin';
import { ListPagination } from '../ui/ListPagination';
import { AuditChanges, summarizeChanges, type AuditRecord } from '../audit/AuditChanges';
import { actorText } from '../audit/names';
import { useListLayout, wrapAnywhere } from '../ui/listLayout';
import { formatDateTime } from '../ui/money';
import { WhenField } from '../ui/WhenField';

const Col = DataTable.Col<AuditRecord>;

const empty = <Typography variant="body2">No changes recorded yet.</Typography>;

/** Who changed this user and how (edits, credits, debits), newest first (a simple list on a phone). */
export const UserAudit = () => {
  const layout = useListLayout();
  return (
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
          pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}
        >
          {layout === 'phone' ? (
            <SimpleList<AuditRecord>
              primaryText={(r) => r.action}
              secondaryText={(r) => <span style={wrapAnywhere}>{`${actorText(r)} · ${summarizeChanges(r.before, r.after)}`}</span>}
              tertiaryText={(r) => formatDateTime(r.createdAt)}
              rowClick={false}
              empty={empty}
            />
          ) : (
            <DataTable bulkActionButtons={false} rowClick="expand" expand={<AuditChanges />} empty={empty}>
              <Col source="createdAt" label="When">
                <WhenField source="createdAt" />
              </Col>
              <Col source="actorEmail" label="By" disableSort render={actorText} />
              <Col source="action" label="Action" />
              <Col label="Changes" disableSort render={(r) => summarizeChanges(r.before, r.after)} />
            </DataTable>
          )}
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
};
