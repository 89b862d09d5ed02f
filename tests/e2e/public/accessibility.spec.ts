import { expect, test, type Page } from '@playwright/test';
import { axeAt, expectAxeClean } from '../axe';
import { newInvestor, signUpByApi, waitForEnhanced } from './helpers';

const MARKETING = ['/', '/about', '/services', '/contact', '/terms', '/privacy'];
const PAGES = [...MARKETING, '/login', '/signup', '/forgot-password'];

/** Nothing spills sideways at any width; axe-clean at the widths axe runs at (tests/e2e/axe.ts). */
async function expectNoViolations(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  if (axeAt(width)) await expectAxeClean(page);
}
const WIDTHS = [375, 768, 1280];

// Reduced motion: every block is on screen at once (nothing waits to fade in), so axe sees all of it.
test.use({ reducedMotion: 'reduce' });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PAGES) {
      test(`${path} fits${axeAt(width) ? ' and has no accessibility violations' : ''}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // the marketing pages as their script leaves them (the carousel's controls, the sidebar's wiring)
        if (MARKETING.includes(path)) await waitForEnhanced(page);
        await expectNoViolations(page, width);
        if (width < 900 && MARKETING.includes(path)) {
          // and with the sidebar open
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.locator('#public-nav-drawer').getByRole('link', { name: 'About' })).toBeVisible();
          await expectNoViolations(page, width);
        }
      });
    }
  });
}

// Pages only a (formerly) signed-in user sees: 'no access' at /admin, and sign-in after a
// session ended.
test.describe('signed-in states', () => {
  for (const width of [375, 1440]) {
    test(`at ${width} px: /admin for an investor and the 'session ended' sign-in have no violations and no spill`, async ({
      page,
      request,
    }) => {
      const investor = newInvestor(`a11y${width}`);
      await signUpByApi(request, investor);
      const res = await request.post('/api/user/login', { data: { email_address: investor.email, password: investor.password } });
      const { _id, accessToken } = (await res.json()) as { _id: string; accessToken: string };
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.evaluate((session) => window.localStorage.setItem('session', JSON.stringify(session)), { id: _id, token: accessToken });

      const check = () => expectNoViolations(page, width);

      await page.goto('/admin');
      await expect(page.getByText('You do not have access to the back-office.')).toBeVisible();
      await check();

      // the server signs this token out; the next call ends the session
      expect((await request.post('/api/user/logout', { headers: { Authorization: `Bearer ${accessToken}` } })).ok()).toBe(true);
      await page.goto('/account');
      await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
      await check();
    });
  }
});
