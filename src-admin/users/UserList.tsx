import { ChipField, DataTable, DateField, EmailField, List, SearchInput } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const money = { style: 'currency', currency: 'USD' } as const;

export const UserList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} perPage={25}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="email">
        <EmailField source="email" />
      </DataTable.Col>
      <DataTable.Col source="role">
        <ChipField source="role" size="small" />
      </DataTable.Col>
      <DataTable.NumberCol source="acct_bal" label="Balance" options={money} />
      <DataTable.Col source="createdAt" label="Joined">
        <DateField source="createdAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);
