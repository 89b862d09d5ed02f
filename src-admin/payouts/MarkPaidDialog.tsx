import DoneAll from '@mui/icons-material/DoneAll';
import UploadFile from '@mui/icons-material/UploadFile';
import MuiButton from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import type { AdminDataProvider } from '../dataProvider';
import { FormDialog } from '../ui/FormDialog';
import { srOnly } from '../ui/srOnly';
import { useIntentKey } from '../ui/useIntentKey';
import { refusalOf } from '../ui/messages';
import { useMutationOnce } from '../ui/useMutationOnce';
import { PAYOUT_TEXT as T } from './texts';

/**
 * Marks paid in bulk (admins): `id,reference` lines pasted or read from a CSV file, sent as
 * they are (POST /payouts/paid). All or nothing: the server's 400 names the bad line and
 * nothing is marked paid, so the dialog keeps the text to be corrected. One Idempotency-Key
 * per intent (this text).
 */
export const MarkPaidDialog = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState('');
  // nothing to send: said in the dialog, as the server's refusals are
  const [linesError, setLinesError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { key, renew } = useIntentKey({ lines });
  // 400: the line that is wrong; 403/409: why not at all. Nothing was changed either way.
  const markPaid = useMutationOnce({
    mutationFn: ({ lines, key }: { lines: string; key: string }) => dataProvider.markPayoutsPaid(lines, key),
    onSuccess: ({ paid }) => {
      renew();
      notify(T.markedPaidCount(paid.length), { type: 'success' });
      setLines('');
      setOpen(false);
      refresh();
    },
  });
  const clearError = () => {
    setLinesError(null);
    markPaid.reset();
  };

  const close = () => {
    setOpen(false);
    clearError();
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setLines(await file.text());
    clearError();
  };

  const send = () => {
    if (lines.trim() === '') {
      markPaid.reset();
      setLinesError(PAYOUT_MSG.linesRequired);
      return;
    }
    setLinesError(null);
    markPaid.send({ lines, key });
  };

  return (
    <>
      <Button label={T.markPaidBulk} onClick={() => setOpen(true)}>
        <DoneAll />
      </Button>
      <FormDialog
        open={open}
        title={T.markPaidBulk}
        onClose={close}
        onSubmit={send}
        submitLabel={T.markPaid}
        pending={markPaid.isPending}
        error={linesError ?? refusalOf(markPaid.error)}
        maxWidth="md"
        intro={
          <DialogContentText id={`${ids}-help`} sx={{ mb: 2 }}>
            {T.markPaidBulkIntro}
          </DialogContentText>
        }
        actionsStart={
          <>
            {/* the file input beside the button, not inside it: a control within a control confuses screen readers */}
            <MuiButton startIcon={<UploadFile />} disabled={markPaid.isPending} onClick={() => fileInput.current?.click()}>
              {T.uploadCsv}
            </MuiButton>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              aria-label={T.uploadCsvFile}
              tabIndex={-1}
              style={srOnly}
              onChange={upload}
            />
          </>
        }
      >
        <TextField
          label={T.lines}
          value={lines}
          onChange={(event) => {
            setLines(event.target.value);
            clearError();
          }}
          multiline
          minRows={6}
          maxRows={16}
          fullWidth
          slotProps={{
            htmlInput: { spellCheck: false, autoComplete: 'off', 'aria-describedby': `${ids}-help` },
            input: { sx: { fontFamily: 'monospace', fontSize: 13 } },
          }}
        />
      </FormDialog>
    </>
  );
};
