import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { coinFromLabel } from '@/common/coins';
import { normalizeSenderTxid, SENDER_TXID_MAX, senderTxidIssue } from '@/common/validation/sender-txid';
import { readApiError } from '@/src/lib/api-error';
import { useSetSenderTxid } from '../api/set-sender-txid';
import { ACTIVITY_TEXT } from '../texts';
import type { Transaction } from '@/src/types/transaction';

/**
 * A pending deposit to one of our shared wallets, in a coin we know: its sender can add the
 * hash of the payment (or correct it) after the deposit was made, from its details. A deposit
 * with its own address is matched on its chain and has nothing to add.
 */
export function maySetSenderTxid(t: Transaction): boolean {
  const sharedWallet = t.required_confirmations === null || t.required_confirmations === undefined;
  return t.type === 'deposit' && t.status === 'pending' && sharedWallet && coinFromLabel(t.payment_method) !== undefined;
}

/** The form: the hash checked against the coin's network as typed, then sent; the server's refusal shown in its place. */
export function SenderTxidForm({ t, onSaved }: { t: Transaction; onSaved: (saved: Transaction) => void }) {
  const ids = useId();
  const [value, setValue] = useState(t.sender_txid ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSetSenderTxid();
  const coin = coinFromLabel(t.payment_method);
  if (!coin) return null;

  const submit = async () => {
    const issue = senderTxidIssue(coin, value);
    if (issue) {
      setError(issue);
      return;
    }
    try {
      onSaved(await save.mutateAsync({ id: t._id, senderTxid: normalizeSenderTxid(value) }));
      setSaved(true);
    } catch (failure) {
      const refusal = readApiError(failure);
      setError(refusal.fieldErrors[0]?.message ?? refusal.message ?? ACTIVITY_TEXT.senderTxidFailed);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography id={`${ids}-title`} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {ACTIVITY_TEXT.senderTxidTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {ACTIVITY_TEXT.senderTxidHelp}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={ACTIVITY_TEXT.senderTxidLabel}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
            setSaved(false);
          }}
          error={error !== null}
          helperText={error ?? (saved ? ACTIVITY_TEXT.senderTxidSaved : ' ')}
          size="small"
          fullWidth
          required
          slotProps={{
            htmlInput: { maxLength: SENDER_TXID_MAX + 8, autoComplete: 'off', spellCheck: false, style: { fontFamily: 'monospace' } },
          }}
        />
        <Button type="submit" variant="outlined" disabled={save.isPending} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {ACTIVITY_TEXT.senderTxidSave}
        </Button>
      </Box>
    </Box>
  );
}
