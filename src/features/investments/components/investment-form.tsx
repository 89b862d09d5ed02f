import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@/common/messages';
import { investmentFormSchema, type InvestmentFormValues } from '@/common/validation/transaction-forms';
import { FormTextField } from '@/src/components/form/form-text-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { useIntentKey } from '@/src/hooks/use-intent-key';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import type { Plan } from '@/src/features/plans/types';
import { formatUsdShortFromDollars } from '@/common/usd-format';
import { formatPlanAmount } from '@/src/features/plans/utils/plan-figures';
import { useCreateInvestment } from '../api/create-investment';
import { INVEST_FORM_TEXT as T } from '../texts';
import { QUICK_AMOUNTS } from '../utils/quick-amounts';
import { BalanceCheck } from './balance-check';
import { InvestmentSummaryCard } from './investment-summary-card';

/** The page's fixed note (the plan's own min is what is enforced). */
const INVESTMENT_NOTE_MIN = 3000;

/** Investment form: quick amounts, a custom amount, the summary, 'Confirm & Proceed'. */
export function InvestmentForm({ plan }: { plan: Plan }) {
  const loggedId = useLoggedId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const invest = useCreateInvestment();
  const intent = useIntentKey();
  // the plan's min and max are part of the rule: one schema per plan
  const schema = useMemo(() => investmentFormSchema(plan), [plan]);
  const { control, handleSubmit, setValue, setError, trigger, watch } = useForm<InvestmentFormValues, unknown, { amount: number }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });

  // the summary and the pressed quick amount follow what is typed, once it is a valid amount
  const typed = schema.shape.amount.safeParse(watch('amount'));
  const validAmount = typed.success ? typed.data : null;
  const quick = validAmount !== null && (QUICK_AMOUNTS as readonly number[]).includes(validAmount) ? validAmount : null;
  // an amount the plan can never take is not offered; one under its minimum stays, greyed, so the row keeps its start
  const presets = QUICK_AMOUNTS.filter((value) => value <= plan.max);

  const onSubmit = handleSubmit(({ amount }) => {
    if (!loggedId) return;
    const payload = {
      userid: loggedId,
      planId: plan._id,
      plan: plan.name,
      currency: 'usd',
      amount,
      duration: plan.duration,
      roi: plan.roi,
    } as const;
    // a second click, or a retry of the same amount, reuses the key: one investment, one debit
    invest.mutate(
      { payload, idempotencyKey: intent.keyFor(payload) },
      {
        onSuccess: () => {
          intent.renew();
          enqueueSnackbar(MSG.investmentSuccess(plan.name, amount), { variant: 'success' });
          navigate(ACCOUNT_PATHS.home);
        },
        onError: (failure) => {
          const { message, fieldErrors } = readApiError(failure);
          applyFieldErrors(fieldErrors, ['amount'], setError);
          // 403 'Insufficient balance' and every other refusal: the server's words
          enqueueSnackbar(message ?? MSG.loginError, { variant: 'error' });
        },
      },
    );
  });

  return (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
          <Box component="form" noValidate onSubmit={onSubmit} aria-label={T.formLabel}>
            <Stack spacing={3}>
              <Box hidden={presets.length === 0}>
                <Typography component="h2" variant="h6" id="quick-amounts-label" sx={{ mb: 1.5 }}>
                  {T.quickAmounts}
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  value={quick}
                  onChange={(_, value: number | null) => value !== null && setValue('amount', String(value), { shouldValidate: true })}
                  aria-labelledby="quick-amounts-label"
                  sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }, gap: 1.25 }}
                >
                  {presets.map((value) => (
                    <ToggleButton
                      key={value}
                      value={value}
                      disabled={value < plan.min}
                      sx={{
                        borderRadius: '10px !important',
                        border: (t) => `1px solid ${t.palette.divider} !important`,
                        fontWeight: 700,
                        py: 1.25,
                        color: 'text.primary',
                        '&.Mui-selected': {
                          bgcolor: 'primary.main',
                          color: 'primary.contrastText',
                          borderColor: (t) => `${t.palette.primary.main} !important`,
                        },
                        '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
                      }}
                    >
                      {formatUsdShortFromDollars(value)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Box>
              <FormTextField
                control={control}
                name="amount"
                label={T.customAmount}
                // a blank field is not a mistake until Confirm: only what was typed is checked on leaving it
                onBlur={(event) => event.target.value !== '' && trigger('amount')}
                helperText={T.accepts(formatUsdShortFromDollars(plan.min), formatUsdShortFromDollars(plan.max))}
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                }}
              />
              <Typography variant="body2" color="text.secondary">
                {T.note(formatPlanAmount(INVESTMENT_NOTE_MIN))}
              </Typography>
              <BalanceCheck amount={validAmount} />
              <SpinnerButton busy={invest.isPending}>{T.confirm}</SpinnerButton>
            </Stack>
          </Box>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <InvestmentSummaryCard plan={plan} amount={validAmount} />
      </Grid>
    </Grid>
  );
}
