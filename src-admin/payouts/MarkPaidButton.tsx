import DoneOutlined from '@mui/icons-material/DoneOutlined';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState, type MouseEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, type Identifier } from 'react-admin';
import { markOnePaidSchema } from '@/common/api/payouts';
import { formatUsdFromDollars } from '@/common/money';
import { PAYOUT_REFERENCE_MAX } from '@/common/transactions';
import type { AdminDataProvider } from '../dataProvider';
import { coinLabel } from '../ui/transactions/coins';
import { FormDialog } from '../ui/FormDialog';
import { MSG, refusalOf } from '../ui/messages';
import { useIntentKey } from '../ui/useIntentKey';
import { useMutationOnce } from '../ui/useMutationOnce';
import { reviewStateOf, type PayoutRecord } from './review';
import { PAYOUT_TEXT as T } from './texts';

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
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { key, renew } = useIntentKey({ id: record?.id, reference: reference.trim() });
  const markPaid = useMutationOnce({
    mutationFn: ({ id, reference, key }: { id: Identifier; reference: string; key: string }) =>
      dataProvider.markWithdrawalPaid(id, reference, key),
    onSuccess: () => {
      renew();
      notify(T.markedPaid, { type: 'success' });
      setReference('');
      setOpen(false);
      refresh();
    },
  });
  if (!record || record.type !== 'withdraw' || !reviewStateOf(record).may_mark_paid) return null;

  const close = () => {
    setOpen(false);
    setFieldError(null);
    markPaid.reset();
  };

  const send = () => {
    const parsed = markOnePaidSchema.safeParse({ reference });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MSG.updateFailed);
      return;
    }
    markPaid.send({ id: record.id, reference: parsed.data.reference, key });
  };

  // clicks in the button and its dialog never reach a list row behind them (the row opens the record)
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Box component="span" onClick={stop} sx={{ display: 'inline-flex' }}>
      <MuiButton size="small" variant="contained" startIcon={<DoneOutlined />} onClick={() => setOpen(true)}>
        {T.markPaid}
      </MuiButton>
      <FormDialog
        open={open}
        title={T.markPaidTitle}
        onClose={close}
        onSubmit={send}
        submitLabel={T.markPaid}
        pending={markPaid.isPending}
        error={refusalOf(markPaid.error)}
        intro={
          <>
            <DialogContentText sx={{ mb: 2 }}>
              {T.markPaidIntro(formatUsdFromDollars(record.amount), coinLabel(record.payment_method))}
            </DialogContentText>
            <Box component="p" sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all', mt: 0, mb: 2 }}>
              {record.payment_address}
            </Box>
          </>
        }
      >
        <TextField
          label={T.transactionHash}
          value={reference}
          onChange={(event) => {
            setReference(event.target.value);
            setFieldError(null);
          }}
          error={fieldError !== null}
          helperText={fieldError ?? T.transactionHashHelp}
          fullWidth
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: PAYOUT_REFERENCE_MAX, spellCheck: false, autoComplete: 'off' } }}
        />
      </FormDialog>
    </Box>
  );
};
