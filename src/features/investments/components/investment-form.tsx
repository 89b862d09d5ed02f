import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router-dom';
import { MSG } from '../../../../common/messages';
import { SpinnerButton } from '../../../components/ui/spinner-button';
import { readApiError } from '../../../lib/api-error';
import { ACCOUNT_PATHS } from '../../account/paths';
import { formatUsdFromDollars } from '../../account/utils/format';
import { useIntentKey } from '../../account/utils/use-intent-key';
import { useLoggedId } from '../../account/utils/use-logged-id';
import type { Plan } from '../../plans/types';
import { formatPlanAmount } from '../../plans/utils/plan-figures';
import { useCreateInvestment } from '../api/create-investment';
import { checkInvestmentAmount, QUICK_AMOUNTS } from '../utils/check-investment-amount';
import { InvestmentSummaryCard } from './investment-summary-card';

/** SPEC.md section 9: the page note (the plan's own min is what is enforced). */
export const INVESTMENT_NOTE_MIN = '3,000';

/** SPEC.md section 2, Investment form: quick amounts, a custom amount, the summary, 'Confirm & Proceed'. */
export function InvestmentForm({ plan }: { plan: Plan }) {
  const loggedId = useLoggedId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const invest = useCreateInvestment();
  const intent = useIntentKey();
  const [rawAmount, setRawAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const check = checkInvestmentAmount(rawAmount, plan);
  const validAmount = check.ok ? check.amount : null;
  const quick = validAmount !== null && (QUICK_AMOUNTS as readonly number[]).includes(validAmount) ? validAmount : null;
  const shownError = error ?? (touched && !check.ok ? check.message : null);

  const choose = (value: string) => {
    setRawAmount(value);
    setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    if (!loggedId) return;
    const amount = check.amount;
    const payload = { userid: loggedId, planId: plan._id, plan: plan.name, currency: 'usd', amount, duration: plan.duration, roi: plan.roi } as const;
    // a second click, or a retry of the same amount, reuses the key: one investment, one debit
    invest.mutate(
      { payload, idempotencyKey: intent.keyFor(payload) },
      {
        onSuccess: () => {
          intent.renew();
          enqueueSnackbar(MSG.investmentSuccess(plan.name, formatUsdFromDollars(amount)), { variant: 'success' });
          navigate(ACCOUNT_PATHS.home);
        },
        onError: (failure) => {
          const { message, fieldErrors } = readApiError(failure);
          const amountError = fieldErrors.find((e) => e.field === 'amount');
          if (amountError) setError(amountError.message);
          // 403 'Insufficient balance' and every other refusal: the server's words (DESIGN.md section 6)
          enqueueSnackbar(message ?? MSG.loginError, { variant: 'error' });
        },
      },
    );
  };

  return (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
          <Box component="form" noValidate onSubmit={onSubmit} aria-label="Invest">
            <Stack spacing={3}>
              <Box>
                <Typography component="h2" variant="h6" id="quick-amounts-label" sx={{ mb: 1.5 }}>
                  Choose an amount
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  value={quick}
                  onChange={(_, value: number | null) => value !== null && choose(String(value))}
                  aria-labelledby="quick-amounts-label"
                  sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }, gap: 1.25 }}
                >
                  {QUICK_AMOUNTS.map((value) => (
                    <ToggleButton
                      key={value}
                      value={value}
                      disabled={value < plan.min || value > plan.max}
                      sx={{
                        borderRadius: '10px !important',
                        border: (t) => `1px solid ${t.palette.divider} !important`,
                        fontWeight: 700,
                        py: 1.25,
                        color: 'text.primary',
                        '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: (t) => `${t.palette.primary.main} !important` },
                        '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
                      }}
                    >
                      ${formatPlanAmount(value)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Box>
              <TextField
                label="Custom amount (USD)"
                name="amount"
                value={rawAmount}
                onChange={(event) => choose(event.target.value)}
                onBlur={() => setTouched(rawAmount !== '')}
                error={shownError !== null}
                helperText={shownError ?? `This plan accepts $${formatPlanAmount(plan.min)} to $${formatPlanAmount(plan.max)}.`}
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                }}
              />
              <Typography variant="body2" color="text.secondary">
                Note: minimum {INVESTMENT_NOTE_MIN} USD
              </Typography>
              <SpinnerButton busy={invest.isPending}>Confirm &amp; Proceed</SpinnerButton>
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
