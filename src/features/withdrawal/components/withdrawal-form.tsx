import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { MSG } from '../../../../common/messages';
import { MIN_WITHDRAWAL_USD } from '../../../../common/transactions';
import { TX_MSG } from '../../../../common/validation/transaction';
import { SpinnerButton } from '../../../components/ui/spinner-button';
import { readApiError } from '../../../lib/api-error';
import type { Profile } from '../../../types/api';
import { MessageDialog } from '../../account/components/message-dialog';
import { newIdempotencyKey } from '../../account/utils/idempotency-key';
import { splitMessage } from '../../account/utils/split-message';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { checkWithdrawal } from '../utils/check-withdrawal';
import { KycRequiredDialog } from './kyc-required-dialog';

const success = splitMessage(MSG.withdrawalSuccess);
const failure = splitMessage(MSG.withdrawalFailed);

type Dialog = 'kyc' | 'success' | 'failure' | null;

/** SPEC.md section 2, Withdrawal: amount (USD) and destination wallet address. */
export function WithdrawalForm({ profile }: { profile: Profile | undefined }) {
  const { enqueueSnackbar } = useSnackbar();
  const withdrawal = useCreateWithdrawal();
  const [rawAmount, setRawAmount] = useState('');
  const [rawAddress, setRawAddress] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; address?: string }>({});
  const [dialog, setDialog] = useState<Dialog>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkWithdrawal({ rawAmount, rawAddress, profile });
    setErrors(check.kind === 'invalid' ? check.errors : {});
    switch (check.kind) {
      case 'invalid':
        return;
      case 'no-profile':
        enqueueSnackbar(MSG.withdrawalNoProfile, { variant: 'error' });
        return;
      case 'balance':
        enqueueSnackbar(TX_MSG.balanceTooLow, { variant: 'error' });
        return;
      case 'kyc':
        setDialog('kyc');
        return;
    }
    withdrawal.mutate(
      { payload: { trnx_type: 'withdraw', amount: check.amount, address: check.address }, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          setRawAmount('');
          setRawAddress('');
          setDialog('success');
        },
        onError: (error) => {
          const failed = readApiError(error);
          if (failed.status === 403) setDialog('kyc');
          else if (failed.status !== null && failed.status < 500 && failed.message) {
            // the server's own words: 'you do not have enough balance...', a field rule
            enqueueSnackbar(failed.message, { variant: 'error' });
            const fieldErrors = Object.fromEntries(failed.fieldErrors.filter((e) => e.field === 'amount' || e.field === 'address').map((e) => [e.field, e.message]));
            setErrors(fieldErrors);
          } else setDialog('failure');
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Withdraw">
      <Stack spacing={2.5}>
        <TextField
          label="Amount (USD)"
          name="amount"
          value={rawAmount}
          onChange={(event) => setRawAmount(event.target.value)}
          error={!!errors.amount}
          helperText={errors.amount ?? `minimum ${MIN_WITHDRAWAL_USD}.00 USD`}
          required
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          }}
        />
        <TextField
          label="Wallet address"
          name="address"
          value={rawAddress}
          onChange={(event) => setRawAddress(event.target.value)}
          error={!!errors.address}
          helperText={errors.address ?? 'The address your funds are sent to. Check it carefully.'}
          required
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
        <SpinnerButton busy={withdrawal.isPending} sx={{ alignSelf: { sm: 'flex-start' } }} fullWidth={false}>
          Withdraw
        </SpinnerButton>
      </Stack>
      <KycRequiredDialog open={dialog === 'kyc'} onClose={() => setDialog(null)} />
      <MessageDialog open={dialog === 'success'} tone="success" title={success.title} message={success.text} onClose={() => setDialog(null)} closeLabel="OK" />
      <MessageDialog open={dialog === 'failure'} tone="error" title={failure.title} message={failure.text} onClose={() => setDialog(null)} closeLabel="OK" />
    </Box>
  );
}
