import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactElement } from 'react';
import { BooleanInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { COINS } from '@/common/coins';
import { walletFormSchema } from '@/common/validation/wallet';

export const CURRENCY_CHOICES = COINS.map((c) => ({ id: c.symbol, name: `${c.name} (${c.symbol})` }));

const resolver = zodResolver(walletFormSchema);

/** Name, address and currency are required. */
export const WalletForm = ({ toolbar }: { toolbar?: ReactElement }) => (
  <SimpleForm resolver={resolver} toolbar={toolbar} defaultValues={{ status: true }}>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2, width: '100%' }}>
      <TextInput source="name" label="Name" isRequired />
      <SelectInput source="currency" label="Currency" choices={CURRENCY_CHOICES} isRequired />
    </Box>
    <TextInput
      source="address"
      label="Address"
      isRequired
      fullWidth
      helperText="10 to 128 letters and digits, as the coin's network shows it"
    />
    <BooleanInput source="status" label="Active (offered on the deposit screen)" />
  </SimpleForm>
);
