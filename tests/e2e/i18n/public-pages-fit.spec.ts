// Every public page in every language fits the window at 375, 1024 and 1440 px: a language's
// words (French and Spanish run a fifth longer than English, Arabic runs right to left) must not
// push a page sideways. Each page is opened once, as a visitor whose browser asks for the
// language (the server sends it in that language, the marketing pages at their language's
// address), and measured at each width; the phone layout's menu is measured open too.
// Accessibility at these widths is checked in English by tests/e2e/public/accessibility.spec.ts
// and in Spanish and Arabic by journeys.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { localizedPath } from '@/common/i18n/locale-choice';
import { HYDRATED_PAGES, MARKETING_PAGES } from '@/src/prerender/pages';
import { waitForEnhanced } from '../public/helpers';
import { WIDTHS } from '../widths';
import { SPEC_LOCALES, wordsIn } from './words';

const OTHER_PAGES = [...HYDRATED_PAGES.map((p) => p.path), '/proof-of-reserves'];

// every block on screen at once (nothing waits to fade in)
test.use({ reducedMotion: 'reduce' });

/** What reaches past the right or left edge of the window, if anything. */
const spill = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const page = document.documentElement.scrollWidth;
    return page > width ? `${page}px wide in a ${width}px window` : null;
  });

for (const locale of SPEC_LOCALES) {
  test(`every public page in ${locale} fits at ${WIDTHS.join(', ')} px`, async ({ browser }) => {
    const t = wordsIn(locale);
    const context = await browser.newContext({ locale, viewport: { width: WIDTHS[0], height: 900 } });
    const page = await context.newPage();
    const found: string[] = [];
    const measure = async (where: string) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const spilled = await spill(page);
        if (spilled) found.push(`${where} at ${width}px: ${spilled}`);
      }
    };
    for (const { path } of MARKETING_PAGES) {
      await page.goto(path);
      // the server sent the language's own address, in the language
      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, path)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await waitForEnhanced(page);
      await measure(path);
      // the phone layout's menu, open
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.getByRole('button', { name: t('publicLayout.openMenu') }).click();
      await expect(page.locator('#public-nav-drawer')).toBeVisible();
      const spilled = await spill(page);
      if (spilled) found.push(`${path}'s open menu at ${WIDTHS[0]}px: ${spilled}`);
    }
    for (const path of OTHER_PAGES) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await measure(path);
    }
    await context.close();
    expect(found).toEqual([]);
  });
}
