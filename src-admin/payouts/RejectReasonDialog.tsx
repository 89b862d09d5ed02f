import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { rejectWithdrawalSchema } from '@/common/api/payouts';
import { REJECT_REASON_MAX } from '@/common/validation/payouts';
import { FormDialog } from '../ui/FormDialog';
import { MSG, refusalOf } from '../ui/messages';
import { useIntentKey } from '../ui/useIntentKey';
import { useMutationOnce } from '../ui/useMutationOnce';
import { PAYOUT_TEXT as T } from './texts';

/**
 * The reason a rejection carries, asked for before anything is sent: the held funds go back
 * and the investor is told the reason. `reject` sends it (one or many withdrawals) as a
 * mutation; a refusal stays in the dialog with the reason kept, a success closes it. One
 * Idempotency-Key per intent (`intent`, what is rejected, and this reason), kept by a retry
 * or an extra click, renewed only by a success.
 *
 * The mutation is reset by the handlers that clear the refusal (closing), never by an effect:
 * its result is a new object on each render, and a reset re-renders even an idle mutation, so
 * an effect on it would re-render the page without end, open or not.
 */
export const RejectReasonDialog = <TResult,>({
  open,
  title,
  intent,
  onClose,
  reject,
  onRejected,
}: {
  open: boolean;
  title: string;
  /** what is rejected (its ids): with the reason, the intent the Idempotency-Key is for */
  intent: unknown;
  onClose: () => void;
  /** sends the trimmed reason with the intent's key (a data provider call); rejects with the server's refusal */
  reject: (reason: string, idempotencyKey: string) => Promise<TResult>;
  /** after a success, before the dialog closes: tell what was done, refresh */
  onRejected: (result: TResult) => void;
}) => {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { key, renew } = useIntentKey({ intent, reason: reason.trim() });
  const rejection = useMutationOnce({
    mutationFn: ({ reason, key }: { reason: string; key: string }) => reject(reason, key),
    onSuccess: (result) => {
      renew();
      onRejected(result);
      setReason('');
      onClose();
    },
  });

  const close = () => {
    setFieldError(null);
    rejection.reset();
    onClose();
  };

  const send = () => {
    const parsed = rejectWithdrawalSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MSG.updateFailed);
      return;
    }
    rejection.send({ reason: parsed.data.reason, key });
  };

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={close}
      onSubmit={send}
      submitLabel={T.rejectAndRefund}
      submitColor="error"
      pending={rejection.isPending}
      error={refusalOf(rejection.error)}
      intro={<DialogContentText sx={{ mb: 2 }}>{T.rejectIntro}</DialogContentText>}
    >
      <TextField
        label={T.reasonLabel}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={fieldError ?? T.reasonHelp(REJECT_REASON_MAX)}
        multiline
        minRows={3}
        fullWidth
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX } }}
      />
    </FormDialog>
  );
};
