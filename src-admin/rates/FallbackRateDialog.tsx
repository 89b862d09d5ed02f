import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useDataProvider } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fallbackRateSchema, type CoinRate } from '@/common/api/chain';
import { coinBySymbol } from '@/common/coins';
import { FormTextField } from '@/src/components/form/form-text-field';
import type { AdminDataProvider } from '../dataProvider';
import { coinCode } from '../chain-payments/format';
import { refusalOf } from '../ui/messages';
import { useMutationOnce } from '../ui/useMutationOnce';
import { RATES_TEXT as T } from './texts';

type FallbackRateInput = z.input<typeof fallbackRateSchema>;
type FallbackRateRequest = z.output<typeof fallbackRateSchema>;

/** The API's field errors, as http-client.ts shapes them: `{ usd: message }`. */
const fieldError = (error: unknown): string | undefined => {
  const errors = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors;
  return typeof errors?.usd === 'string' ? errors.usd : undefined;
};

/**
 * Sets or removes a coin's fallback rate (admins; PUT /chain/rates/{coin}). The rate is checked
 * with the API's own schema, so a bad one is refused here with the API's words, under the field.
 * Sent as a mutation, once at a time.
 */
export const FallbackRateDialog = ({
  rate,
  onClose,
  onSaved,
}: {
  rate: CoinRate;
  onClose: () => void;
  onSaved: (saved: CoinRate) => void;
}) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const ids = useId();
  const coin = coinBySymbol(rate.coin);
  const code = coinCode(rate.coin);
  const { control, handleSubmit, setError } = useForm<FallbackRateInput, unknown, FallbackRateRequest>({
    resolver: zodResolver(fallbackRateSchema),
    defaultValues: { usd: rate.fallback_usd ?? '' },
  });
  // a refusal about the rate goes under the field; any other is the dialog's own
  const saveRate = useMutationOnce({
    mutationFn: (usd: string | null) => dataProvider.setFallbackRate(rate.coin, usd),
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => {
      const onField = fieldError(error);
      if (onField) setError('usd', { message: onField });
    },
  });
  // a success closes the dialog (onSaved): nothing more to send meanwhile
  const pending = saveRate.isPending || saveRate.isSuccess;
  const failure = fieldError(saveRate.error) ? null : refusalOf(saveRate.error);
  const send = (usd: string | null) => saveRate.send(usd);

  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={`${ids}-title`} aria-describedby={`${ids}-help`} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit(({ usd }) => send(usd))}>
        <DialogTitle id={`${ids}-title`}>{T.dialogTitle(coin.name, code)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${ids}-help`} sx={{ mb: 2 }}>
            {T.dialogHelp(code)}
          </DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="usd"
            label={T.usdPerCoin(code)}
            required
            fullWidth
            autoFocus
            helperText=" "
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off', spellCheck: false },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {rate.fallback_usd !== null && (
            <Button color="error" disabled={pending} onClick={() => send(null)}>
              {T.removeFallback}
            </Button>
          )}
          <span style={{ flex: 1 }} />
          <Button onClick={close} disabled={pending}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? T.saving : T.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
