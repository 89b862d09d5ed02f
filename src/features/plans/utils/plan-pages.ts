import type { PlanCategory } from '../../../../common/validation/plan';
import { ACCOUNT_PATHS } from '../../account/paths';

/**
 * Which plan category each investor page shows (DESIGN.md section 6: each page shows its
 * own category, not gold for all).
 */
export const PLAN_PAGES = {
  agric: { category: 'agriculture', path: ACCOUNT_PATHS.agric },
  pharm: { category: 'cannabidiol', path: ACCOUNT_PATHS.pharm },
  crypto: { category: 'crypto', path: ACCOUNT_PATHS.crypto },
  forex: { category: 'forex', path: ACCOUNT_PATHS.forex },
  nft: { category: 'nft', path: ACCOUNT_PATHS.nft },
  gold: { category: 'gold', path: ACCOUNT_PATHS.gold },
  estate: { category: 'real_estate', path: ACCOUNT_PATHS.estate },
} as const satisfies Record<string, { category: PlanCategory; path: string }>;

export type PlanPage = keyof typeof PLAN_PAGES;

/** The page that lists a category's plans ('Back to plan'). */
export function pathForCategory(category: PlanCategory): string {
  const page = Object.values(PLAN_PAGES).find((p) => p.category === category);
  return page?.path ?? ACCOUNT_PATHS.crypto;
}
