import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { treasuryAddressCreateSchema, type TreasuryAddress, type TreasuryAddressCreate } from '@/common/api/reserves';
import { coinBySymbol, coinText, COINS, isCoinSymbol } from '@/common/coins';
import { isValidAddress } from '@/common/crypto-address';
import { SIGNATURE_FORMATS, treasuryMessage } from '@/common/reserves/treasury-message';
import { FormTextField } from '@/src/components/form/form-text-field';
import type { AdminDataProvider } from '../dataProvider';
import { failure } from '../ui/messages';
import { useMutationOnce } from '../ui/useMutationOnce';
import { monospaceWrap, TREASURY_KEY, treasuryFieldErrors, withTreasuryAddress } from './treasuryData';
import { TREASURY_TEXT as T } from './texts';
import { useCopy } from './useCopy';

type TreasuryInput = z.input<typeof treasuryAddressCreateSchema>;

const EMPTY: TreasuryInput = { coin: 'btc', address: '', signature: '' };

/** A field holding an address, a message naming one or a signature: monospace, wrapping anywhere. */
const monospaceInput = { '& input, & textarea': monospaceWrap } as const;

/**
 * An admin registers a treasury address (POST /reserves/treasury-addresses): the coin and the
 * address, then, once the address is valid for that coin, the exact message to sign with its key
 * (treasuryMessage, the text the server checks the signature over) to copy into the wallet, and
 * the signature it gives. Checked with the API's own schema; a refusal about a field goes under
 * it, any other is an error toast. Sent once at a time; a success empties the form and the list
 * shows the address.
 */
export const TreasuryAddressForm = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const copy = useCopy();
  const ids = useId();
  const { control, handleSubmit, setError, reset, watch } = useForm<TreasuryInput, unknown, TreasuryAddressCreate>({
    resolver: zodResolver(treasuryAddressCreateSchema),
    defaultValues: EMPTY,
  });
  const chosen = watch('coin');
  const address = watch('address');
  const coin = isCoinSymbol(chosen) ? chosen : EMPTY.coin;
  const ready = isValidAddress(coin, address);
  const message = ready ? treasuryMessage(coin, address) : null;

  const register = useMutationOnce<TreasuryAddress, TreasuryAddressCreate>({
    mutationFn: (input) => dataProvider.registerTreasuryAddress(input),
    onSuccess: (added) => {
      queryClient.setQueryData<TreasuryAddress[]>(TREASURY_KEY, (list) => withTreasuryAddress(list, added));
      void queryClient.invalidateQueries({ queryKey: TREASURY_KEY });
      reset();
      notify(T.added(coinText(added.coin, 'label'), added.address), { type: 'success' });
    },
    onError: (error) => {
      const onFields = treasuryFieldErrors(error);
      if (onFields.length === 0) {
        notify(failure(T.addFailed, error), { type: 'error' });
        return;
      }
      onFields.forEach(([field, text], i) => setError(field, { message: text }, { shouldFocus: i === 0 }));
    },
  });
  const pending = register.isPending;

  const send = handleSubmit((input) => register.send({ coin: input.coin, address: input.address, signature: input.signature }));

  return (
    <Box component="form" noValidate onSubmit={send} aria-labelledby={`${ids}-title`} sx={{ maxWidth: 760 }}>
      <Typography id={`${ids}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {T.addTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.addHelp}
      </Typography>
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 1fr) 3fr' }, alignItems: 'start' }}>
          <FormTextField
            control={control}
            name="coin"
            id={`${ids}-coin`}
            label={T.coin}
            select
            required
            fullWidth
            helperText=" "
            slotProps={{ select: { native: true } }}
          >
            {COINS.map((c) => (
              <option key={c.symbol} value={c.symbol}>
                {coinText(c.symbol, 'label')}
              </option>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="address"
            id={`${ids}-address`}
            label={T.address}
            required
            fullWidth
            helperText={T.addressHelp(coinBySymbol(coin).network)}
            sx={monospaceInput}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, autoCapitalize: 'off' } }}
          />
        </Box>
        {message === null ? (
          <Typography variant="body2" color="text.secondary">
            {T.messageLater(coinBySymbol(coin).name)}
          </Typography>
        ) : (
          <Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
              <TextField
                id={`${ids}-message`}
                label={T.messageToSign}
                value={message}
                multiline
                fullWidth
                sx={monospaceInput}
                slotProps={{ htmlInput: { readOnly: true, 'aria-describedby': `${ids}-format` } }}
              />
              <Button
                variant="outlined"
                startIcon={<ContentCopy />}
                onClick={() => copy(message, T.theMessageToSign)}
                aria-label={T.copyMessageToSign}
                sx={{ flexShrink: 0, mt: 1 }}
              >
                {T.copy}
              </Button>
            </Box>
            <Typography id={`${ids}-format`} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {T.signExactly(coinBySymbol(coin).network, SIGNATURE_FORMATS[coin])}
            </Typography>
          </Box>
        )}
        <FormTextField
          control={control}
          name="signature"
          id={`${ids}-signature`}
          label={T.signature}
          required
          fullWidth
          multiline
          minRows={2}
          helperText={T.signatureHelp}
          sx={monospaceInput}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, autoCapitalize: 'off' } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? T.adding : T.add}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
