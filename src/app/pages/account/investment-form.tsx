import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { PLAN_CATEGORY_LABELS } from '@/common/validation/plan';
import { PageHeader } from '@/src/components/ui/page-header';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { InvestmentForm } from '@/src/features/investments/components/investment-form';
import { usePlans } from '@/src/features/plans/api/get-plans';
import { pathForCategory } from '@/src/features/plans/utils/plan-pages';
import { useSelectedPlan } from '@/src/features/plans/utils/selected-plan-store';
import { ACCOUNT_PAGES_TEXT as T } from './texts';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';

/** /account/investmentform: invests in the plan chosen on a plan page. */
export function InvestmentFormPage() {
  const selected = useSelectedPlan();
  const plans = usePlans();

  if (!selected) {
    return (
      <Stack spacing={3}>
        <PageHeader title={T.investTitle} subtitle={T.investSubtitle} />
        <Paper variant="outlined" sx={{ p: 4, borderRadius: 3 }}>
          <Typography sx={{ mb: 2 }}>{T.noPlanChosen}</Typography>
          <Button component={RouterLink} to={ACCOUNT_PATHS.crypto} variant="contained">
            {T.seePlans}
          </Button>
        </Paper>
      </Stack>
    );
  }

  // the freshest figures when the list is at hand (an admin may have edited the plan)
  const plan = plans.data?.find((p) => p._id === selected.planId) ?? selected.plan;
  const withdrawn = plans.isSuccess && !plans.data.some((p) => p._id === selected.planId);
  const back = pathForCategory(plan.category);

  return (
    <Stack spacing={3}>
      <Link
        component={RouterLink}
        to={back}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, alignSelf: 'flex-start' }}
      >
        <ArrowBack fontSize="small" sx={MIRRORED_IN_RTL} /> {T.backToPlan}
      </Link>
      <PageHeader overline={PLAN_CATEGORY_LABELS[plan.category]} title={T.investIn(plan.name)} subtitle={plan.description} />
      {withdrawn ? (
        <Paper variant="outlined" sx={{ p: 4, borderRadius: 3 }}>
          <Typography>{T.planWithdrawn}</Typography>
        </Paper>
      ) : (
        <InvestmentForm key={plan._id} plan={plan} />
      )}
    </Stack>
  );
}
