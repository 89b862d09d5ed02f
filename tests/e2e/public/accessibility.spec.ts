import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newInvestor, signUpByApi, waitForEnhanced } from './helpers';

const MARKETING = ['/', '/about', '/services', '/contact', '/terms', '/privacy'];
const PAGES = [...MARKETING, '/login', '/signup', '/forgot-password'];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
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
        // the marketing pages as their script leaves them (the carousel's controls, the sidebar's wiring)
        if (MARKETING.includes(path)) await waitForEnhanced(page);
        await expectNoViolations(page);
        if (width < 900 && MARKETING.includes(path)) {
          // and with the sidebar open
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.locator('#public-nav-drawer').getByRole('link', { name: 'About' })).toBeVisible();
          await expectNoViolations(page);
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

      const check = async () => {
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      };

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
