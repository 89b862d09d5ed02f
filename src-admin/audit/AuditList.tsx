import {
  AutocompleteInput,
  DataTable,
  DateInput,
  Link,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextInput,
  useCreatePath,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import { tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { formatDateTime } from '../ui/money';
import { searchInput } from '../ui/SearchInput';
import { AuditChanges, summarizeChanges, type AuditRecord } from './AuditChanges';
import { WhenField } from '../ui/WhenField';
import { actionText, actorText, ENTITY_NAMES, recordText } from './names';
import { auditExporter } from './exporter';
import { ListPagination } from '../ui/ListPagination';

const ENTITY_CHOICES = Object.entries(ENTITY_NAMES).map(([id, name]) => ({ id, name }));

const auditFilters = [
  searchInput('Search the audit log', 'Action, record or id'),
  <SelectInput key="entity" source="entity" label="Record type" choices={ENTITY_CHOICES} emptyText="All" alwaysOn />,
  <ReferenceInput key="actorId" source="actorId" reference="users" filter={{ role: 'admin' }}>
    <AutocompleteInput label="Changed by" optionText="email" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <TextInput key="action" source="action" label="Action (e.g. user.credit)" />,
  <TextInput key="entityId" source="entityId" label="Record id" />,
  <DateInput key="createdAt_gte" source="createdAt_gte" label="From" />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label="To" />,
];

/** Where a changed record is shown in the back-office. */
const RESOURCE_OF_ENTITY: Record<string, string> = {
  user: 'users',
  transaction: 'transactions',
  plan: 'plans',
  wallet: 'wallets',
  kyc: 'kyc',
};

/** 'Jane Doe', with the record's type below. */
const RecordLink = ({ record }: { record: AuditRecord }) => {
  const createPath = useCreatePath();
  const resource = RESOURCE_OF_ENTITY[record.entity];
  const deleted = record.after == null;
  const name = recordText(record);
  // the record's type under its name; its id stays in the CSV and the search, not on screen
  const id = record.entityLabel && (
    <Typography variant="caption" color="text.secondary" component="div">
      {ENTITY_NAMES[record.entity] ?? record.entity}
    </Typography>
  );
  if (!resource || deleted)
    return (
      <>
        <span>{name}</span>
        {id}
      </>
    );
  return (
    <>
      <Link
        to={createPath({ resource, id: record.entityId, type: resource === 'kyc' ? 'show' : 'edit' })}
        onClick={(event: { stopPropagation: () => void }) => event.stopPropagation()}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {name}
      </Link>
      {id}
    </>
  );
};

const Col = DataTable.Col<AuditRecord>;

/**
 * Who changed what, with before and after: every admin change and every money movement they
 * made. A phone gets a simple list (each entry opens the record it is about); wider windows a
 * table whose long values (e-mails, ids) wrap rather than widen it.
 */
export const AuditList = () => {
  const layout = useListLayout();
  const createPath = useCreatePath();
  return (
    <List
      pagination={<ListPagination />}
      title="Audit log"
      exporter={auditExporter}
      filters={auditFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      {layout === 'phone' ? (
        <SimpleList<AuditRecord>
          primaryText={(r) => actionText(r.action)}
          secondaryText={(r) => (
            <span
              style={wrapAnywhere}
            >{`${r.entityLabel ? `${r.entityLabel} · ` : ''}${actorText(r)} · ${summarizeChanges(r.before, r.after)}`}</span>
          )}
          tertiaryText={(r) => formatDateTime(r.createdAt)}
          rowClick={(_id, _resource, r) => {
            const resource = RESOURCE_OF_ENTITY[r.entity];
            return resource && r.after != null
              ? createPath({ resource, id: r.entityId, type: resource === 'kyc' ? 'show' : 'edit' })
              : false;
          }}
        />
      ) : (
        <DataTable sx={tableSx} bulkActionButtons={false} rowClick="expand" expand={<AuditChanges />}>
          <Col source="createdAt" label="When">
            <WhenField source="createdAt" />
          </Col>
          <Col source="actorId" label="Who" sx={{ ...wrapAnywhere, minWidth: 140 }} render={actorText} />
          <Col source="action" label="Action" sx={{ minWidth: 140 }} render={(r) => actionText(r.action)} />
          <Col source="entityId" label="Record" sx={wrapAnywhere} render={(r) => <RecordLink record={r} />} />
          <Col label="Changes" disableSort sx={wrapAnywhere} render={(r) => summarizeChanges(r.before, r.after)} />
        </DataTable>
      )}
    </List>
  );
};
