import { AutocompleteInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { CHAIN_PAYMENT_STATUSES } from '@/common/chain/coins';
import { COINS } from '@/common/coins';
import { searchInput } from '../ui/SearchInput';
import { CHAIN_PAYMENT_STATUS_LABEL } from './ChainPaymentStatusField';
import { coinCode } from './format';

const COIN_CHOICES = COINS.map((c) => ({ id: c.symbol, name: `${c.name} (${coinCode(c.symbol)})` }));
const STATUS_CHOICES = CHAIN_PAYMENT_STATUSES.map((id) => ({ id, name: CHAIN_PAYMENT_STATUS_LABEL[id] }));

const userFilterToQuery = (q: string) => ({ q });

/**
 * The payments list's filters: a search by transaction id or address, coin, status, the user,
 * and the deposit (set by a deposit's 'See its on-chain payments' link). 'All' is the empty choice.
 */
export const chainPaymentFilters = [
  searchInput('Search on-chain payments', 'Transaction id or address'),
  <SelectInput key="coin" source="coin" label="Coin" choices={COIN_CHOICES} emptyText="All" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All" alwaysOn />,
  <ReferenceInput key="userid" source="userid" reference="users">
    <AutocompleteInput label="User" optionText="name" filterToQuery={userFilterToQuery} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <TextInput key="transaction_id" source="transaction_id" label="Deposit ID" sx={{ minWidth: 320 }} />,
];
