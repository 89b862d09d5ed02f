import { z } from 'zod';
import { minNotAboveMax, PLAN_CATEGORIES, planBodyFields, planFields } from '../validation/plan';
import { searchFilterField, uuidListFilterField } from './list';

/** POST /api/plans/save: every field but status required; unknown fields refused. */
export const planCreateSchema = z.strictObject(planBodyFields).superRefine(minNotAboveMax);
export type PlanCreateInput = z.output<typeof planCreateSchema>;

/** PUT /api/plans/{id}: any subset of the fields; the server re-checks min <= max against the stored plan. */
export const planUpdateSchema = z.strictObject(planFields).partial().superRefine(minNotAboveMax);
export type PlanUpdateInput = z.output<typeof planUpdateSchema>;

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
  q: searchFilterField.optional(),
  id: uuidListFilterField.optional(),
  category: z.enum(PLAN_CATEGORIES).optional(),
  status: z.boolean().optional(),
});
export type PlanListFilter = z.infer<typeof planListFilterSchema>;

export const PLAN_SORTABLE = ['id', 'name', 'category', 'min', 'max', 'roi', 'duration', 'status', 'createdAt'] as const;
