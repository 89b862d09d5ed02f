import { fromCents } from '../../../common/money';
import { bpToRoi } from '../../../common/validation/plan';
import type { PlanRow } from '../../db/schema';
import type { PublicPlan } from './schemas';

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
