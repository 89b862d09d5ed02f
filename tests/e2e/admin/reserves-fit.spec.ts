import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { Wallet } from 'ethers';
import { treasuryMessage } from '@/common/reserves/treasury-message';
import { WIDTHS } from '../widths';
import { expectNoAxeViolationsPerLayout, openAs, overflow, signInAdmin, type Person } from './helpers';

// The back office's proof-of-reserves page (a snapshot, an ether treasury address with its signed
// message) and the bitcoin batches page fit at a phone's width, at 1024 and at 1440 px, and are
// axe-clean, in the real browser.

let api: APIRequestContext;
let admin: Person;

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  admin = await signInAdmin(api);
  const headers = { authorization: `Bearer ${admin.token}` };
  const wallet = Wallet.createRandom();
  const added = await api.post('/api/reserves/treasury-addresses', {
    headers,
    data: { coin: 'eth', address: wallet.address, signature: await wallet.signMessage(treasuryMessage('eth', wallet.address)) },
  });
  expect(added.status(), await added.text()).toBe(201);
  const taken = await api.post('/api/reserves/snapshots', { headers });
  expect(taken.status(), await taken.text()).toBe(201);
});
test.afterAll(async () => {
  await api.dispose();
});

for (const { path, heading } of [
  { path: '/admin/reserves', heading: 'Treasury addresses' },
  { path: '/admin/payouts/batches', heading: 'Bitcoin batches' },
]) {
  test(`${path} fits at every width and is axe-clean`, async ({ page }) => {
    // three widths with axe
    test.slow();
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await openAs(page, admin, path);
    await expect(page.locator('#main-content').getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const found = await overflow(page);
      expect.soft(found.page, `the page at ${width} px`).toBeLessThanOrEqual(found.width);
      expect.soft(found.wide, `elements past the window at ${width} px`).toEqual([]);
      await expectNoAxeViolationsPerLayout(page);
    }
  });
}
