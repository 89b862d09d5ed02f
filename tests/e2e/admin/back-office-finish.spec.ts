import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import {
  as,
  expectNoAxeViolations,
  expectNoAxeViolationsPerLayout,
  ok,
  openAs,
  overflow,
  PASSWORD,
  signIn,
  signInAdmin,
  signUp,
  type Person,
} from './helpers';
import { WIDTHS } from '../widths';

// The back office's finish: search boxes show their whole hint, the phone's floating create
// button leaves the last row free, the warning about demo deposit addresses names them, and
// staff have a way back from their security page. At 375, 1024 and 1440 px where layout counts.

const unique = Date.now().toString(36);

let api: APIRequestContext;
let admin: Person;

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  admin = await signInAdmin(api);
});
test.afterAll(async () => {
  await api.dispose();
});

// lists with rows in a fresh database (an empty list shows no filters, so no search box)
const SEARCHABLE = ['/admin/plans', '/admin/users', '/admin/wallets'];

test('every search box is wide enough for its hint at each width', async ({ page }) => {
  // three lists at three widths
  test.slow();
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await openAs(page, admin, SEARCHABLE[0]);
  for (const path of SEARCHABLE) {
    await page.goto(path);
    const search = page.locator('#main-content input[placeholder]').first();
    await expect(search).toBeVisible({ timeout: 30_000 });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // the hint's width in the input's own font, against the room the input gives it
      const fit = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { hint: input.placeholder, text: Math.ceil(context.measureText(input.placeholder).width), room: Math.floor(room) };
      });
      expect.soft(fit.text, `${path} at ${width} px: '${fit.hint}' in ${fit.room} px`).toBeLessThanOrEqual(fit.room);
    }
  }
});

test("on a phone the plans list's floating create button covers no row, and the page fits and is axe-clean", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await openAs(page, admin, '/admin/plans');
  const create = page.getByRole('link', { name: 'Create', exact: true });
  await expect(create).toBeVisible({ timeout: 30_000 });
  const rows = page.locator('#main-content li');
  await expect(rows.first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = rows.last();
  const [rowBox, buttonBox] = [await last.boundingBox(), await create.boundingBox()];
  expect(rowBox && buttonBox).toBeTruthy();
  expect(rowBox!.y + rowBox!.height, 'the last row ends above the create button').toBeLessThanOrEqual(buttonBox!.y);
  const found = await overflow(page);
  expect(found.wide).toEqual([]);
  await expectNoAxeViolations(page);
});

test('while a demo deposit address is active, admins are told which wallets on every page, with links', async ({ page }) => {
  test.slow();
  const wallets = await ok<{ _id: string; name: string }[]>(
    await api.get(`/api/address/all?filter=${encodeURIComponent(JSON.stringify({ placeholder: true, status: true }))}`, {
      headers: as(admin),
    }),
  );
  expect(wallets.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await openAs(page, admin, '/admin/users');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const banner = page.getByRole('status').filter({ hasText: 'Deposits go to demo addresses' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    for (const w of wallets) await expect(banner.getByRole('link', { name: w.name })).toHaveAttribute('href', `/admin/wallets/${w._id}`);
    const found = await overflow(page);
    expect.soft(found.wide, `elements past the window at ${width} px`).toEqual([]);
    await expectNoAxeViolationsPerLayout(page);
  }
  await page.getByRole('status').getByRole('link', { name: wallets[0].name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/wallets/${wallets[0]._id}$`));
});

test('staff go from the user menu to their security page and back; investors are offered no way in', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, admin, '/admin');
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Your sign-in security' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  // from the account area's side navigation, which every /account page has
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Back to the back office' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();

  const investor = await signUp(api, `Ivy Finish ${unique}`, `ivy.finish.${unique}@example.com`);
  const fresh = await signIn(api, investor.email, PASSWORD);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await openAs(page, { ...investor, token: fresh.accessToken }, '/account/security');
  await expect(page.getByRole('navigation', { name: 'Account' }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Back to the back office' })).toHaveCount(0);
});
