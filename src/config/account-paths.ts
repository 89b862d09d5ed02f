import { ACCOUNT_SECTION_KEYS, sectionPath, type AccountSectionKey, type AccountSectionPath } from './account-sections';

type AccountPaths = { readonly [K in AccountSectionKey]: AccountSectionPath<K> };

/**
 * Every address inside the investor area, for links and navigation,
 * derived from the section table (account-sections.ts), which the route table also derives from.
 */
export const ACCOUNT_PATHS: AccountPaths = Object.fromEntries(ACCOUNT_SECTION_KEYS.map((key) => [key, sectionPath(key)])) as Record<
  AccountSectionKey,
  string
> as AccountPaths;
