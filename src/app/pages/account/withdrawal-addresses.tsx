import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { PageHeader } from '@/src/components/ui/page-header';
import { AddAddressForm } from '@/src/features/withdrawal-addresses/components/add-address-form';
import { AddressBook } from '@/src/features/withdrawal-addresses/components/address-book';
import { AllowlistSwitch } from '@/src/features/withdrawal-addresses/components/allowlist-switch';

/** /account/withdrawal-addresses: Profile > Withdrawal addresses, the address book and the allow-list. */
export function WithdrawalAddressesPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, minWidth: 0 }}>
      <PageHeader
        title="Withdrawal addresses"
        subtitle="Your own wallets, saved once and chosen when you withdraw."
        actions={
          <Button component={RouterLink} to={ACCOUNT_PATHS.profile} variant="outlined">
            Back to profile
          </Button>
        }
      />
      <AllowlistSwitch />
      <AddressBook />
      <AddAddressForm />
    </Stack>
  );
}
