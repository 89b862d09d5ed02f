import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactElement } from 'react';
import { BooleanInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { COINS } from '@/common/coins';
import { walletFormSchema } from '@/common/validation/wallet';
import { WALLET_TEXT as T } from './texts';

export const CURRENCY_CHOICES = COINS.map((c) => ({ id: c.symbol, name: `${c.name} (${c.symbol})` }));

const resolver = zodResolver(walletFormSchema);

/** Name, address and currency are required. */
export const WalletForm = ({ toolbar }: { toolbar?: ReactElement }) => (
  <SimpleForm resolver={resolver} toolbar={toolbar} defaultValues={{ status: true }}>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2, width: '100%' }}>
      <TextInput source="name" label={T.name} isRequired />
      <SelectInput source="currency" label={T.currency} choices={CURRENCY_CHOICES} isRequired />
    </Box>
    <TextInput source="address" label={T.address} isRequired fullWidth helperText={T.addressHelp} />
    <BooleanInput source="status" label={T.activeInput} />
  </SimpleForm>
);
