import DoneOutlined from '@mui/icons-material/DoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { markOnePaidSchema } from '@/common/api/payouts';
import { formatUsdFromDollars } from '@/common/money';
import { PAYOUT_REFERENCE_MAX } from '@/common/transactions';
import type { AdminDataProvider } from '../dataProvider';
import { coinLabel } from '../transactions/coins';
import { errorMessage, MSG } from '../ui/messages';
import { useIntentKey } from '../ui/useIntentKey';
import { reviewStateOf, type PayoutRecord } from './review';

/**
 * Mark paid (admins), on the payout desk's row and the withdrawal's page: offered only where
 * the server says this admin may pay it now (review_state.may_mark_paid). The dialog shows what
 * to send where and asks for the hash of that transfer (POST /transaction/{id}/paid); a refusal
 * stays in the dialog with the hash kept. One Idempotency-Key per intent (this withdrawal, this hash).
 */
export const MarkPaidButton = ({ record: given }: { record?: PayoutRecord }) => {
  const fromContext = useRecordContext<PayoutRecord>();
  const record = given ?? fromContext;
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const { key, renew } = useIntentKey({ id: record?.id, reference: reference.trim() });
  if (!record || record.type !== 'withdraw' || !reviewStateOf(record).may_mark_paid) return null;

  const close = () => {
    if (pending) return;
    setOpen(false);
    setFieldError(null);
    setServerError(null);
  };

  const send = async () => {
    const parsed = markOnePaidSchema.safeParse({ reference });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MSG.updateFailed);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setServerError(null);
    try {
      await dataProvider.markWithdrawalPaid(record.id, parsed.data.reference, key);
      renew();
      notify('Withdrawal marked paid. The investor has been told.', { type: 'success' });
      setReference('');
      setOpen(false);
      refresh();
    } catch (error) {
      setServerError(errorMessage(error) ?? MSG.networkError);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  // clicks in the button and its dialog never reach a list row behind them (the row opens the record)
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Box component="span" onClick={stop} sx={{ display: 'inline-flex' }}>
      <MuiButton size="small" variant="contained" startIcon={<DoneOutlined />} onClick={() => setOpen(true)}>
        Mark paid
      </MuiButton>
      <Dialog open={open} onClose={close} aria-labelledby={`${ids}-title`} fullWidth maxWidth="sm">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // the dialog sits in the withdrawal's own form on its page: its submit is not that form's
            event.stopPropagation();
            void send();
          }}
        >
          <DialogTitle id={`${ids}-title`}>Mark this withdrawal paid</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${ids}-what`} sx={{ mb: 2 }}>
              Send {formatUsdFromDollars(record.amount)} in {coinLabel(record.payment_method)} to the address below first, then enter the
              hash of that transfer. The investor is told the withdrawal was paid, with this hash.
            </DialogContentText>
            <Box component="p" sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all', mt: 0, mb: 2 }}>
              {record.payment_address}
            </Box>
            {serverError && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {serverError}
              </Alert>
            )}
            <TextField
              label="Transaction hash"
              value={reference}
              onChange={(event) => {
                setReference(event.target.value);
                setFieldError(null);
              }}
              error={fieldError !== null}
              helperText={fieldError ?? 'As the blockchain explorer shows it.'}
              fullWidth
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: PAYOUT_REFERENCE_MAX, spellCheck: false, autoComplete: 'off' } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={pending}>
              Cancel
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={pending}>
              Mark paid
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </Box>
  );
};
