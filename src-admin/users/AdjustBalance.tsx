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
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, type Identifier } from 'react-admin';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormTextField } from '@/src/components/form/form-text-field';
import { MSG } from '@/common/messages';
import { APPROVAL_MSG } from '@/common/api/approvals';
import { adjustFormSchema, type AdjustDirection, type AdjustFormValues } from '@/common/validation/profile';
import type { LedgerAccount } from '@/common/api/ledger';
import type { AdminDataProvider } from '../dataProvider';
import { errorMessage } from '../ui/messages';
import { formatUsdFromDollars } from '@/common/money';
import { useIntentKey } from '../ui/useIntentKey';
import { useMutationOnce } from '../ui/useMutationOnce';
import type { UserRecord } from './types';
import { USER_TEXT as T } from './texts';

type AdjustRequest = { account: LedgerAccount; direction: AdjustDirection; amount: number; reason: string };

const EMPTY: AdjustFormValues = { account: 'balance', direction: 'credit', amount: '', reason: '' };

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
  // what the account holds when the form is checked: a debit may not exceed it
  const latestRecord = useRef(record);
  latestRecord.current = record;
  const resolver: Resolver<AdjustFormValues, unknown, AdjustRequest> = (values, context, options) => {
    const held = latestRecord.current;
    const available = values.account === 'balance' ? (held?.acct_bal ?? 0) : (held?.acct_bonus ?? 0);
    return zodResolver(adjustFormSchema(available))(values, context, options);
  };
  // checked on each submit, the problems stay until the next one
  const { control, handleSubmit, resetField, watch, formState } = useForm<AdjustFormValues, unknown, AdjustRequest>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const { account, direction, amount, reason } = watch();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AdjustRequest | null>(null);
  // one key per intended movement: the same request retried keeps it; a success renews it
  const { key, renew } = useIntentKey({ user: record?.id, account, direction, amount, reason });
  // while a request is out, further confirmations send nothing (useMutationOnce)
  const adjust = useMutationOnce({
    mutationFn: ({ id, request, key }: { id: Identifier; request: AdjustRequest; key: string }) => {
      const signed = request.direction === 'credit' ? request.amount : -request.amount;
      return dataProvider.adjustBalance(id, { account: request.account, amount: signed, reason: request.reason }, key);
    },
    onSuccess: ({ data, pendingApproval }, { request }) => {
      if (pendingApproval) {
        // nothing moved: the credit waits for a second admin in Approvals
        setWaiting(T.adjustWaits(formatUsdFromDollars(request.amount), request.account, APPROVAL_MSG.creditWaits));
      } else {
        const now = request.account === 'balance' ? data.acct_bal : data.acct_bonus;
        setDone(T.adjusted(request.direction, formatUsdFromDollars(request.amount), request.account, formatUsdFromDollars(now as number)));
      }
      renew();
      resetField('amount');
      resetField('reason');
      notify(pendingApproval ? APPROVAL_MSG.creditWaits : MSG.updateSuccess, { type: pendingApproval ? 'info' : 'success' });
      refresh();
    },
    onError: (error) => {
      const status = (error as { status?: number }).status;
      // 409: the server's own reason (e.g. the balance no longer covers the debit)
      setServerError(status === 0 ? MSG.networkError : (errorMessage(error) ?? MSG.networkError));
      notify(MSG.updateFailed, { type: 'error' });
    },
  });
  const pending = adjust.isPending;

  if (!record) return null;
  const available = account === 'balance' ? record.acct_bal : record.acct_bonus;
  const verb = direction === 'credit' ? T.credit : T.debit;

  const onSubmit = handleSubmit(
    (request) => setConfirming(request),
    () => setConfirming(null),
  );

  const send = () => {
    if (!confirming) return;
    setConfirming(null);
    adjust.send({ id: record.id, request: confirming, key });
  };

  // a debit over what the account holds: about the account, not a field
  const fundsError = formState.errors.root?.message;
  return (
    <Card component="section" aria-labelledby={`${ids}-title`} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={`${ids}-title`} component="h2" variant="h6" gutterBottom>
          {T.adjustTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {T.adjustIntro(formatUsdFromDollars(record.acct_bal), formatUsdFromDollars(record.acct_bonus))}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            setServerError(null);
            setDone(null);
            setWaiting(null);
            return onSubmit(event);
          }}
          aria-label={T.adjustTitle}
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mb: 2 }}>
            <FormControl>
              <FormLabel id={`${ids}-direction`}>{T.movement}</FormLabel>
              <Controller
                control={control}
                name="direction"
                render={({ field }) => (
                  <RadioGroup row aria-labelledby={`${ids}-direction`} name={field.name} value={field.value} onChange={field.onChange}>
                    <FormControlLabel value="credit" control={<Radio />} label={T.credit} />
                    <FormControlLabel value="debit" control={<Radio />} label={T.debit} />
                  </RadioGroup>
                )}
              />
            </FormControl>
            <FormControl>
              <FormLabel id={`${ids}-account`}>{T.account}</FormLabel>
              <Controller
                control={control}
                name="account"
                render={({ field }) => (
                  <RadioGroup row aria-labelledby={`${ids}-account`} name={field.name} value={field.value} onChange={field.onChange}>
                    <FormControlLabel value="balance" control={<Radio />} label={T.balance} />
                    <FormControlLabel value="bonus" control={<Radio />} label={T.profit} />
                  </RadioGroup>
                )}
              />
            </FormControl>
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name="amount"
              label={T.amountUsd}
              type="number"
              helperText=" "
              required
              slotProps={{ htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' } }}
              sx={{ width: { md: 200 } }}
            />
            <FormTextField
              control={control}
              name="reason"
              label={T.reason}
              helperText={T.reasonHelp}
              required
              slotProps={{ htmlInput: { maxLength: 500 } }}
              sx={{ flex: 1, minWidth: { md: 280 } }}
            />
            <Button type="submit" variant="contained" disabled={pending} sx={{ mt: { md: 1 }, whiteSpace: 'nowrap' }}>
              {pending ? T.working : T.adjustSubmit(direction, account)}
            </Button>
          </Stack>
        </Box>
        <div aria-live="polite">
          {fundsError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {T.notEnough(fundsError, account, formatUsdFromDollars(available))}
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
          {waiting && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {T.waitingForApproval(waiting)}
            </Alert>
          )}
        </div>
      </CardContent>
      <Confirm
        isOpen={confirming !== null}
        title={T.adjustConfirmTitle(direction, formatUsdFromDollars(confirming?.amount))}
        content={T.adjustConfirmContent(
          direction,
          formatUsdFromDollars(confirming?.amount),
          record.name,
          account,
          formatUsdFromDollars(available),
          confirming?.reason ?? '',
        )}
        confirm={verb}
        onConfirm={send}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
};
