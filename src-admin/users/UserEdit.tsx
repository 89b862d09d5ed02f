import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AutocompleteInput,
  BooleanInput,
  Edit,
  NumberInput,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { APPROVAL_MSG, type StaffApproval } from '@/common/api/approvals';
import { canonicalCountry, countryMatches } from '@/common/countries';
import { formatUsdFromDollars } from '@/common/money';
import { describeApproval } from '../approvals/describe';
import { ActivateButton } from '../ui/ActivateButton';
import { DeleteRecordButton } from '../ui/DeleteRecordButton';
import { EditLoadError, loadErrorProps } from '../ui/LoadError';
import { failure, MSG } from '../ui/messages';
import { AdjustBalance } from './AdjustBalance';
import { AccountLockSection } from './AccountLock';
import { ResetTwoFactor } from './ResetTwoFactor';
import { roleChoices, type UserRecord } from './types';
import { USER_TEXT as T } from './texts';
import { UserAudit } from './UserAudit';
import { COUNTRY_CHOICES, userFormSchema } from './userForm';
import { UserLedger } from './UserLedger';
import { UserStatement } from './UserStatement';
import { UserSessions } from './UserSessions';
import { UserTransactions } from './UserTransactions';

const resolver = zodResolver(userFormSchema);

/**
 * Balance and profit as they stand. They are not typed here: a typed figure would overwrite a
 * credit another admin made meanwhile and skip the ledger's reason; Credit or debit below moves
 * money as a change with its reason.
 */
const MoneyHeld = () => {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography>{T.moneyHeld(formatUsdFromDollars(record.acct_bal), formatUsdFromDollars(record.acct_bonus))}</Typography>
      <Typography variant="body2" color="text.secondary">
        {T.moneyHint}
      </Typography>
    </Box>
  );
};

const UserTitle = () => {
  const record = useRecordContext<UserRecord>();
  return <span>{record ? T.title(record.name) : T.untitled}</span>;
};

const EditToolbar = () => (
  <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
    <SaveButton />
    <ActivateButton
      data={{ status: true }}
      isActive={(r) => r.status === true}
      title={T.activateTitle}
      content={(r) => T.activateContent(String(r.name))}
    />
    <span style={{ flex: 1 }} />
    <DeleteRecordButton title={T.deleteTitle} content={(r) => T.deleteContent(String(r.name))} />
  </Toolbar>
);

const Section = ({ children }: { children: string }) => (
  <Typography component="h2" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
    {children}
  </Typography>
);

/** Inputs side by side on wide screens, stacked on narrow ones. */
// minmax(0, 1fr) on phones too: a plain 1fr track grows to the input's own width (519 px at
// 375). Four columns only on very wide screens: beside the menu at 1024 or 1440 px a quarter
// is too narrow for a label like 'Reason for a balance change', which then spills.
const row = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
  columnGap: 2,
  width: '100%',
} as const;

/** Every field of a user, then credit/debit, their transactions and history. */
export const UserEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      title={<UserTitle />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        // a credit or a raised limit in the edit is not applied at once: the admin is told it waits
        onSuccess: (saved: UserRecord & { pending_approvals?: StaffApproval[] }) => {
          const waiting = saved.pending_approvals ?? [];
          if (!waiting.length) notify(MSG.updateSuccess, { type: 'success' });
          else notify(APPROVAL_MSG.editWaits(waiting.map(describeApproval).join('; ')), { type: 'info' });
        },
        onError: (error) => notify(failure(MSG.updateFailed, error), { type: 'error' }),
      }}
      {...loadErrorProps}
      error={<EditLoadError />}
      component="div"
    >
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
        <SimpleForm resolver={resolver} toolbar={<EditToolbar />} resetOptions={{ keepDirtyValues: true }}>
          <Section>{T.profile}</Section>
          <Box sx={row}>
            <TextInput source="name" label={T.name} isRequired />
            <TextInput source="email" label={T.email} type="email" isRequired helperText={T.emailHelp} />
            <TextInput source="phone_no" label={T.phone} isRequired />
            <AutocompleteInput
              source="country"
              label={T.country}
              choices={COUNTRY_CHOICES}
              // rows saved under a former spelling show as today's name; 'UK' and 'USA' find theirs
              format={(value?: string) => (value ? (canonicalCountry(value) ?? value) : value)}
              matchSuggestion={(filter: string, choice: { name: string }) => countryMatches(choice.name, filter)}
              isRequired
            />
          </Box>
          <Box sx={row}>
            <PasswordInput source="password" label={T.newPassword} helperText={T.passwordHelp} autoComplete="new-password" />
          </Box>
          <Section>{T.money}</Section>
          <MoneyHeld />
          <Box sx={row}>
            <NumberInput source="progress_bar" label={T.progressLabel} isRequired min={0} max={100} step={1} helperText={T.progressHelp} />
          </Box>
          <Box sx={row}>
            <NumberInput source="daily_withdrawal_limit" label={T.dailyLimitUsd} helperText={T.dailyLimitHelp} min={0} step={1} />
          </Box>
          <Section>{T.access}</Section>
          <Box sx={row}>
            <SelectInput source="role" label={T.role} choices={roleChoices()} isRequired />
            <BooleanInput source="kyc_status" label={T.kycVerified} />
            <BooleanInput source="status" label={T.accountActive} />
          </Box>
        </SimpleForm>
      </Box>
      <AdjustBalance />
      <UserTransactions />
      <UserLedger />
      <UserStatement />
      <UserSessions />
      <ResetTwoFactor />
      <AccountLockSection />
      <UserAudit />
    </Edit>
  );
};
