import { z } from 'zod';
import { PLAN_CATEGORIES, type PlanCategory } from '../../../common/validation/plan';
import type { PlanRow } from '../../db/schema';

// The database enum and the shared list of categories must name the same values.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const categoriesMatch: Same<PlanRow['category'], PlanCategory> = true;
void categoriesMatch;

/** A plan as the API shows it: money in dollars, roi as a daily percent. */
export const planSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.enum(PLAN_CATEGORIES),
    min: z.number().describe('smallest investment, US dollars'),
    max: z.number().describe('largest investment, US dollars'),
    roi: z.number().describe('daily return, percent (1.5 = 1.5 % a day)'),
    duration: z.number().int().describe('days'),
    status: z.boolean().describe("'Deposit Return': the principal comes back at maturity"),
    createdAt: z.string(),
  })
  .describe('Plan');
export type PublicPlan = z.infer<typeof planSchema>;

export const planListFilterSchema = z.strictObject({
  q: z.string().max(200).optional(),
  id: z.array(z.uuid()).max(500).optional(),
  category: z.enum(PLAN_CATEGORIES).optional(),
  status: z.boolean().optional(),
});
export type PlanListFilter = z.infer<typeof planListFilterSchema>;

export const PLAN_SORTABLE = ['id', 'name', 'category', 'min', 'max', 'roi', 'duration', 'status', 'createdAt'] as const;
