import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatUsdFromDollars } from '@/common/money';
import { formatDate } from '@/src/utils/format';
import type { Plan } from '@/src/features/plans/types';
import { formatDays, formatPercent } from '@/src/features/plans/utils/plan-figures';
import { INVEST_FORM_TEXT } from '../texts';
import { investmentSummary } from '../utils/investment-summary';

/** The plan's terms and, for a valid amount, what it earns (formulas: investment-summary.ts). */
export function InvestmentSummaryCard({ plan, amount }: { plan: Plan; amount: number | null }) {
  const summary = investmentSummary(amount ?? 0, plan);
  const dash = '—';
  const rows: [string, string][] = [
    ['Plan', plan.name],
    ['Daily interest', formatPercent(plan.roi)],
    ['Duration', formatDays(plan.duration)],
    ['Period', `${formatDate(summary.start)} – ${formatDate(summary.end)}`],
    ['Amount', amount === null ? dash : formatUsdFromDollars(amount)],
    ['Daily profit', amount === null ? dash : formatUsdFromDollars(summary.dailyProfit)],
    ['Total return', amount === null ? dash : formatUsdFromDollars(summary.totalReturn)],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="investment-summary-heading" sx={{ p: 3, borderRadius: 3 }}>
      <Typography id="investment-summary-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        Summary
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', rowGap: 1.25, columnGap: 2 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}
              data-testid={`summary-${label.toLowerCase().replace(/\s+/g, '-')}`}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography sx={{ fontWeight: 700 }} id="summary-net-label">
          Net return
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
        {plan.status
          ? INVEST_FORM_TEXT.netIncludesPrincipal(amount === null ? null : formatUsdFromDollars(amount))
          : INVEST_FORM_TEXT.netWithoutPrincipal}
      </Typography>
    </Paper>
  );
}
