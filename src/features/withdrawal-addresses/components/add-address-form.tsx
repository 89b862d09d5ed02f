// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { COINS } from '@/common/coins';
import { MSG } from '@/common/messages';
import {
  ADDRESS_LABEL_MAX,
  WITHDRAWAL_ADDRESS_MSG,
  withdrawalAddressFormSchema,
  type WithdrawalAddressFormValues,
} from '@/common/validation/withdrawal-addresses';
import { FormTextField } from '@/src/components/form/form-text-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { withStepUpCode } from '@/src/lib/forms/step-up-code';
import { StepUpFields } from '@/src/features/passkeys/components/step-up-fields';
import { useStepUp } from '@/src/features/passkeys/hooks/use-step-up';
import { useCreateWithdrawalAddress } from '../api/create-withdrawal-address';
import { WITHDRAWAL_ADDRESSES_TEXT as T } from '../texts';

type Fields = WithdrawalAddressFormValues & { code: string };
type Output = z.output<typeof withdrawalAddressFormSchema> & { code: string };
const FIELDS = ['coin', 'address', 'label', 'code'] as const;
const EMPTY: Fields = { coin: 'btc', address: '', label: '', code: '' };

/** Profile > Withdrawal addresses: save an address of one coin under a name (with 2FA on, with a code). */
export function AddAddressForm() {
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateWithdrawalAddress();
  // with two-factor sign-in on (or once the server asked for it), a current code goes along, or a passkey's confirmation
  const stepUp = useStepUp();
  const resolver = withStepUpCode<WithdrawalAddressFormValues, z.output<typeof withdrawalAddressFormSchema>>(
    zodResolver(withdrawalAddressFormSchema),
    () => stepUp.codeNeeded(),
  );
  const { control, handleSubmit, formState, reset, resetField, setError, clearErrors } = useForm<Fields, unknown, Output>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ coin, address, label, code: typed }) => {
    try {
      const code = await stepUp.codeFor(typed);
      // the passkey prompt was closed: nothing is sent
      if (code === null) return;
      await create.mutateAsync({ coin, address, label, ...(code ? { code } : {}) });
      enqueueSnackbar(WITHDRAWAL_ADDRESS_MSG.added, { variant: 'success' });
      reset(EMPTY);
    } catch (error) {
      if (stepUp.showRefusal(error, { resetField, setError })) return;
      const { status, message, fieldErrors } = readApiError(error);
      if (status === 400 && applyFieldErrors(fieldErrors, FIELDS, setError) > 0) return;
      if (status === 409 && message) {
        setError('address', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      enqueueSnackbar(status === null ? MSG.networkError : (message ?? MSG.networkError), { variant: 'error' });
    }
  });

  // 'Use a passkey instead': Save, with a passkey's confirmation for the code
  const withPasskey = stepUp.withPasskey(() => onSubmit());

  return (
    <Paper variant="outlined" component="section" aria-labelledby="add-address-heading" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Typography id="add-address-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        {T.addTitle}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="add-address-heading">
        <Stack spacing={2.5}>
          <FormTextField control={control} name="coin" label={T.coin} select required onChange={() => clearErrors('address')}>
            {COINS.map((c) => (
              <MenuItem key={c.symbol} value={c.symbol}>
                {c.name} ({c.network})
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="address"
            label={T.address}
            required
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          <FormTextField
            control={control}
            name="label"
            label={T.name}
            helperText={T.nameHelp(ADDRESS_LABEL_MAX)}
            required
            slotProps={{ htmlInput: { maxLength: ADDRESS_LABEL_MAX + 10, autoComplete: 'off' } }}
          />
          <StepUpFields control={control} stepUp={stepUp} onPasskey={() => void withPasskey()} disabled={formState.isSubmitting} />
          <SpinnerButton busy={formState.isSubmitting} fullWidth={false} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {T.save}
          </SpinnerButton>
        </Stack>
      </Box>
    </Paper>
  );
}
