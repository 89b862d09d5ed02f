import { EmailField, NumberField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { BooleanChip } from '../ui/BooleanChip';
import { ShowLoadError, loadErrorProps } from '../ui/LoadError';
import { USD } from '../ui/money';
import { ROLE_CHOICES, type UserRecord } from './types';
import { AccountLockSection } from './AccountLock';
import { UserLedger } from './UserLedger';
import { UserStatement } from './UserStatement';
import { UserSessions } from './UserSessions';
import { UserTransactions } from './UserTransactions';
import { WhenField } from '../ui/WhenField';

const UserTitle = () => {
  const record = useRecordContext<UserRecord>();
  return <span>{record ? `User: ${record.name}` : 'User'}</span>;
};

const RoleField = (_: { label?: string }) => {
  const record = useRecordContext<UserRecord>();
  return <span>{ROLE_CHOICES.find((c) => c.id === record?.role)?.name ?? record?.role}</span>;
};

/** Read-only detail page with the user's transactions (support staff). */
export const UserShow = () => (
  <Show title={<UserTitle />} {...loadErrorProps} error={<ShowLoadError />} actions={false} component="div">
    <SimpleShowLayout sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
      <TextField source="name" label="Name" />
      <EmailField source="email" label="Email" />
      <TextField source="phone_no" label="Phone No." />
      <TextField source="country" label="Country" />
      <NumberField source="acct_bal" label="Balance" options={USD} />
      <NumberField source="acct_bonus" label="Profit" options={USD} />
      <NumberField source="progress_bar" label="Progress (%)" />
      <NumberField source="daily_withdrawal_limit" label="Daily withdrawal limit" options={USD} emptyText="The platform's default" />
      <RoleField label="Role" />
      <BooleanChip source="kyc_status" label="KYC" yes="Verified" no="Not verified" />
      <BooleanChip source="status" label="Account" yes="Active" no="Disabled" />
      <WhenField source="createdAt" label="Joined" />
      <TextField source="id" label="User ID" />
    </SimpleShowLayout>
    <UserTransactions />
    <UserLedger />
    <UserStatement />
    <UserSessions />
    <AccountLockSection />
  </Show>
);
