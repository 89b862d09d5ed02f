import HowToReg from '@mui/icons-material/HowToReg';
import Typography from '@mui/material/Typography';
import { DataTable, DateInput, EditButton, EmailField, List, SelectInput, ShowButton, SimpleList } from 'react-admin';
import { ActivateButton } from '../ui/ActivateButton';
import { BooleanChip } from '../ui/BooleanChip';
import { BulkDeleteButton, BulkUpdateButton } from '../ui/BulkButtons';
import { MSG } from '../ui/messages';
import { oneLine, personColumn, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { USD } from '../ui/money';
import { formatUsdFromDollars } from '@/common/money';
import { useRole } from '../ui/roles';
import { searchInput } from '../ui/SearchInput';
import { ROLE_CHOICES, type UserRecord } from './types';
import { WhenField } from '../ui/WhenField';
import { userExporter } from './exporter';
import { LockedChip } from './AccountLock';
import { ListPagination } from '../ui/ListPagination';

const userFilters = [
  searchInput('Search users', 'Name or e-mail'),
  <SelectInput
    key="status"
    source="status"
    label="Account"
    choices={[
      { id: true, name: 'Active' },
      { id: false, name: 'Disabled' },
    ]}
    emptyText="All"
    alwaysOn
  />,
  <SelectInput
    key="kyc_status"
    source="kyc_status"
    label="KYC"
    choices={[
      { id: true, name: 'Verified' },
      { id: false, name: 'Not verified' },
    ]}
    emptyText="All"
    alwaysOn
  />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} emptyText="All" />,
  <DateInput key="createdAt_gte" source="createdAt_gte" label="Joined from" />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label="Joined to" />,
];

const Col = DataTable.Col<UserRecord>;
const NumberCol = DataTable.NumberCol<UserRecord>;

/** Admins only: enable several accounts, or delete them (disabled and hidden; history kept). */
const BulkActions = () => (
  <>
    <BulkUpdateButton
      label="Activate"
      icon={<HowToReg />}
      data={{ status: true }}
      title="Activate the selected users?"
      content="Their accounts will be enabled: they can sign in again."
      successMessage={MSG.activationSuccess}
      failureMessage={MSG.activationFailed}
    />
    <BulkDeleteButton
      title="Delete the selected users?"
      content="Their accounts are disabled and hidden from lists; their transactions and ledger are kept."
    />
  </>
);

const RowActions = () => {
  const { isAdmin } = useRole();
  return (
    <>
      <ActivateButton
        data={{ status: true }}
        isActive={(r) => r.status === true}
        title="Activate this user?"
        content={(r) => `${String(r.name)}'s account will be enabled: they can sign in again.`}
      />
      {isAdmin ? <EditButton /> : <ShowButton />}
    </>
  );
};

const roleName = (r: UserRecord) => ROLE_CHOICES.find((c) => c.id === r.role)?.name.replace(/ \(.*\)$/, '') ?? r.role;

/** Name with the e-mail under it: one column instead of two, the e-mail wrapping anywhere. */
const NameAndEmail = ({ record }: { record: UserRecord }) => (
  <>
    {record.name}
    <Typography variant="body2" color="text.secondary" component="div">
      <EmailField source="email" record={record} onClick={(event) => event.stopPropagation()} />
    </Typography>
    {record.phone_no && (
      <Typography variant="body2" color="text.secondary" component="div">
        {record.phone_no}
      </Typography>
    )}
  </>
);

/**
 * Users. A phone gets a simple list (name, e-mail, balance); beside the menu up to 1280 px the
 * table keeps who, money, KYC and account; wider windows add country, role, profit and joined.
 */
export const UserList = () => {
  const { isAdmin } = useRole();
  const layout = useListLayout();
  const full = layout === 'full';
  return (
    <List
      pagination={<ListPagination />}
      title="Users"
      exporter={userExporter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={userFilters}
      perPage={25}
    >
      {layout === 'phone' ? (
        <SimpleList<UserRecord>
          primaryText={(r) => r.name}
          secondaryText={(r) => <span style={wrapAnywhere}>{r.email}</span>}
          tertiaryText={(r) => `${formatUsdFromDollars(r.acct_bal)}${r.locked_at ? ' · Locked' : ''}`}
          rowClick={isAdmin ? 'edit' : 'show'}
        />
      ) : (
        <DataTable sx={tableSx} rowClick={isAdmin ? 'edit' : 'show'} bulkActionButtons={isAdmin ? <BulkActions /> : false}>
          <Col source="name" label="User" sx={personColumn} render={(r) => <NameAndEmail record={r} />} />
          {full && <Col source="country" />}
          {full && <Col source="role" render={roleName} />}
          <NumberCol source="acct_bal" label="Balance" options={USD} sx={oneLine} />
          {full && <NumberCol source="acct_bonus" label="Profit" options={USD} sx={oneLine} />}
          <Col source="kyc_status" label="KYC" sx={oneLine}>
            <BooleanChip source="kyc_status" yes="Verified" no="Not verified" />
          </Col>
          <Col source="status" label="Account" sx={oneLine}>
            <BooleanChip source="status" yes="Active" no="Disabled" /> <LockedChip />
          </Col>
          {full && (
            <Col source="createdAt" label="Joined" sx={oneLine}>
              <WhenField source="createdAt" dateOnly />
            </Col>
          )}
          <Col label="Actions" disableSort align="right" sx={oneLine}>
            <RowActions />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
