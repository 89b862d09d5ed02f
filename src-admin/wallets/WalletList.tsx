import { DataTable, EditButton, List, SelectInput, SimpleList } from 'react-admin';
import { BooleanChip } from '../ui/BooleanChip';
import { DeleteRecordButton } from '../ui/DeleteRecordButton';
import { MSG } from '../ui/messages';
import { oneLine, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { searchInput } from '../ui/SearchInput';
import { WALLET_TEXT as T } from './texts';
import type { WalletRecord } from './types';
import { CURRENCY_CHOICES } from './WalletForm';
import { WhenField } from '../ui/WhenField';
import { walletExporter } from './exporter';
import { Ltr } from '../ui/Ltr';

/** Built at render: their names are read in the language of the moment. */
const walletFilters = () => [
  searchInput(T.search, T.searchPlaceholder),
  <SelectInput key="currency" source="currency" label={T.currency} choices={CURRENCY_CHOICES} emptyText={T.all} alwaysOn />,
];

const Col = DataTable.Col<WalletRecord>;

/** Our deposit wallets: a simple list on a phone; the table drops the date added up to 1280 px. */
export const WalletList = () => {
  const layout = useListLayout();
  return (
    <List title={T.listTitle} exporter={walletExporter} sort={{ field: 'createdAt', order: 'DESC' }} filters={walletFilters()} perPage={25}>
      {layout === 'phone' ? (
        <SimpleList<WalletRecord>
          primaryText={(r) => r.name}
          secondaryText={(r) => (
            <span dir="ltr" style={{ ...wrapAnywhere, fontFamily: 'monospace' }}>
              {r.address}
            </span>
          )}
          tertiaryText={(r) => (r.status ? r.currency.toUpperCase() : T.coinInactive(r.currency.toUpperCase()))}
          rowClick="edit"
        />
      ) : (
        <DataTable sx={tableSx} rowClick="edit" bulkActionButtons={false}>
          <Col source="name" label={T.name} sx={wrapAnywhere} />
          <Col source="currency" label={T.currency} render={(r) => r.currency.toUpperCase()} />
          <Col
            source="address"
            label={T.address}
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            render={(r) => <Ltr>{r.address}</Ltr>}
          />
          <Col source="status" label={T.active}>
            <BooleanChip source="status" />
          </Col>
          {layout === 'full' && (
            <Col source="createdAt" label={T.added} sx={oneLine}>
              <WhenField source="createdAt" dateOnly />
            </Col>
          )}
          <Col label={T.actions} disableSort align="right" sx={oneLine}>
            <EditButton />
            <DeleteRecordButton
              title={T.deleteTitle}
              content={(r) => T.deleteContent(String(r.name))}
              successMessage={MSG.walletDeleted}
              redirectTo={false}
            />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
