import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG } from '../../../../common/messages';
import { COINS, MIN_DEPOSIT_USD, type CoinSymbol } from '../../../../common/transactions';
import { readApiError } from '../../../lib/api-error';
import { MessageDialog } from '../../account/components/message-dialog';
import { newIdempotencyKey } from '../../account/utils/idempotency-key';
import { splitMessage } from '../../account/utils/split-message';
import { useLoggedId } from '../../account/utils/use-logged-id';
import { useCreateDeposit } from '../api/create-deposit';
import { checkDepositAmount } from '../utils/check-deposit-amount';
import { DepositConfirmDialog } from './deposit-confirm-dialog';

const COIN_HINTS: Record<CoinSymbol, string> = { btc: 'BTC', eth: 'ETH', usdt: 'USDT · TRC20 network' };
const success = splitMessage(MSG.depositSuccess);
const failure = splitMessage(MSG.depositFailed);

type Result = { kind: 'success' } | { kind: 'failure'; detail: string | null } | null;

/** SPEC.md section 2, Deposit: coin, amount (USD, default 100), Continue -> confirm -> result. */
export function DepositForm() {
  const loggedId = useLoggedId();
  const deposit = useCreateDeposit();
  const [symbol, setSymbol] = useState<CoinSymbol>('btc');
  const [rawAmount, setRawAmount] = useState(String(MIN_DEPOSIT_USD));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ amount: number } | null>(null);
  const [result, setResult] = useState<Result>(null);
  const coin = COINS.find((c) => c.symbol === symbol) ?? COINS[0];

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDepositAmount(rawAmount);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    setConfirming({ amount: checked.amount });
  };

  const onConfirm = (address: string) => {
    if (!confirming || !loggedId) return;
    deposit.mutate(
      {
        payload: { userid: loggedId, trnx_type: 'deposit', amount: confirming.amount, payment_method: coin.name, payment_address: address },
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: () => {
          setConfirming(null);
          setResult({ kind: 'success' });
          setRawAmount(String(MIN_DEPOSIT_USD));
        },
        onError: (error) => {
          setConfirming(null);
          setResult({ kind: 'failure', detail: readApiError(error).message });
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, maxWidth: 640 }}>
      <Box component="form" noValidate onSubmit={onContinue} aria-label="Deposit">
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id="deposit-coin-label" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
              Choose a coin
            </FormLabel>
            <RadioGroup
              aria-labelledby="deposit-coin-label"
              name="coin"
              value={symbol}
              onChange={(event) => setSymbol(event.target.value as CoinSymbol)}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}
            >
              {COINS.map((c) => (
                <FormControlLabel
                  key={c.symbol}
                  value={c.symbol}
                  control={<Radio />}
                  label={
                    <Box>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {c.name}
                      </Typography>
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {COIN_HINTS[c.symbol]}
                      </Typography>
                    </Box>
                  }
                  sx={{
                    m: 0,
                    pr: 1.5,
                    py: 0.75,
                    border: 1,
                    borderRadius: 2,
                    borderColor: symbol === c.symbol ? 'primary.main' : 'divider',
                    bgcolor: symbol === c.symbol ? 'action.selected' : 'transparent',
                  }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label="Amount (USD)"
            name="amount"
            value={rawAmount}
            onChange={(event) => {
              setRawAmount(event.target.value);
              setProblem(null);
            }}
            inputMode="decimal"
            error={problem !== null}
            helperText={`Minimum deposit ${MIN_DEPOSIT_USD} USD`}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            }}
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" sx={{ alignSelf: { sm: 'flex-start' } }}>
            Continue
          </Button>
        </Stack>
      </Box>
      <DepositConfirmDialog
        open={confirming !== null}
        coin={coin}
        amount={confirming?.amount ?? 0}
        submitting={deposit.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={onConfirm}
      />
      <MessageDialog
        open={result?.kind === 'success'}
        tone="success"
        title={success.title}
        message={success.text}
        onClose={() => setResult(null)}
        closeLabel="OK"
      />
      <MessageDialog
        open={result?.kind === 'failure'}
        tone="error"
        title={failure.title}
        message={failure.text}
        detail={result?.kind === 'failure' ? result.detail : null}
        onClose={() => setResult(null)}
        closeLabel="OK"
      />
    </Paper>
  );
}
