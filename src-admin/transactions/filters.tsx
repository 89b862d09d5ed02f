import { AutocompleteInput, DateInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { STATUS_CHOICES, TYPE_CHOICES, type TransactionKind } from './kinds';

const userFilterToQuery = (q: string) => ({ q });

/**
 * The filters of a transactions screen: a search box, status (and type on the all-types list),
 * the user, and a date range. 'All' is the empty choice of each select.
 */
export const transactionFilters = (kind: TransactionKind) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, e-mail, address or plan" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES[kind]} emptyText="All" alwaysOn />,
  ...(kind === 'all'
    ? [<SelectInput key="trnx_type" source="trnx_type" label="Type" choices={TYPE_CHOICES} emptyText="All" alwaysOn />]
    : []),
  <ReferenceInput key="userid" source="userid" reference="users">
    <AutocompleteInput label="User" optionText="name" filterToQuery={userFilterToQuery} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <DateInput key="createdAt_gte" source="createdAt_gte" label="From" />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label="To" />,
];
