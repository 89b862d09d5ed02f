import UploadFile from '@mui/icons-material/UploadFile';
import MuiButton from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { BATCH_MSG, batchSignedSchema, type PayoutBatch } from '@/common/api/payout-batches';
import { FormDialog } from '../ui/FormDialog';
import { refusalOf } from '../ui/messages';
import { srOnly } from '../ui/srOnly';
import { useMutationOnce } from '../ui/useMutationOnce';
import { fieldErrorOf, psbtTextOf } from './batchData';
import { BATCH_TEXT as T } from './texts';

/**
 * Uploads a batch's PSBT as the operator's wallet signed it (admins; POST
 * /payouts/batches/{id}/signed {psbt}): pasted as base64 text, or read from the file the wallet
 * saved (a binary .psbt is base64-encoded here, a text file read as it is). Sent trimmed, once at a
 * time. The server's refusal of the PSBT (400: not a PSBT, not fully signed) goes under the field;
 * any other (409: another transaction, the network refused it, the batch is no longer waiting; 503)
 * is said in full above it. A success closes the dialog (`onSigned`).
 */
export const SignedPsbtDialog = ({
  batch,
  upload,
  onClose,
  onSigned,
}: {
  batch: PayoutBatch;
  /** sends the base64 PSBT (a data provider call); rejects with the server's refusal */
  upload: (psbt: string) => Promise<PayoutBatch>;
  onClose: () => void;
  onSigned: (batch: PayoutBatch) => void;
}) => {
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [psbt, setPsbt] = useState('');
  const [readFrom, setReadFrom] = useState<string | null>(null);
  // nothing to send, or a file that could not be read: said under the field, as the server's 400
  const [localError, setLocalError] = useState<string | null>(null);
  const send = useMutationOnce<PayoutBatch, string>({
    mutationFn: (text) => upload(text),
    onSuccess: (signed) => onSigned(signed),
    // the PSBT refused (not one, not fully signed): back to it, to paste or choose another
    onError: (error) => {
      if (fieldErrorOf(error, 'psbt')) field.current?.focus();
    },
  });
  const fieldError = localError ?? fieldErrorOf(send.error, 'psbt') ?? null;
  const refusal = fieldErrorOf(send.error, 'psbt') ? null : refusalOf(send.error);

  const clearErrors = () => {
    setLocalError(null);
    send.reset();
  };

  const close = () => {
    clearErrors();
    onClose();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    clearErrors();
    try {
      const { text } = await psbtTextOf(file);
      setPsbt(text);
      setReadFrom(file.name);
    } catch {
      setLocalError(BATCH_MSG.notAPsbt);
    }
  };

  const submit = () => {
    const parsed = batchSignedSchema.safeParse({ psbt });
    if (!parsed.success) {
      send.reset();
      setLocalError(parsed.error.issues[0]?.message ?? BATCH_MSG.notAPsbt);
      return;
    }
    setLocalError(null);
    send.send(parsed.data.psbt);
  };

  return (
    <FormDialog
      open
      title={T.uploadTitle(batch)}
      onClose={close}
      onSubmit={submit}
      submitLabel={T.uploadSubmit}
      pending={send.isPending || send.isSuccess}
      error={refusal}
      maxWidth="md"
      intro={<DialogContentText sx={{ mb: 2 }}>{T.uploadIntro(batch)}</DialogContentText>}
      actionsStart={
        <>
          {/* the file input beside the button, not inside it: a control within a control confuses screen readers */}
          <MuiButton startIcon={<UploadFile />} disabled={send.isPending} onClick={() => fileInput.current?.click()}>
            {T.chooseFile}
          </MuiButton>
          <input
            ref={fileInput}
            type="file"
            accept=".psbt,.txt,application/octet-stream,text/plain"
            aria-label={T.fileOf(batch)}
            tabIndex={-1}
            style={srOnly}
            onChange={(event) => void choose(event)}
          />
        </>
      }
    >
      <TextField
        id={`${ids}-psbt`}
        inputRef={field}
        label={T.signedLabel}
        value={psbt}
        onChange={(event) => {
          setPsbt(event.target.value);
          setReadFrom(null);
          clearErrors();
        }}
        error={fieldError !== null}
        helperText={fieldError ?? (readFrom ? T.readFrom(readFrom) : T.signedHelp)}
        required
        multiline
        minRows={4}
        maxRows={12}
        fullWidth
        autoFocus
        slotProps={{
          htmlInput: { spellCheck: false, autoComplete: 'off', autoCapitalize: 'off' },
          input: { sx: { fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' } },
        }}
      />
    </FormDialog>
  );
};
