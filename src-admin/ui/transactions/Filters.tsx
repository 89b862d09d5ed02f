import { AutocompleteInput, DateInput, ReferenceInput, SelectInput } from 'react-admin';
import { searchInput } from '../SearchInput';
import { STATUS_CHOICES, TYPE_CHOICES, type TransactionKind } from './kinds';

/** What the search box of each transactions screen searches, for its accessible name. */
const SEARCH_NAME: Record<TransactionKind, string> = {
  all: 'transactions',
  deposit: 'deposits',
  withdraw: 'withdrawals',
  investment: 'investments',
};

const userFilterToQuery = (q: string) => ({ q });

/**
 * The filters of a transactions screen: a search box, status (and type on the all-types list),
 * the user, and a date range. 'All' is the empty choice of each select.
 */
export const transactionFilters = (kind: TransactionKind) => [
  searchInput(`Search ${SEARCH_NAME[kind]}`, 'Name, e-mail, address or plan'),
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
