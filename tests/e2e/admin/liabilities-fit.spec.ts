import { expect, request as playwrightRequest, test, type APIRequestContext, type Locator } from '@playwright/test';
import { expectNoAxeViolationsPerLayout, openAs, overflow, signInAdmin, type Person } from './helpers';
import { WIDTHS } from '../widths';

// The liabilities page's cards grow with what they hold at a phone's width, at 1024 and at
// 1440 px: nothing cut off inside a card, nothing under the next one, and an admin can record
// what is held in each coin with the form on the page.

/** Whether what the window shows at the element's middle belongs to its own card (not to the next card lying over it). */
const uncovered = (item: Locator) =>
  item.evaluate((el) => {
    // in the middle of the window: not under the fixed app bar
    el.scrollIntoView({ block: 'center' });
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const card = (e: Element) => e.closest('section.MuiCard-root, figure.MuiCard-root');
    return hit !== null && card(hit) === card(el);
  });

let api: APIRequestContext;
let admin: Person;

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  admin = await signInAdmin(api);
});
test.afterAll(async () => {
  await api.dispose();
});

test('every card shows all it holds, the page fits and is axe-clean, and the admin records holdings', async ({ page }) => {
  // three widths with axe, then two records
  test.slow();
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await openAs(page, admin, '/admin/liabilities');
  const main = page.locator('#main-content');
  await expect(main.getByRole('heading', { name: 'Held per coin' })).toBeVisible({ timeout: 30_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // a card (overflow hidden) that is shorter than its content cuts it off
    const cut = await main
      .locator('section.MuiCard-root, figure.MuiCard-root')
      .evaluateAll((cards) =>
        cards
          .filter((card) => card.scrollHeight > card.clientHeight + 1)
          .map((card) => `${card.getAttribute('aria-labelledby')}: ${card.clientHeight}px of ${card.scrollHeight}px`),
      );
    expect.soft(cut, `cards cut off at ${width} px`).toEqual([]);
    for (const label of ['Total held', 'Margin']) {
      const item = main.getByText(label, { exact: true });
      expect.soft(await uncovered(item), `'${label}' seen at ${width} px`).toBe(true);
    }
    const found = await overflow(page);
    expect.soft(found.page, `the page at ${width} px`).toBeLessThanOrEqual(found.width);
    expect.soft(found.wide, `elements past the window at ${width} px`).toEqual([]);
    await expectNoAxeViolationsPerLayout(page);
  }
  // each coin's form answers a click: nothing lies over it
  const button = main.getByRole('button', { name: 'Record held in BTC' });
  expect(await uncovered(button), 'the BTC button seen').toBe(true);
  await main.getByLabel('Held in BTC, USD').fill('1440');
  await button.click();
  await expect(page.getByText('Recorded $1,440.00 held in BTC.')).toBeVisible({ timeout: 30_000 });
});
