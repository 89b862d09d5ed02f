import type { PlanCategory } from '@/common/validation/plan';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { ACCOUNT_SECTION_KEYS, ACCOUNT_SECTIONS, type AccountSection, type PlanSectionKey } from '@/src/config/account-sections';

export type PlanPage = PlanSectionKey;

/**
 * Which plan category each investor page shows (each page shows its
 * own category, not gold for all), read from the section table.
 */
export const categoryOf = (page: PlanPage): PlanCategory => ACCOUNT_SECTIONS[page].planCategory;

/** Whether a section of the investor area is a plan page. */
export const isPlanPage = (key: string): key is PlanPage =>
  (ACCOUNT_SECTIONS as Record<string, AccountSection>)[key]?.planCategory !== undefined;

/** The page that lists a category's plans ('Back to plan'). */
export function pathForCategory(category: PlanCategory): string {
  const page = ACCOUNT_SECTION_KEYS.filter(isPlanPage).find((key) => categoryOf(key) === category);
  return page ? ACCOUNT_PATHS[page] : ACCOUNT_PATHS.crypto;
}
