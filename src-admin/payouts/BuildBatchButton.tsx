import CurrencyBitcoin from '@mui/icons-material/CurrencyBitcoin';
import DialogContentText from '@mui/material/DialogContentText';
import InputAdornment from '@mui/material/InputAdornment';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, useBasename, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { BATCH_FEE_RATE_MAX, type BatchCreateInput, type PayoutBatch } from '@/common/api/payout-batches';
import { FormTextField } from '@/src/components/form/form-text-field';
import type { AdminDataProvider } from '../dataProvider';
import { FormDialog } from '../ui/FormDialog';
import { refusalOf } from '../ui/messages';
import { useMutationOnce } from '../ui/useMutationOnce';
import { formatCount } from '@/common/i18n/formatters';
import { BATCHES_KEY, BATCHES_PATH, feeRateFormSchema, fieldErrorOf, formatSats, withBatch } from './batchData';
import { BATCH_TEXT as T } from './texts';

type FeeRateInput = z.input<typeof feeRateFormSchema>;
type FeeRateOutput = z.output<typeof feeRateFormSchema>;

/** What the notification says once a batch is built: what it pays, its fee and its transaction id, in full. */
export const builtMessage = (batch: PayoutBatch): string =>
  T.built(batch, batch.items.length, formatSats(batch.fee_sats), batch.fee_rate, batch.txid);

/**
 * Builds a bitcoin batch of the selected withdrawals (admins; POST /payouts/batches): asks the fee
 * rate (sat/vB, checked with the API's own rule), then sends `{ ids, fee_rate }` once, however
 * impatiently clicked. The server refuses (409, 503) with why, shown in full in the dialog; a
 * refusal of the fee rate goes under its field. Built: the notification names its txid and fee,
 * and the Bitcoin batches page opens on it.
 */
export const BuildBatchButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const basename = useBasename();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const { control, handleSubmit, setError, reset } = useForm<FeeRateInput, unknown, FeeRateOutput>({
    resolver: zodResolver(feeRateFormSchema),
    defaultValues: { fee_rate: '' },
  });

  const build = useMutationOnce<PayoutBatch, BatchCreateInput>({
    mutationFn: (input) => dataProvider.buildPayoutBatch(input),
    onSuccess: (batch) => {
      queryClient.setQueryData<PayoutBatch[]>(BATCHES_KEY, (list) => withBatch(list, batch));
      void queryClient.invalidateQueries({ queryKey: BATCHES_KEY });
      notify(builtMessage(batch), { type: 'success', multiLine: true, autoHideDuration: 15_000 });
      setOpen(false);
      reset();
      onUnselectItems();
      refresh();
      navigate(`${basename}${BATCHES_PATH}?batch=${encodeURIComponent(batch.id)}`);
    },
    onError: (error) => {
      const onField = fieldErrorOf(error, 'fee_rate');
      if (onField) setError('fee_rate', { message: onField }, { shouldFocus: true });
    },
  });
  const refusal = fieldErrorOf(build.error, 'fee_rate') ? null : refusalOf(build.error);

  const close = () => {
    setOpen(false);
    build.reset();
  };

  const send = handleSubmit(({ fee_rate }) => build.send({ ids: selectedIds.map(String), fee_rate }));

  return (
    <>
      <Button label={T.build} onClick={() => setOpen(true)}>
        <CurrencyBitcoin />
      </Button>
      <FormDialog
        open={open}
        title={T.buildTitle(selectedIds.length)}
        onClose={close}
        onSubmit={() => void send()}
        submitLabel={T.buildSubmit}
        pending={build.isPending}
        error={refusal}
        intro={
          <DialogContentText id={`${ids}-help`} sx={{ mb: 2 }}>
            {T.buildIntro}
          </DialogContentText>
        }
      >
        <FormTextField
          control={control}
          name="fee_rate"
          id={`${ids}-fee-rate`}
          label={T.feeRate}
          required
          fullWidth
          autoFocus
          helperText={T.feeRateHelp(formatCount(BATCH_FEE_RATE_MAX))}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'off', spellCheck: false },
            input: { endAdornment: <InputAdornment position="end">sat/vB</InputAdornment> },
          }}
        />
      </FormDialog>
    </>
  );
};
