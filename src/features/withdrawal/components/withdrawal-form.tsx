import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '@/src/components/form/form-text-field';
import { formatDateTime } from '@/common/date-format';
import { MSG } from '@/common/messages';
import { coinText, type CoinSymbol } from '@/common/coins';
import { MIN_WITHDRAWAL_USD } from '@/common/transactions';
import { TX_MSG } from '@/common/validation/transaction';
import { withdrawalFormSchema, type WithdrawalFormValues } from '@/common/validation/transaction-forms';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import type { Profile } from '@/src/types/api';
import { CoinPicker } from '@/src/components/ui/coin-picker';
import { MessageDialog } from '@/src/components/ui/message-dialog';
import { splitMessage } from '@/src/utils/split-message';
import { useIntentKey } from '@/src/hooks/use-intent-key';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { WITHDRAWAL_TEXT as T } from '../texts';
import { formatMinimum } from '../utils/minimum';
import { KycRequiredDialog } from './kyc-required-dialog';
import { VerifyEmailNotice } from './verify-email-notice';
import { EMAIL_VERIFY_UI } from '@/common/validation/email-verification';
import { withStepUpCode } from '@/src/lib/forms/step-up-code';
import { StepUpFields } from '@/src/features/passkeys/components/step-up-fields';
import { useStepUp } from '@/src/features/passkeys/hooks/use-step-up';
import { useAllowlist } from '@/src/features/withdrawal-addresses/api/get-allowlist';
import { SavedAddressPicker } from '@/src/features/withdrawal-addresses/components/saved-address-picker';
import { WITHDRAWAL_ADDRESSES_TEXT } from '@/src/features/withdrawal-addresses/texts';

type Dialog = 'kyc' | 'success' | 'failure' | null;

type WithdrawalRequest = { coin: CoinSymbol; amount: number; address: string; code: string };
type WithdrawalFields = WithdrawalFormValues & { code: string };
const FIELDS = ['amount', 'address', 'code'] as const;

/** A security change pauses withdrawals until `until`; `noticeId` is the notice that says so and why. */
interface WithdrawalPause {
  until: string;
  noticeId: string;
}

interface WithdrawalFormProps {
  profile: Profile | undefined;
  /** while set, the form stays but Withdraw is disabled: the server would refuse (403) */
  paused?: WithdrawalPause | null;
}

/** Withdrawal: the coin, the amount (USD) and the destination wallet address. */
export function WithdrawalForm({ profile, paused = null }: WithdrawalFormProps) {
  // a withdrawal by an account whose e-mail address is unverified is refused (403): say so instead
  const [refusedUnverified, setRefusedUnverified] = useState(false);
  if (profile?.email_verified === false || refusedUnverified) return <VerifyEmailNotice email={profile?.email} />;
  return <WithdrawalFields profile={profile} paused={paused} onUnverified={() => setRefusedUnverified(true)} />;
}

function WithdrawalFields({
  profile,
  paused,
  onUnverified,
}: {
  profile: Profile | undefined;
  paused: WithdrawalPause | null;
  onUnverified: () => void;
}) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const withdrawal = useCreateWithdrawal();
  const intent = useIntentKey();
  // the balance and KYC rules read the profile as it is when Withdraw is pressed
  const latestProfile = useRef(profile);
  latestProfile.current = profile;
  // with two-factor sign-in on (or once the server asked for it), a current code goes along,
  // or a passkey's confirmation in its place
  const stepUp = useStepUp();
  const resolver = withStepUpCode<WithdrawalFormValues, Omit<WithdrawalRequest, 'code'>>(
    (values, context, options) => zodResolver(withdrawalFormSchema(latestProfile.current))(values, context, options),
    () => stepUp.codeNeeded(),
  );

  // problems show from one Withdraw to the next, as the fields are checked together
  const { control, handleSubmit, clearErrors, resetField, setError, setValue, watch } = useForm<
    WithdrawalFields,
    unknown,
    WithdrawalRequest
  >({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { coin: 'btc', amount: '', address: '', code: '' },
  });
  const coin = watch('coin');
  const address = watch('address');
  // with the allow-list on, only saved addresses past their hold are accepted
  const allowlistOn = useAllowlist().data?.enabled === true;
  const [dialog, setDialog] = useState<Dialog>(null);
  // One attempt, one outcome: a refusal toast from an earlier attempt is taken down when
  // the next attempt starts, so it never shows beside that attempt's success dialog.
  const refusal = useRef<SnackbarKey | null>(null);
  const refuse = (message: string) => {
    refusal.current = enqueueSnackbar(message, { variant: 'error' });
  };

  // a new attempt: an earlier refusal's toast goes
  const startAttempt = () => {
    if (refusal.current !== null) closeSnackbar(refusal.current);
    refusal.current = null;
  };

  const send = async ({ coin: chosen, amount, address, code: typed }: WithdrawalRequest) => {
    let code: string | null;
    try {
      code = await stepUp.codeFor(typed);
    } catch (error) {
      // codeFor fails only with a passkey step-up that gave no token: a refusal
      stepUp.showRefusal(error, { resetField, setError });
      return;
    }
    // the passkey prompt was closed: nothing is sent
    if (code === null) return;
    const payload = { trnx_type: 'withdraw', amount, address, payment_method: chosen, ...(code ? { code } : {}) } as const;
    // a second click, or a retry of the same withdrawal, reuses the key: one hold on the balance
    withdrawal.mutate(
      { payload, idempotencyKey: intent.keyFor(payload) },
      {
        onSuccess: () => {
          intent.renew();
          resetField('amount');
          resetField('address');
          // a code is good once: the next withdrawal asks for a fresh one
          resetField('code');
          setDialog('success');
        },
        onError: (error) => {
          const failed = readApiError(error);
          if (stepUp.showRefusal(error, { resetField, setError })) return;
          if (failed.status === 403 && failed.message === EMAIL_VERIFY_UI.required) onUnverified();
          // other refusals (the allow-list's) are said as they come, below
          else if (failed.status === 403 && (failed.message === TX_MSG.kycRequired || !failed.message)) setDialog('kyc');
          else if (failed.status !== null && failed.status < 500 && failed.message) {
            // the server's own words: 'you do not have enough balance...', a field rule
            refuse(failed.message);
            const fieldErrors = failed.fieldErrors.map((e) => (e.field === 'payment_method' ? { ...e, field: 'address' } : e));
            applyFieldErrors(fieldErrors, FIELDS, setError);
          } else setDialog('failure');
        },
      },
    );
  };

  // the fields are right but the account is not: no profile, not enough balance, or no KYC
  const onSubmit = handleSubmit(send, (problems) => {
    const standing = problems.root?.message;
    if (standing === TX_MSG.kycRequired) setDialog('kyc');
    else if (standing) refuse(standing);
  });

  const submit = (event?: FormEvent) => {
    // Withdraw is disabled while paused; a submission some other way sends nothing either
    if (paused) {
      event?.preventDefault();
      return;
    }
    startAttempt();
    return onSubmit(event);
  };
  // 'Use a passkey instead': the same Withdraw, with a passkey's confirmation for the code
  const withPasskey = stepUp.withPasskey(() => submit());
  // read as the dialogs render, in the language of the moment
  const success = splitMessage(MSG.withdrawalSuccess);
  const failure = splitMessage(MSG.withdrawalFailed);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={T.formLabel}>
      <Stack spacing={2.5}>
        <Controller
          control={control}
          name="coin"
          render={({ field }) => (
            <CoinPicker
              id="withdrawal-coin"
              label={T.coinLabel}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                // the address was checked for the previous coin's network
                clearErrors('address');
              }}
            />
          )}
        />
        <FormTextField
          control={control}
          name="amount"
          label={T.amountLabel}
          helperText={T.minimum(formatMinimum(MIN_WITHDRAWAL_USD))}
          required
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          }}
        />
        <SavedAddressPicker
          coin={coin}
          value={address}
          allowlistOn={allowlistOn}
          onPick={(picked) => {
            setValue('address', picked);
            clearErrors('address');
          }}
        />
        <FormTextField
          control={control}
          name="address"
          label={T.addressLabel}
          helperText={allowlistOn ? WITHDRAWAL_ADDRESSES_TEXT.allowlistHint : T.addressHint(coinText(coin, 'name'))}
          required
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
        <StepUpFields
          control={control}
          stepUp={stepUp}
          onPasskey={() => void withPasskey()}
          disabled={withdrawal.isPending || paused !== null}
        />
        <SpinnerButton
          busy={withdrawal.isPending}
          disabled={paused !== null}
          aria-describedby={paused?.noticeId}
          sx={{ alignSelf: { sm: 'flex-start' } }}
          fullWidth={false}
        >
          {T.withdraw}
        </SpinnerButton>
        {paused && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
            {T.pausedUntil(formatDateTime(paused.until))}
          </Typography>
        )}
      </Stack>
      <KycRequiredDialog open={dialog === 'kyc'} onClose={() => setDialog(null)} />
      <MessageDialog
        open={dialog === 'success'}
        tone="success"
        title={success.title}
        message={success.text}
        onClose={() => setDialog(null)}
        closeLabel={T.ok}
      />
      <MessageDialog
        open={dialog === 'failure'}
        tone="error"
        title={failure.title}
        message={failure.text}
        onClose={() => setDialog(null)}
        closeLabel={T.ok}
      />
    </Box>
  );
}
