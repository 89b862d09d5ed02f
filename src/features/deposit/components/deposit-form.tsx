import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MSG } from '@/common/messages';
import { COINS, type Coin, type CoinSymbol } from '@/common/coins';
import { MIN_DEPOSIT_USD } from '@/common/transactions';
import { depositFormSchema, type DepositFormValues } from '@/common/validation/transaction-forms';
import { FormTextField } from '@/src/components/form/form-text-field';
import { readApiError } from '@/src/lib/api-error';
import { CoinPicker } from '@/src/components/ui/coin-picker';
import { MessageDialog } from '@/src/components/ui/message-dialog';
import { splitMessage } from '@/src/utils/split-message';
import { useIntentKey } from '@/src/hooks/use-intent-key';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import { useCreateDeposit, type DepositPayload } from '../api/create-deposit';
import { onChainOption, useDepositOptions } from '../api/get-deposit-options';
import { DepositConfirmDialog } from './deposit-confirm-dialog';
import { DEPOSIT_TEXT } from '../texts';
import { PlanMinimumNote } from './plan-minimum-note';
import { isQuoted, PaymentDialog, type QuotedDeposit } from './payment-dialog';

// A refusal because of the account's state (409: e.g. already 5 pending deposits) is the
// server's own words alone: 'try again later' would be wrong advice. Any other failure is
// the 'try again later' dialog, with the server's reason under it when there is one.
// A deposit to a coin watched on its chain answers with its address and quote,
// shown in the payment dialog; when no price can be read (503) the server's words say so.
type Result =
  | { kind: 'success' }
  | { kind: 'payment'; deposit: QuotedDeposit; coin: Coin }
  | { kind: 'refused'; message: string }
  | { kind: 'failure'; detail: string | null }
  | null;

const defaultValues: DepositFormValues = { amount: String(MIN_DEPOSIT_USD) };

/** Deposit: coin, amount (USD, default 100), Continue -> confirm -> result. */
export function DepositForm() {
  const loggedId = useLoggedId();
  const deposit = useCreateDeposit();
  const intent = useIntentKey();
  const options = useDepositOptions();
  const [symbol, setSymbol] = useState<CoinSymbol>('btc');
  // the problem shows until the amount is changed, and is checked again on Continue
  const { control, handleSubmit, clearErrors, reset, formState } = useForm<DepositFormValues, unknown, { amount: number }>({
    resolver: zodResolver(depositFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues,
  });
  const problem = formState.errors.amount?.message ?? null;
  // `onChain` is fixed at Continue: options that arrive while the dialog is open do not change it
  const [confirming, setConfirming] = useState<{ amount: number; onChain: boolean } | null>(null);
  const [result, setResult] = useState<Result>(null);
  const coin = COINS.find((c) => c.symbol === symbol) ?? COINS[0];
  // read as the dialogs render, in the language of the moment
  const success = splitMessage(MSG.depositSuccess);
  const failure = splitMessage(MSG.depositFailed);

  const onContinue = handleSubmit(({ amount }) => setConfirming({ amount, onChain: !!onChainOption(options.data, symbol) }));

  const onConfirm = (address?: string, senderTxid?: string) => {
    if (!confirming || !loggedId) return;
    const { onChain } = confirming;
    // on chain: no address is sent, the server derives one for this deposit and quotes the amount
    const payload: DepositPayload = {
      userid: loggedId,
      trnx_type: 'deposit',
      amount: confirming.amount,
      payment_method: coin.name,
      ...(onChain ? {} : { payment_address: address }),
      ...(senderTxid ? { sender_txid: senderTxid } : {}),
    };
    // a second click, or a retry of the same deposit, reuses the key: one record, whatever happens
    deposit.mutate(
      { payload, idempotencyKey: intent.keyFor(payload) },
      {
        onSuccess: (created) => {
          intent.renew();
          setConfirming(null);
          setResult(onChain && isQuoted(created) ? { kind: 'payment', deposit: created, coin } : { kind: 'success' });
          reset(defaultValues);
        },
        onError: (error) => {
          setConfirming(null);
          const failed = readApiError(error);
          const ownWords = failed.status === 409 || (onChain && failed.status === 503);
          if (ownWords && failed.message) setResult({ kind: 'refused', message: failed.message });
          else setResult({ kind: 'failure', detail: failed.message });
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, maxWidth: 640 }}>
      <Box component="form" noValidate onSubmit={onContinue} aria-label={DEPOSIT_TEXT.formLabel}>
        <Stack spacing={3}>
          <CoinPicker id="coin" label={DEPOSIT_TEXT.coinLabel} value={symbol} onChange={setSymbol} />
          <FormTextField
            control={control}
            name="amount"
            label={DEPOSIT_TEXT.amountLabel}
            onChange={() => clearErrors('amount')}
            inputMode="decimal"
            errorShownElsewhere
            helperText={DEPOSIT_TEXT.minimum(MIN_DEPOSIT_USD)}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            }}
          />
          <PlanMinimumNote />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" sx={{ alignSelf: { sm: 'flex-start' } }}>
            {DEPOSIT_TEXT.continue}
          </Button>
        </Stack>
      </Box>
      <DepositConfirmDialog
        open={confirming !== null}
        coin={coin}
        amount={confirming?.amount ?? 0}
        onChain={confirming?.onChain ?? false}
        submitting={deposit.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={onConfirm}
      />
      {result?.kind === 'payment' && <PaymentDialog coin={result.coin} created={result.deposit} onClose={() => setResult(null)} />}
      <MessageDialog
        open={result?.kind === 'success'}
        tone="success"
        title={success.title}
        message={success.text}
        onClose={() => setResult(null)}
        closeLabel={DEPOSIT_TEXT.ok}
      />
      <MessageDialog
        open={result?.kind === 'refused'}
        tone="error"
        title={failure.title}
        message={result?.kind === 'refused' ? result.message : ''}
        onClose={() => setResult(null)}
        closeLabel={DEPOSIT_TEXT.ok}
      />
      <MessageDialog
        open={result?.kind === 'failure'}
        tone="error"
        title={failure.title}
        message={failure.text}
        detail={result?.kind === 'failure' ? result.detail : null}
        onClose={() => setResult(null)}
        closeLabel={DEPOSIT_TEXT.ok}
      />
    </Paper>
  );
}
