import { fromCents } from '@/common/money';
import type { PublicPlan } from '@/common/api/plans';
import { bpToRoi, type PlanCategory } from '@/common/validation/plan';
import type { PlanRow } from '@/server/db/schema';
import { assertSame } from '@/server/lib/same';

// The database enum and the shared list of categories must name the same values.
assertSame<PlanRow['category'], PlanCategory>(true);

export const toPublicPlan = (p: PlanRow): PublicPlan => ({
  _id: p.id,
  name: p.name,
  description: p.description,
  category: p.category,
  min: fromCents(p.minCents),
  max: fromCents(p.maxCents),
  roi: bpToRoi(p.roiBp),
  duration: p.durationDays,
  status: p.status,
  createdAt: p.createdAt.toISOString(),
});
