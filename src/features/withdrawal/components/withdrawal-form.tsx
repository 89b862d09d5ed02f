import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { MSG } from '../../../../common/messages';
import { COINS, MIN_WITHDRAWAL_USD, type CoinSymbol } from '../../../../common/transactions';
import { TX_MSG } from '../../../../common/validation/transaction';
import { SpinnerButton } from '../../../components/ui/spinner-button';
import { readApiError } from '../../../lib/api-error';
import type { Profile } from '../../../types/api';
import { CoinPicker } from '../../account/components/coin-picker';
import { MessageDialog } from '../../account/components/message-dialog';
import { splitMessage } from '../../account/utils/split-message';
import { useIntentKey } from '../../account/utils/use-intent-key';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { checkWithdrawal } from '../utils/check-withdrawal';
import { KycRequiredDialog } from './kyc-required-dialog';

const success = splitMessage(MSG.withdrawalSuccess);
const failure = splitMessage(MSG.withdrawalFailed);

type Dialog = 'kyc' | 'success' | 'failure' | null;

const coinName = (coin: CoinSymbol) => COINS.find((c) => c.symbol === coin)?.name ?? coin;

/** SPEC.md section 2, Withdrawal: the coin, the amount (USD) and the destination wallet address. */
export function WithdrawalForm({ profile }: { profile: Profile | undefined }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const withdrawal = useCreateWithdrawal();
  const intent = useIntentKey();
  const [coin, setCoin] = useState<CoinSymbol>('btc');
  const [rawAmount, setRawAmount] = useState('');
  const [rawAddress, setRawAddress] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; address?: string }>({});
  const [dialog, setDialog] = useState<Dialog>(null);
  // One attempt, one outcome: a refusal toast from an earlier attempt is taken down when
  // the next attempt starts, so it never shows beside that attempt's success dialog.
  const refusal = useRef<SnackbarKey | null>(null);
  const refuse = (message: string) => {
    refusal.current = enqueueSnackbar(message, { variant: 'error' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (refusal.current !== null) closeSnackbar(refusal.current);
    refusal.current = null;
    const check = checkWithdrawal({ rawAmount, rawAddress, coin, profile });
    setErrors(check.kind === 'invalid' ? check.errors : {});
    switch (check.kind) {
      case 'invalid':
        return;
      case 'no-profile':
        refuse(MSG.withdrawalNoProfile);
        return;
      case 'balance':
        refuse(TX_MSG.balanceTooLow);
        return;
      case 'kyc':
        setDialog('kyc');
        return;
    }
    const payload = { trnx_type: 'withdraw', amount: check.amount, address: check.address, payment_method: check.coin } as const;
    // a second click, or a retry of the same withdrawal, reuses the key: one hold on the balance
    withdrawal.mutate(
      { payload, idempotencyKey: intent.keyFor(payload) },
      {
        onSuccess: () => {
          intent.renew();
          setRawAmount('');
          setRawAddress('');
          setDialog('success');
        },
        onError: (error) => {
          const failed = readApiError(error);
          if (failed.status === 403) setDialog('kyc');
          else if (failed.status !== null && failed.status < 500 && failed.message) {
            // the server's own words: 'you do not have enough balance...', a field rule
            refuse(failed.message);
            const fieldErrors = Object.fromEntries(
              failed.fieldErrors
                .map((e) => ({ ...e, field: e.field === 'payment_method' ? 'address' : e.field }))
                .filter((e) => e.field === 'amount' || e.field === 'address')
                .map((e) => [e.field, e.message]),
            );
            setErrors(fieldErrors);
          } else setDialog('failure');
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Withdraw">
      <Stack spacing={2.5}>
        <CoinPicker
          id="withdrawal-coin"
          label="Coin to receive"
          value={coin}
          onChange={(next) => {
            setCoin(next);
            // the address was checked for the previous coin's network
            setErrors((previous) => ({ ...previous, address: undefined }));
          }}
        />
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
          helperText={errors.address ?? `Your own ${coinName(coin)} address: the funds are sent there. Check it carefully.`}
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
