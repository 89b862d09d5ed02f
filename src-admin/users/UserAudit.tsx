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
import { USER_TEXT as T } from './texts';

const Col = DataTable.Col<AuditRecord>;

const Empty = () => <Typography variant="body2">{T.noChanges}</Typography>;

/** Who changed this user and how (edits, credits, debits), newest first (a simple list on a phone). */
export const UserAudit = () => {
  const layout = useListLayout();
  return (
    <Card component="section" aria-labelledby="user-audit-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="user-audit-title" component="h2" variant="h6" gutterBottom>
          {T.history}
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
              empty={<Empty />}
            />
          ) : (
            <DataTable bulkActionButtons={false} rowClick="expand" expand={<AuditChanges />} empty={<Empty />}>
              <Col source="createdAt" label={T.when}>
                <WhenField source="createdAt" />
              </Col>
              <Col source="actorEmail" label={T.by} disableSort render={actorText} />
              <Col source="action" label={T.action} />
              <Col label={T.changes} disableSort render={(r) => summarizeChanges(r.before, r.after)} />
            </DataTable>
          )}
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
};
