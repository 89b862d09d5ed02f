import { DataTable, DateField, List, ReferenceInput, AutocompleteInput, SearchInput, SelectInput, ShowButton } from 'react-admin';
import { KYC_DOC_TYPE_LABELS, KYC_STATUSES } from '../../common/validation/kyc';
import { DATE_TIME } from '../ui/money';
import { capitalize, StatusField } from '../ui/StatusField';
import { UserField } from '../ui/UserField';
import type { KycRecord } from './types';

export const KYC_STATUS_CHOICES = KYC_STATUSES.map((id) => ({ id, name: capitalize(id) }));

const kycFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, e-mail or document holder" />,
  <SelectInput key="status" source="status" label="Status" choices={KYC_STATUS_CHOICES} emptyText="All" alwaysOn />,
  <ReferenceInput key="userid" source="userid" reference="users">
    <AutocompleteInput label="User" optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

const Col = DataTable.Col<KycRecord>;

/** The review queue: pending submissions first by default, oldest first (first come, first served). */
export const KycList = () => (
  <List
    title="KYC reviews"
    filters={kycFilters}
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'createdAt', order: 'ASC' }}
    perPage={25}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Col source="createdAt" label="Submitted">
        <DateField source="createdAt" options={DATE_TIME} />
      </Col>
      <Col source="userid" label="User" disableSort>
        <UserField />
      </Col>
      <Col source="last_name" label="Name on document" render={(r) => `${r.first_name} ${r.last_name}`} />
      <Col source="doc_type" label="Document" disableSort render={(r) => KYC_DOC_TYPE_LABELS[r.doc_type] ?? r.doc_type} />
      <Col source="nationality" disableSort />
      <Col source="status" label="Status">
        <StatusField />
      </Col>
      <Col label="Actions" disableSort align="right">
        <ShowButton label="Review" />
      </Col>
    </DataTable>
  </List>
);
