import { BooleanField, DataTable, DateField, EditButton, List, SearchInput, SelectInput } from 'react-admin';
import { DeleteRecordButton } from '../ui/DeleteRecordButton';
import { MSG } from '../ui/messages';
import { DATE_ONLY } from '../ui/money';
import type { WalletRecord } from './types';
import { CURRENCY_CHOICES } from './WalletForm';

const walletFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or address" />,
  <SelectInput key="currency" source="currency" label="Currency" choices={CURRENCY_CHOICES} emptyText="All" alwaysOn />,
];

const Col = DataTable.Col<WalletRecord>;

export const WalletList = () => (
  <List title="Wallets" sort={{ field: 'createdAt', order: 'DESC' }} filters={walletFilters} perPage={25}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <Col source="name" />
      <Col source="currency" render={(r) => r.currency.toUpperCase()} />
      <Col source="address" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} />
      <Col source="status" label="Active">
        <BooleanField source="status" TrueIcon={null} FalseIcon={null} valueLabelTrue="Yes" valueLabelFalse="No" />
      </Col>
      <Col source="createdAt" label="Added">
        <DateField source="createdAt" options={DATE_ONLY} />
      </Col>
      <Col label="Actions" disableSort align="right">
        <EditButton />
        <DeleteRecordButton
          title="Delete this wallet?"
          content={(r) => `${String(r.name)} will no longer be offered on the deposit screen.`}
          successMessage={MSG.walletDeleted}
          redirectTo={false}
        />
      </Col>
    </DataTable>
  </List>
);
