import { AutocompleteInput, DataTable, List, ReferenceInput, SelectInput, ShowButton, SimpleList } from 'react-admin';
import { KYC_DOC_TYPE_LABELS, KYC_STATUSES } from '@/common/validation/kyc';
import { oneLine, personColumn, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { statusName, StatusField } from '../ui/StatusField';
import { UserField } from '../ui/UserField';
import { searchInput } from '../ui/SearchInput';
import { KYC_TEXT as T } from './texts';
import type { KycRecord } from './types';
import { WhenField } from '../ui/WhenField';
import { kycExporter } from './exporter';
import { ListPagination } from '../ui/ListPagination';

/** Built at render: their names are read in the language of the moment. */
const kycFilters = () => [
  searchInput(T.search, T.searchPlaceholder),
  <SelectInput
    key="status"
    source="status"
    label={T.status}
    choices={KYC_STATUSES.map((id) => ({ id, name: statusName(id) }))}
    emptyText={T.all}
    alwaysOn
  />,
  <ReferenceInput key="userid" source="userid" reference="users">
    <AutocompleteInput label={T.user} optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

const Col = DataTable.Col<KycRecord>;

const documentName = (r: KycRecord) => (Object.hasOwn(KYC_DOC_TYPE_LABELS, r.doc_type) ? KYC_DOC_TYPE_LABELS[r.doc_type] : r.doc_type);

/**
 * The review queue: pending submissions first by default, oldest first (first come, first
 * served). A phone gets a simple list; up to 1280 px the table drops the nationality.
 */
export const KycList = () => {
  const layout = useListLayout();
  return (
    <List
      pagination={<ListPagination />}
      title={T.listTitle}
      exporter={kycExporter}
      filters={kycFilters()}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
    >
      {layout === 'phone' ? (
        <SimpleList<KycRecord>
          primaryText={(r) => r.user_name || `${r.first_name} ${r.last_name}`}
          secondaryText={(r) => T.documentOf(documentName(r), `${r.first_name} ${r.last_name}`)}
          tertiaryText={(r) => statusName(r.status)}
          rowClick="show"
        />
      ) : (
        <DataTable sx={tableSx} rowClick="show" bulkActionButtons={false}>
          <Col source="createdAt" label={T.submitted}>
            <WhenField source="createdAt" />
          </Col>
          <Col source="userid" label={T.user} disableSort sx={personColumn}>
            <UserField />
          </Col>
          <Col source="last_name" label={T.nameOnDocument} sx={wrapAnywhere} render={(r) => `${r.first_name} ${r.last_name}`} />
          <Col source="doc_type" label={T.document} disableSort render={documentName} />
          {layout === 'full' && <Col source="nationality" label={T.nationality} disableSort />}
          <Col source="status" label={T.status}>
            <StatusField />
          </Col>
          <Col label={T.actions} disableSort align="right" sx={oneLine}>
            <ShowButton label={T.review} />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
