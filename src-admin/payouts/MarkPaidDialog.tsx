import DoneAll from '@mui/icons-material/DoneAll';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import type { AdminDataProvider } from '../dataProvider';
import { srOnly } from '../ui/srOnly';
import { errorMessage, MSG } from '../ui/messages';
import { useIntentKey } from '../ui/useIntentKey';

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
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { key, renew } = useIntentKey({ lines });

  const close = () => {
    if (pending) return;
    setOpen(false);
    setError(null);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setLines(await file.text());
    setError(null);
  };

  const send = async () => {
    if (lines.trim() === '') {
      setError(PAYOUT_MSG.linesRequired);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setError(null);
    try {
      const { paid } = await dataProvider.markPayoutsPaid(lines, key);
      renew();
      notify(`Marked ${paid.length} withdrawal${paid.length === 1 ? '' : 's'} paid.`, { type: 'success' });
      setLines('');
      setOpen(false);
      refresh();
    } catch (failure) {
      // 400: the line that is wrong; 403/409: why not at all. Nothing was changed either way.
      setError(errorMessage(failure) ?? MSG.networkError);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return (
    <>
      <Button label="Mark paid in bulk" onClick={() => setOpen(true)}>
        <DoneAll />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={`${ids}-title`} fullWidth maxWidth="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <DialogTitle id={`${ids}-title`}>Mark paid in bulk</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${ids}-help`} sx={{ mb: 2 }}>
              One withdrawal a line: its id, a comma, then the payout reference (the transfer's hash). A header line id,reference is
              allowed. If any line is wrong, nothing is marked paid.
            </DialogContentText>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="id,reference lines"
              value={lines}
              onChange={(event) => {
                setLines(event.target.value);
                setError(null);
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
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            {/* the file input beside the button, not inside it: a control within a control confuses screen readers */}
            <MuiButton startIcon={<UploadFile />} disabled={pending} onClick={() => fileInput.current?.click()}>
              Upload CSV
            </MuiButton>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              aria-label="Upload a CSV file"
              tabIndex={-1}
              style={srOnly}
              onChange={upload}
            />
            <span style={{ flex: 1 }} />
            <MuiButton onClick={close} disabled={pending}>
              Cancel
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={pending}>
              Mark paid
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
