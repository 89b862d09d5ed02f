import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { PageHeader } from '@/src/components/ui/page-header';
import { AddAddressForm } from '@/src/features/withdrawal-addresses/components/add-address-form';
import { AddressBook } from '@/src/features/withdrawal-addresses/components/address-book';
import { AllowlistSwitch } from '@/src/features/withdrawal-addresses/components/allowlist-switch';
import { ACCOUNT_PAGES_TEXT as T } from './texts';

/** /account/withdrawal-addresses: Profile > Withdrawal addresses, the address book and the allow-list. */
export function WithdrawalAddressesPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, minWidth: 0 }}>
      <PageHeader
        title={T.withdrawalAddresses}
        subtitle={T.withdrawalAddressesSubtitle}
        actions={
          <Button component={RouterLink} to={ACCOUNT_PATHS.profile} variant="outlined">
            {T.backToProfile}
          </Button>
        }
      />
      <AllowlistSwitch />
      <AddressBook />
      <AddAddressForm />
    </Stack>
  );
}
