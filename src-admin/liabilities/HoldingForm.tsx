import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDataProvider } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { Liabilities } from '@/common/api/liabilities';
import type { CoinSymbol } from '@/common/coins';
import { FormTextField } from '@/src/components/form/form-text-field';
import { coinCode } from '../chain-payments/format';
import type { AdminDataProvider } from '../dataProvider';
import { refusalOf } from '../ui/messages';
import { useMutationOnce } from '../ui/useMutationOnce';
import { holdingFormSchema, type HoldingFormValues } from './liabilitiesData';
import { LIABILITIES_TEXT as T } from './texts';

/** The API's field errors, as http-client.ts shapes them: `{ amount: message }`. */
const fieldError = (error: unknown): string | undefined => {
  const errors = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors;
  return typeof errors?.amount === 'string' ? errors.amount : undefined;
};

/**
 * An admin records the USD value held in one coin (PUT /reports/holdings/{coin}); the answer is
 * the whole report again, so the margin and the projection follow at once. Sent as a
 * mutation, once at a time.
 */
export const HoldingForm = ({
  coin,
  current,
  onSaved,
}: {
  coin: CoinSymbol;
  current: number | null;
  onSaved: (l: Liabilities, amount: number) => void;
}) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const code = coinCode(coin);
  const { control, handleSubmit, setError } = useForm<HoldingFormValues, unknown, { amount: number }>({
    resolver: zodResolver(holdingFormSchema),
    defaultValues: { amount: current === null ? '' : String(current) },
  });
  // a refusal about the amount goes under the field; any other is the form's own
  const saveHolding = useMutationOnce({
    mutationFn: (amount: number) => dataProvider.setHolding(coin, amount),
    onSuccess: (liabilities, amount) => onSaved(liabilities, amount),
    onError: (error) => {
      const onField = fieldError(error);
      if (onField) setError('amount', { message: onField });
    },
  });
  const pending = saveHolding.isPending;
  const failure = fieldError(saveHolding.error) ? null : refusalOf(saveHolding.error);

  const save = handleSubmit(({ amount }) => saveHolding.send(amount));

  return (
    <form noValidate onSubmit={save} aria-label={T.recordHeldIn(code)}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name="amount"
          label={T.heldInUsd(code)}
          size="small"
          fullWidth
          helperText=" "
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off', spellCheck: false },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <Button type="submit" variant="contained" disabled={pending} sx={{ flexShrink: 0, mt: 0.25 }} aria-label={T.recordHeldIn(code)}>
          {pending ? T.saving : T.recordHeld}
        </Button>
      </Stack>
    </form>
  );
};
