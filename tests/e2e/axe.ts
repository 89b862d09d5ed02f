import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Axe runs once per layout of a screen, not at every width: on a phone (below 600 px: stacked
// cards, the navigation in a drawer, the back office's lists as simple lists) and on a desktop
// (1200 px and up: the side navigation, lists as tables). The widths between are built from the
// same components as one of those and are checked for layout only (nothing spills or is cut),
// which costs a fraction of an axe run on CI's 2 cores.
export const axeAt = (width: number) => width < 600 || width >= 1200;

export interface AxeOptions {
  /** only the part of the page this selector matches (an open dialog, say) */
  include?: string;
  /** WCAG 2.1 A and AA only, not axe's best practices */
  wcagOnly?: boolean;
}

/**
 * Axe on the page, reporting every node of a violation and no more: the passing and inapplicable
 * checks are not given a selector for each node they looked at (axe's `resultTypes`), about a tenth
 * of a run on a long page such as the home page. Chain include/withTags after it (options() replaces).
 */
export const axeBuilder = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });

/** Every axe violation on the page, one line each (rule, impact, where). */
export async function axeViolations(page: Page, { include, wcagOnly = false }: AxeOptions = {}): Promise<string[]> {
  let builder = axeBuilder(page);
  if (include) builder = builder.include(include);
  if (wcagOnly) builder = builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectAxeClean(page: Page, label?: string, options: AxeOptions = {}) {
  expect(await axeViolations(page, options), label).toEqual([]);
}

/**
 * Axe on the page at a width where it runs (see axeAt), judged by the page's own viewport;
 * at the other widths the caller's layout checks are the whole check.
 */
export async function expectAxeCleanPerLayout(page: Page, label?: string, options: AxeOptions = {}) {
  const width = page.viewportSize()?.width;
  if (width === undefined) throw new Error('the page has no fixed viewport, so its layout is unknown');
  if (axeAt(width)) await expectAxeClean(page, label, options);
}
