import { AutocompleteInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { CHAIN_PAYMENT_STATUSES } from '@/common/chain/coins';
import { COINS } from '@/common/coins';
import { searchInput } from '../ui/SearchInput';
import { CHAIN_PAYMENT_STATUS_LABEL } from './ChainPaymentStatusField';
import { coinCode } from './format';
import { CHAIN_PAYMENT_TEXT as T } from './texts';

const userFilterToQuery = (q: string) => ({ q });

/**
 * The payments list's filters: a search by transaction id or address, coin, status, the user,
 * and the deposit (set by a deposit's 'See its on-chain payments' link). 'All' is the empty choice.
 * Built at render: their names are read in the language of the moment.
 */
export const chainPaymentFilters = () => [
  searchInput(T.search, T.searchPlaceholder),
  <SelectInput
    key="coin"
    source="coin"
    label={T.coin}
    choices={COINS.map((c) => ({ id: c.symbol, name: `${c.name} (${coinCode(c.symbol)})` }))}
    emptyText={T.all}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label={T.status}
    choices={CHAIN_PAYMENT_STATUSES.map((id) => ({ id, name: CHAIN_PAYMENT_STATUS_LABEL[id] }))}
    emptyText={T.all}
    alwaysOn
  />,
  <ReferenceInput key="userid" source="userid" reference="users">
    <AutocompleteInput label={T.user} optionText="name" filterToQuery={userFilterToQuery} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <TextInput key="transaction_id" source="transaction_id" label={T.depositId} sx={{ minWidth: 320 }} />,
];
