import Typography from '@mui/material/Typography';
import { usePlans } from '@/src/features/plans/api/get-plans';
import { formatUsdShortFromDollars } from '@/common/usd-format';
import { smallestPlanMinimum } from '@/src/features/plans/utils/smallest-minimum';
import { DEPOSIT_TEXT } from '../texts';

/**
 * What a deposit is for: investing, and the plans start at their smallest minimum. Said before
 * the money is sent, so a new investor does not deposit $100 to find no plan takes it.
 * Nothing shows while the plans load or when they cannot be read.
 */
export function PlanMinimumNote() {
  const least = smallestPlanMinimum(usePlans().data);
  if (least === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="plan-minimum-note">
      {DEPOSIT_TEXT.planMinimum(formatUsdShortFromDollars(least))}
    </Typography>
  );
}
