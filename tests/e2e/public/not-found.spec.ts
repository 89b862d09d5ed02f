import { expect, test } from '@playwright/test';

// A path the route table has no page at is answered 404, with the app's own not-found page
// (the server learns the table's paths from the build: scripts/prerender.mjs); every page the
// table has, dynamic ones and the back-office's included, is answered 200.
test.describe('unknown addresses', () => {
  test('answer 404 and show the not-found page', async ({ page }) => {
    for (const path of ['/no-such-page', '/about/team', '/account/no-such-screen']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'oops' })).toBeVisible();
      await expect(page.getByText('This page does not exist.')).toBeVisible();
      await expect(page).toHaveTitle(/^Page not found/);
    }
  });

  test('known pages answer 200, the back-office and the investor area below their roots too', async ({ request }) => {
    for (const path of [
      '/',
      '/about',
      '/login',
      '/reset-password',
      '/verify-email?token=x',
      '/account',
      '/account/profile',
      '/account/kyc-verify',
      '/admin',
      '/admin/users/edit/1',
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
