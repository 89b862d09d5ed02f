import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { Plan } from '../types';
import { PLAN_TEXT } from '../texts';
import { formatUsdShortFromDollars } from '@/common/usd-format';
import { formatDays, formatPercent, totalReturnPercent } from '../utils/plan-figures';

/** One plan: figures, and 'Choose This Plan' / 'Plan Selected'. */
export function PlanCard({ plan, selected, onChoose }: { plan: Plan; selected: boolean; onChoose: (plan: Plan) => void }) {
  const rows: [string, string][] = [
    [PLAN_TEXT.minimum, formatUsdShortFromDollars(plan.min)],
    [PLAN_TEXT.maximum, formatUsdShortFromDollars(plan.max)],
    [PLAN_TEXT.dailyInterest, formatPercent(plan.roi)],
    [PLAN_TEXT.duration, formatDays(plan.duration)],
    [PLAN_TEXT.depositReturn, plan.status ? PLAN_TEXT.yes : PLAN_TEXT.no],
    [PLAN_TEXT.totalReturn, formatPercent(totalReturnPercent(plan.roi, plan.duration))],
  ];
  return (
    <Paper
      component="article"
      aria-label={plan.name}
      variant="outlined"
      data-plan-id={plan._id}
      sx={{
        p: 3,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? '0 8px 24px rgba(15, 52, 96, 0.15)' : 'none',
        transition: 'border-color 150ms, box-shadow 150ms',
      }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {plan.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, minHeight: 40 }}>
        {plan.description}
      </Typography>
      <Box component="dl" sx={{ my: 2, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 'auto' }}>
        <Button
          fullWidth
          variant={selected ? 'outlined' : 'contained'}
          disabled={selected}
          onClick={() => onChoose(plan)}
          startIcon={selected ? <CheckCircle /> : undefined}
          aria-label={selected ? PLAN_TEXT.selectedNamed(plan.name) : PLAN_TEXT.chooseNamed(plan.name)}
          sx={{ '&.Mui-disabled': { color: 'success.main', borderColor: 'success.main' } }}
        >
          {selected ? PLAN_TEXT.selected : PLAN_TEXT.choose}
        </Button>
      </Box>
    </Paper>
  );
}
