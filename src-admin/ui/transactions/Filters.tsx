import { AutocompleteInput, DateInput, ReferenceInput, SelectInput } from 'react-admin';
import { searchInput } from '../SearchInput';
import { statusChoices, typeChoices, type TransactionKind } from './kinds';
import { TRANSACTION_TEXT as T } from './texts';

const userFilterToQuery = (q: string) => ({ q });

/**
 * The filters of a transactions screen: a search box, status (and type on the all-types list),
 * the user, and a date range. 'All' is the empty choice of each select. Made when the list
 * renders, so that every label is in the reader's language.
 */
export const transactionFilters = (kind: TransactionKind) => [
  searchInput(T.search(kind), T.searchPlaceholder),
  <SelectInput key="status" source="status" label={T.status} choices={statusChoices(kind)} emptyText={T.all} alwaysOn />,
  ...(kind === 'all'
    ? [<SelectInput key="trnx_type" source="trnx_type" label={T.type} choices={typeChoices()} emptyText={T.all} alwaysOn />]
    : []),
  <ReferenceInput key="userid" source="userid" reference="users">
    <AutocompleteInput label={T.user} optionText="name" filterToQuery={userFilterToQuery} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <DateInput key="createdAt_gte" source="createdAt_gte" label={T.from} />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label={T.to} />,
];
