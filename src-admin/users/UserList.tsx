import HowToReg from '@mui/icons-material/HowToReg';
import {
  DataTable,
  DateField,
  DateInput,
  EditButton,
  EmailField,
  List,
  SearchInput,
  SelectInput,
  ShowButton,
} from 'react-admin';
import { ActivateButton } from '../ui/ActivateButton';
import { BooleanChip } from '../ui/BooleanChip';
import { BulkDeleteButton, BulkUpdateButton } from '../ui/BulkButtons';
import { MSG } from '../ui/messages';
import { DATE_ONLY, USD } from '../ui/money';
import { useRole } from '../ui/roles';
import { ROLE_CHOICES, type UserRecord } from './types';

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or e-mail" />,
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

export const UserList = () => {
  const { isAdmin } = useRole();
  return (
    <List title="Users" sort={{ field: 'createdAt', order: 'DESC' }} filters={userFilters} perPage={25}>
      <DataTable rowClick={isAdmin ? 'edit' : 'show'} bulkActionButtons={isAdmin ? <BulkActions /> : false}>
        <Col source="name" />
        <Col source="email">
          <EmailField source="email" onClick={(event) => event.stopPropagation()} />
        </Col>
        <Col source="phone_no" label="Phone" disableSort />
        <Col source="country" />
        <Col source="role" render={(r) => ROLE_CHOICES.find((c) => c.id === r.role)?.name.replace(' (read-only)', '') ?? r.role} />
        <NumberCol source="acct_bal" label="Balance" options={USD} />
        <NumberCol source="acct_bonus" label="Profit" options={USD} />
        <Col source="kyc_status" label="KYC">
          <BooleanChip source="kyc_status" yes="Verified" no="Not verified" />
        </Col>
        <Col source="status" label="Account">
          <BooleanChip source="status" yes="Active" no="Disabled" />
        </Col>
        <Col source="createdAt" label="Joined">
          <DateField source="createdAt" options={DATE_ONLY} />
        </Col>
        <Col label="Actions" disableSort align="right">
          <RowActions />
        </Col>
      </DataTable>
    </List>
  );
};

