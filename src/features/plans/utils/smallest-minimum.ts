import type { Plan } from '../types';

/** The least any plan takes (its min), in dollars; undefined when there is no plan. */
export function smallestPlanMinimum(plans: readonly Plan[] | undefined): number | undefined {
  if (!plans?.length) return undefined;
  return Math.min(...plans.map((p) => p.min));
}
