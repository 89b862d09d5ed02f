import { EmailField, NumberField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { BooleanChip } from '../ui/BooleanChip';
import { ShowLoadError, loadErrorProps } from '../ui/LoadError';
import { USD } from '../ui/money';
import { roleChoices, type UserRecord } from './types';
import { USER_TEXT as T } from './texts';
import { AccountLockSection } from './AccountLock';
import { UserLedger } from './UserLedger';
import { UserStatement } from './UserStatement';
import { UserSessions } from './UserSessions';
import { UserTransactions } from './UserTransactions';
import { WhenField } from '../ui/WhenField';

const UserTitle = () => {
  const record = useRecordContext<UserRecord>();
  return <span>{record ? T.title(record.name) : T.untitled}</span>;
};

const RoleField = (_: { label?: string }) => {
  const record = useRecordContext<UserRecord>();
  return <span>{roleChoices().find((c) => c.id === record?.role)?.name ?? record?.role}</span>;
};

/** Read-only detail page with the user's transactions (support staff). */
export const UserShow = () => (
  <Show title={<UserTitle />} {...loadErrorProps} error={<ShowLoadError />} actions={false} component="div">
    <SimpleShowLayout sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
      <TextField source="name" label={T.name} />
      <EmailField source="email" label={T.email} />
      <TextField source="phone_no" label={T.phone} dir="ltr" />
      <TextField source="country" label={T.country} />
      <NumberField source="acct_bal" label={T.balance} options={USD} />
      <NumberField source="acct_bonus" label={T.profit} options={USD} />
      <NumberField source="progress_bar" label={T.progress} />
      <NumberField source="daily_withdrawal_limit" label={T.dailyLimit} options={USD} emptyText={T.platformDefault} />
      <RoleField label={T.role} />
      <BooleanChip source="kyc_status" label={T.kyc} yes={T.verified} no={T.notVerified} />
      <BooleanChip source="status" label={T.account} yes={T.active} no={T.disabled} />
      <WhenField source="createdAt" label={T.joined} />
      <TextField source="id" label={T.userId} />
    </SimpleShowLayout>
    <UserTransactions />
    <UserLedger />
    <UserStatement />
    <UserSessions />
    <AccountLockSection />
  </Show>
);
