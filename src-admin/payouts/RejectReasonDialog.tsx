import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { rejectWithdrawalSchema } from '@/common/api/payouts';
import { REJECT_REASON_MAX } from '@/common/validation/payouts';
import { FormDialog } from '../ui/FormDialog';
import { MSG } from '../ui/messages';
import { useSendOnce } from '../ui/useSendOnce';

/**
 * The reason a rejection carries, asked for before anything is sent: the held funds go back
 * and the investor is told the reason. `onReject` sends it (one or many withdrawals); a
 * refusal stays in the dialog with the reason kept, a success closes it.
 */
export const RejectReasonDialog = ({
  open,
  title,
  onClose,
  onReject,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** the trimmed reason; resolves when done, rejects with the server's refusal */
  onReject: (reason: string) => Promise<void>;
}) => {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { pending, error: serverError, setError: setServerError, run } = useSendOnce();

  const close = () => {
    setFieldError(null);
    setServerError(null);
    onClose();
  };

  const send = () => {
    const parsed = rejectWithdrawalSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MSG.updateFailed);
      return;
    }
    void run(async () => {
      await onReject(parsed.data.reason);
      setReason('');
      onClose();
    });
  };

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={close}
      onSubmit={send}
      submitLabel="Reject and refund"
      submitColor="error"
      pending={pending}
      error={serverError}
      intro={
        <DialogContentText sx={{ mb: 2 }}>
          The held funds go back to the investor's balance, and they are told the reason below.
        </DialogContentText>
      }
    >
      <TextField
        label="Reason (the investor sees it)"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={fieldError ?? `At most ${REJECT_REASON_MAX} characters.`}
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
