import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useNavigate } from 'react-router-dom';
import { PLAN_CATEGORY_LABELS, type PlanCategory } from '@/common/validation/plan';
import { PageLoader } from '@/src/components/ui/page-loader';
import { readApiError } from '@/src/lib/api-error';
import { PageHeader } from '@/src/components/ui/page-header';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { usePlans } from '../api/get-plans';
import { PLAN_TEXT } from '../texts';
import type { Plan } from '../types';
import { CAROUSEL_FROM } from '../utils/carousel-settings';
import { setSelectedPlan, useSelectedPlan } from '../utils/selected-plan-store';
import { PlanCarousel } from './plan-carousel';
import { PlanGrid } from './plan-grid';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';

const loadErrorMessage = (error: unknown) => readApiError(error).message || PLAN_TEXT.loadFailed;

/**
 * A category's plans: pick one, then 'Continue to Invest' stores it and
 * opens the investment form. A load error takes the page's place, in red.
 */
export function PlanPicker({ category }: { category: PlanCategory }) {
  const plans = usePlans();
  const navigate = useNavigate();
  const stored = useSelectedPlan();
  const [chosen, setChosen] = useState<Plan | null>(null);
  // a plan of this category chosen earlier (this tab or another) shows as selected
  const selected = chosen ?? (stored?.plan.category === category ? stored.plan : null);

  if (plans.isError) {
    return (
      <Typography component="h1" variant="h5" role="alert" sx={{ color: 'error.main', py: 4 }}>
        {loadErrorMessage(plans.error)}
      </Typography>
    );
  }
  if (plans.isPending) return <PageLoader label={PLAN_TEXT.loading} />;

  const list = plans.data.filter((p) => p.category === category);
  const selectedId = selected && list.some((p) => p._id === selected._id) ? selected._id : null;

  const onContinue = () => {
    const plan = list.find((p) => p._id === selectedId);
    if (!plan) return;
    setSelectedPlan(plan);
    navigate(ACCOUNT_PATHS.investmentForm);
  };

  return (
    <Stack spacing={3}>
      <PageHeader overline={PLAN_CATEGORY_LABELS[category]} title={PLAN_TEXT.title} subtitle={PLAN_TEXT.subtitle} />
      {list.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{PLAN_TEXT.noneOpen(PLAN_CATEGORY_LABELS[category])}</Typography>
        </Paper>
      ) : list.length < CAROUSEL_FROM ? (
        <PlanGrid plans={list} selectedId={selectedId} onChoose={setChosen} />
      ) : (
        <PlanCarousel plans={list} selectedId={selectedId} onChoose={setChosen} />
      )}
      <Box>
        <Button
          variant="contained"
          size="large"
          endIcon={<ArrowForward sx={MIRRORED_IN_RTL} />}
          disabled={selectedId === null}
          onClick={onContinue}
          sx={{ minWidth: 220 }}
        >
          {PLAN_TEXT.continue}
        </Button>
      </Box>
    </Stack>
  );
}
