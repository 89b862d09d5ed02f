import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { MSG } from '../../common/messages';
import { MAX_AMOUNT_CENTS, toCents } from '../../common/money';
import type { AdminDataProvider } from '../dataProvider';
import { errorMessage } from '../ui/messages';
import { formatUsdFromDollars } from '../ui/money';
import { useIntentKey } from '../ui/useIntentKey';
import type { UserRecord } from './types';

type Account = 'balance' | 'bonus';
type Direction = 'credit' | 'debit';

const ACCOUNT_LABEL: Record<Account, string> = { balance: 'balance', bonus: 'profit' };

/** What is wrong with the request before anything is sent, or null. */
export function checkAdjustment(input: {
  direction: Direction;
  amount: string;
  reason: string;
  available: number;
}): { field: 'amount' | 'reason' | 'funds'; message: string } | null {
  const raw = input.amount.trim();
  const amount = Number(raw);
  if (raw === '' || !Number.isFinite(amount)) return { field: 'amount', message: MSG.amountNumber };
  if (amount <= 0) return { field: 'amount', message: MSG.amountPositive };
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return { field: 'amount', message: MSG.amountCents };
  if (toCents(amount) > MAX_AMOUNT_CENTS) return { field: 'amount', message: MSG.amountTooLarge };
  if (input.reason.trim() === '') return { field: 'reason', message: MSG.reasonRequired };
  // SPEC.md section 5: a debit larger than what the user has is refused before any call
  if (input.direction === 'debit' && toCents(amount) > toCents(input.available)) {
    return { field: 'funds', message: MSG.insufficientFunds };
  }
  return null;
}

/**
 * Credit or debit a user's balance or profit as a delta (POST /api/profile/{id}/adjust), so two
 * admins never overwrite each other. The Idempotency-Key stays the same while the request does,
 * so a retry after a lost answer or a second click cannot move the money twice; while a request
 * is out, further clicks send nothing.
 */
export const AdjustBalance = () => {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const ids = useId();
  const [account, setAccount] = useState<Account>('balance');
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof checkAdjustment>>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  // one key per intended movement: the same request retried keeps it; a success renews it
  const { key, renew } = useIntentKey({ user: record?.id, account, direction, amount, reason });
  // state updates land after the click: a second click in the same task must see this at once
  const sending = useRef(false);

  if (!record) return null;
  const available = account === 'balance' ? record.acct_bal : record.acct_bonus;
  const verb = direction === 'credit' ? 'Credit' : 'Debit';
  const value = Number(amount);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    setDone(null);
    const found = checkAdjustment({ direction, amount, reason, available });
    setProblem(found);
    if (!found) setConfirming(true);
  };

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setConfirming(false);
    setPending(true);
    try {
      const signed = direction === 'credit' ? value : -value;
      const { data } = await dataProvider.adjustBalance(record.id, { account, amount: signed, reason: reason.trim() }, key);
      const now = account === 'balance' ? data.acct_bal : data.acct_bonus;
      setDone(`${verb}ed ${formatUsdFromDollars(value)} ${direction === 'credit' ? 'to' : 'from'} the ${ACCOUNT_LABEL[account]}. It is now ${formatUsdFromDollars(now as number)}.`);
      renew();
      setAmount('');
      setReason('');
      notify(MSG.updateSuccess, { type: 'success' });
      refresh();
    } catch (error) {
      const status = (error as { status?: number }).status;
      // 409: the server's own reason (e.g. the balance no longer covers the debit)
      setServerError(status === 0 ? MSG.networkError : (errorMessage(error) ?? MSG.networkError));
      notify(MSG.updateFailed, { type: 'error' });
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  const amountError = problem?.field === 'amount' ? problem.message : undefined;
  const reasonError = problem?.field === 'reason' ? problem.message : undefined;
  return (
    <Card component="section" aria-labelledby={`${ids}-title`} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={`${ids}-title`} component="h2" variant="h6" gutterBottom>
          Credit or debit
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Balance {formatUsdFromDollars(record.acct_bal)} · Profit {formatUsdFromDollars(record.acct_bonus)}. Each movement is recorded on the ledger with your
          name and the reason.
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Credit or debit">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mb: 2 }}>
            <FormControl>
              <FormLabel id={`${ids}-direction`}>Movement</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${ids}-direction`}
                value={direction}
                onChange={(e) => setDirection(e.target.value as Direction)}
              >
                <FormControlLabel value="credit" control={<Radio />} label="Credit" />
                <FormControlLabel value="debit" control={<Radio />} label="Debit" />
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id={`${ids}-account`}>Account</FormLabel>
              <RadioGroup row aria-labelledby={`${ids}-account`} value={account} onChange={(e) => setAccount(e.target.value as Account)}>
                <FormControlLabel value="balance" control={<Radio />} label="Balance" />
                <FormControlLabel value="bonus" control={<Radio />} label="Profit" />
              </RadioGroup>
            </FormControl>
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label="Amount (USD)"
              type="number"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={!!amountError}
              helperText={amountError ?? ' '}
              required
              slotProps={{ htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' } }}
              sx={{ width: { md: 200 } }}
            />
            <TextField
              label="Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={!!reasonError}
              helperText={reasonError ?? 'Shown in the audit log'}
              required
              slotProps={{ htmlInput: { maxLength: 500 } }}
              sx={{ flex: 1, minWidth: { md: 280 } }}
            />
            <Button type="submit" variant="contained" disabled={pending} sx={{ mt: { md: 1 }, whiteSpace: 'nowrap' }}>
              {pending ? 'Working…' : `${verb} ${ACCOUNT_LABEL[account]}`}
            </Button>
          </Stack>
        </Box>
        <div aria-live="polite">
          {problem?.field === 'funds' && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem.message}: the {ACCOUNT_LABEL[account]} is {formatUsdFromDollars(available)}.
            </Alert>
          )}
          {serverError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {serverError}
            </Alert>
          )}
          {done && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {done}
            </Alert>
          )}
        </div>
      </CardContent>
      <Confirm
        isOpen={confirming}
        title={`${verb} ${formatUsdFromDollars(value)}?`}
        content={`${verb} ${formatUsdFromDollars(value)} ${direction === 'credit' ? 'to' : 'from'} ${record.name}'s ${ACCOUNT_LABEL[account]} (now ${formatUsdFromDollars(available)}). Reason: ${reason.trim()}`}
        confirm={verb}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
