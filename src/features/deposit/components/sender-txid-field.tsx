import TextField from '@mui/material/TextField';
import { SHARED_WALLET_TEXT } from '../texts';

/** The optional hash of the sender's payment; its format is checked on Confirm (senderTxidIssue). */
export function SenderTxidField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string;
  error: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id="deposit-sender-txid"
      label={SHARED_WALLET_TEXT.txidLabel}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      error={!!error}
      helperText={error ?? SHARED_WALLET_TEXT.txidHelp}
      fullWidth
      slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, style: { fontFamily: 'monospace' } } }}
    />
  );
}
