import { DataTable, EditButton, List, SelectInput, SimpleList } from 'react-admin';
import { BooleanChip } from '../ui/BooleanChip';
import { DeleteRecordButton } from '../ui/DeleteRecordButton';
import { MSG } from '../ui/messages';
import { oneLine, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { searchInput } from '../ui/SearchInput';
import type { WalletRecord } from './types';
import { CURRENCY_CHOICES } from './WalletForm';
import { WhenField } from '../ui/WhenField';
import { walletExporter } from './exporter';

const walletFilters = [
  searchInput('Search wallets', 'Name or address'),
  <SelectInput key="currency" source="currency" label="Currency" choices={CURRENCY_CHOICES} emptyText="All" alwaysOn />,
];

const Col = DataTable.Col<WalletRecord>;

/** Our deposit wallets: a simple list on a phone; the table drops the date added up to 1280 px. */
export const WalletList = () => {
  const layout = useListLayout();
  return (
    <List title="Wallets" exporter={walletExporter} sort={{ field: 'createdAt', order: 'DESC' }} filters={walletFilters} perPage={25}>
      {layout === 'phone' ? (
        <SimpleList<WalletRecord>
          primaryText={(r) => r.name}
          secondaryText={(r) => <span style={{ ...wrapAnywhere, fontFamily: 'monospace' }}>{r.address}</span>}
          tertiaryText={(r) => `${r.currency.toUpperCase()}${r.status ? '' : ' · inactive'}`}
          rowClick="edit"
        />
      ) : (
        <DataTable sx={tableSx} rowClick="edit" bulkActionButtons={false}>
          <Col source="name" sx={wrapAnywhere} />
          <Col source="currency" render={(r) => r.currency.toUpperCase()} />
          <Col source="address" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} />
          <Col source="status" label="Active">
            <BooleanChip source="status" />
          </Col>
          {layout === 'full' && (
            <Col source="createdAt" label="Added" sx={oneLine}>
              <WhenField source="createdAt" dateOnly />
            </Col>
          )}
          <Col label="Actions" disableSort align="right" sx={oneLine}>
            <EditButton />
            <DeleteRecordButton
              title="Delete this wallet?"
              content={(r) => `${String(r.name)} will no longer be offered on the deposit screen.`}
              successMessage={MSG.walletDeleted}
              redirectTo={false}
            />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
