import { AutocompleteInput, DataTable, List, ReferenceInput, SelectInput, ShowButton, SimpleList } from 'react-admin';
import { KYC_DOC_TYPE_LABELS, KYC_STATUSES } from '@/common/validation/kyc';
import { oneLine, personColumn, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { capitalize, StatusField } from '../ui/StatusField';
import { UserField } from '../ui/UserField';
import { searchInput } from '../ui/SearchInput';
import type { KycRecord } from './types';
import { WhenField } from '../ui/WhenField';
import { kycExporter } from './exporter';
import { ListPagination } from '../ui/ListPagination';

const KYC_STATUS_CHOICES = KYC_STATUSES.map((id) => ({ id, name: capitalize(id) }));

const kycFilters = [
  searchInput('Search KYC submissions', 'Name, e-mail or document holder'),
  <SelectInput key="status" source="status" label="Status" choices={KYC_STATUS_CHOICES} emptyText="All" alwaysOn />,
  <ReferenceInput key="userid" source="userid" reference="users">
    <AutocompleteInput label="User" optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

const Col = DataTable.Col<KycRecord>;

const documentName = (r: KycRecord) => KYC_DOC_TYPE_LABELS[r.doc_type] ?? r.doc_type;

/**
 * The review queue: pending submissions first by default, oldest first (first come, first
 * served). A phone gets a simple list; up to 1280 px the table drops the nationality.
 */
export const KycList = () => {
  const layout = useListLayout();
  return (
    <List
      pagination={<ListPagination />}
      title="KYC reviews"
      exporter={kycExporter}
      filters={kycFilters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
    >
      {layout === 'phone' ? (
        <SimpleList<KycRecord>
          primaryText={(r) => r.user_name || `${r.first_name} ${r.last_name}`}
          secondaryText={(r) => `${documentName(r)} of ${r.first_name} ${r.last_name}`}
          tertiaryText={(r) => capitalize(r.status)}
          rowClick="show"
        />
      ) : (
        <DataTable sx={tableSx} rowClick="show" bulkActionButtons={false}>
          <Col source="createdAt" label="Submitted">
            <WhenField source="createdAt" />
          </Col>
          <Col source="userid" label="User" disableSort sx={personColumn}>
            <UserField />
          </Col>
          <Col source="last_name" label="Name on document" sx={wrapAnywhere} render={(r) => `${r.first_name} ${r.last_name}`} />
          <Col source="doc_type" label="Document" disableSort render={documentName} />
          {layout === 'full' && <Col source="nationality" disableSort />}
          <Col source="status" label="Status">
            <StatusField />
          </Col>
          <Col label="Actions" disableSort align="right" sx={oneLine}>
            <ShowButton label="Review" />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
