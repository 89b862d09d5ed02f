import Grid from '@mui/material/Grid';
import type { Plan } from '../types';
import { PlanCard } from './plan-card';

/** Fewer than three plans: a two-column grid (one column on phones). */
export function PlanGrid({ plans, selectedId, onChoose }: { plans: Plan[]; selectedId: string | null; onChoose: (plan: Plan) => void }) {
  return (
    <Grid container spacing={2.5} data-testid="plan-grid">
      {plans.map((plan) => (
        <Grid key={plan._id} size={{ xs: 12, sm: 6 }}>
          <PlanCard plan={plan} selected={plan._id === selectedId} onChoose={onChoose} />
        </Grid>
      ))}
    </Grid>
  );
}
