import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { rejectWithdrawalSchema } from '@/common/api/payouts';
import { REJECT_REASON_MAX } from '@/common/validation/payouts';
import { errorMessage, MSG } from '../ui/messages';

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
  const ids = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);

  const close = () => {
    if (pending) return;
    setFieldError(null);
    setServerError(null);
    onClose();
  };

  const send = async () => {
    const parsed = rejectWithdrawalSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MSG.updateFailed);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setServerError(null);
    try {
      await onReject(parsed.data.reason);
      setReason('');
      onClose();
    } catch (error) {
      setServerError(errorMessage(error) ?? MSG.networkError);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${ids}-title`} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <DialogTitle id={`${ids}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The held funds go back to the investor's balance, and they are told the reason below.
          </DialogContentText>
          {serverError && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {serverError}
            </Alert>
          )}
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
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={pending}>
            Cancel
          </MuiButton>
          <MuiButton type="submit" color="error" variant="contained" disabled={pending}>
            Reject and refund
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
};
