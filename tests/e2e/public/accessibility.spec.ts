import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = ['/', '/about', '/services', '/contact', '/terms', '/privacy', '/login', '/signup', '/forgot-password'];
const WIDTHS = [375, 768, 1280];

// Reduced motion: every block is on screen at once (nothing waits to fade in), so axe sees all of it.
test.use({ reducedMotion: 'reduce' });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PAGES) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // the home page's carousel is a lazy chunk: check the page with it in place
        if (path === '/') await expect(page.getByTestId('partner-carousel')).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
