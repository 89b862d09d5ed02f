import type { PublicPlan } from '@/common/api/plans';

/** GET /api/plans/all, one plan (money in dollars, roi a daily percent). */
export type Plan = PublicPlan;
