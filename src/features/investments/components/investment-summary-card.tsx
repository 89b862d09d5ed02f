import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatUsdFromDollars } from '@/common/money';
import { formatDate } from '@/src/utils/format';
import type { Plan } from '@/src/features/plans/types';
import { formatDays, formatPercent } from '@/src/features/plans/utils/plan-figures';
import { INVEST_FORM_TEXT as T } from '../texts';
import { investmentSummary } from '../utils/investment-summary';

/** The plan's terms and, for a valid amount, what it earns (formulas: investment-summary.ts). */
export function InvestmentSummaryCard({ plan, amount }: { plan: Plan; amount: number | null }) {
  const summary = investmentSummary(amount ?? 0, plan);
  const dash = '—';
  // [test id, label, value]: the test id stays the English name whatever the language
  const rows: [string, string, string][] = [
    ['plan', T.plan, plan.name],
    ['daily-interest', T.dailyInterest, formatPercent(plan.roi)],
    ['duration', T.duration, formatDays(plan.duration)],
    ['period', T.period, T.periodRange(formatDate(summary.start), formatDate(summary.end))],
    ['amount', T.amount, amount === null ? dash : formatUsdFromDollars(amount)],
    ['daily-profit', T.dailyProfit, amount === null ? dash : formatUsdFromDollars(summary.dailyProfit)],
    ['total-return', T.totalReturn, amount === null ? dash : formatUsdFromDollars(summary.totalReturn)],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="investment-summary-heading" sx={{ p: 3, borderRadius: 3 }}>
      <Typography id="investment-summary-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        {T.summary}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', rowGap: 1.25, columnGap: 2 }}>
        {rows.map(([id, label, value]) => (
          <Box key={id} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }} data-testid={`summary-${id}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography sx={{ fontWeight: 700 }} id="summary-net-label">
          {T.netReturn}
        </Typography>
        <Typography
          aria-labelledby="summary-net-label"
          aria-describedby="summary-net-note"
          sx={{ fontWeight: 800, fontSize: 24 }}
          data-testid="summary-net"
        >
          {amount === null ? dash : formatUsdFromDollars(summary.net)}
        </Typography>
      </Box>
      {/* whether the principal comes back is the plan's 'Deposit Return': say which, so the figure is not misread */}
      <Typography id="summary-net-note" variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="summary-net-note">
        {plan.status ? T.netIncludesPrincipal(amount === null ? null : formatUsdFromDollars(amount)) : T.netWithoutPrincipal}
      </Typography>
    </Paper>
  );
}
