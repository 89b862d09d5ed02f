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
import { actionText, actorText, entityChoices, entityName, recordText } from './names';
import { AUDIT_TEXT as T } from './texts';
import { auditExporter } from './exporter';
import { ListPagination } from '../ui/ListPagination';

/** Built at render: their names are read in the language of the moment. */
const auditFilters = () => [
  searchInput(T.search, T.searchPlaceholder),
  <SelectInput key="entity" source="entity" label={T.recordType} choices={entityChoices()} emptyText={T.all} alwaysOn />,
  <ReferenceInput key="actorId" source="actorId" reference="users" filter={{ role: 'admin' }}>
    <AutocompleteInput label={T.changedBy} optionText="email" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <TextInput key="action" source="action" label={T.actionFilter} />,
  <TextInput key="entityId" source="entityId" label={T.recordId} />,
  <DateInput key="createdAt_gte" source="createdAt_gte" label={T.from} />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label={T.to} />,
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
      {entityName(record.entity) ?? record.entity}
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
      title={T.listTitle}
      exporter={auditExporter}
      filters={auditFilters()}
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
          <Col source="createdAt" label={T.when}>
            <WhenField source="createdAt" />
          </Col>
          <Col source="actorId" label={T.who} sx={{ ...wrapAnywhere, minWidth: 140 }} render={actorText} />
          <Col source="action" label={T.action} sx={{ minWidth: 140 }} render={(r) => actionText(r.action)} />
          <Col source="entityId" label={T.record} sx={wrapAnywhere} render={(r) => <RecordLink record={r} />} />
          <Col label={T.changes} disableSort sx={wrapAnywhere} render={(r) => summarizeChanges(r.before, r.after)} />
        </DataTable>
      )}
    </List>
  );
};
