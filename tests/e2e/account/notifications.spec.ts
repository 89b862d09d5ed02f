// Notifications: an investor whose deposit was credited sees the bell's count, opens
// the newest entries, marks all read and the count is gone; Profile > Notifications saves an
// e-mail switch. The inbox and the settings are axe-clean and do not spill sideways at 375 and
// 1440 px.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminToken, bearer, newSignedInInvestor, startSignedIn } from './helpers';
import { axeBuilder } from '../axe';

/** A deposit of `amount` dollars, credited by the admin: the event that tells the investor. */
async function creditedDeposit(request: APIRequestContext, investor: { id: string; token: string }, amount: number) {
  const [{ address }] = await (await request.get('/api/address/btc', { headers: bearer(investor.token) })).json();
  const deposit = await request.post('/api/transaction/save', {
    headers: bearer(investor.token),
    data: { userid: investor.id, trnx_type: 'deposit', amount, payment_method: 'Bitcoin', payment_address: address },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const approved = await request.put(`/api/transaction/${(await deposit.json())._id}`, {
    headers: bearer(await adminToken(request)),
    data: { status: 'successful' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** The data is in and no transition runs (axe reads colours mid-fade otherwise). */
async function settled(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function expectCleanLayout(page: Page, heading: string, label: string) {
  await settled(page, heading);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label}: no sideways spill`).toBe(true);
  expect((await axeBuilder(page).analyze()).violations, label).toEqual([]);
}

async function signedInPage(browser: Browser, who: { id: string; token: string }, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await startSignedIn(context, who);
  return { context, page: await context.newPage() };
}

test('the bell counts a credited deposit; the list marks all read; the e-mail settings save', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const investor = await newSignedInInvestor(request, 'bell');
  await creditedDeposit(request, investor, 250);
  await creditedDeposit(request, investor, 400);

  const { context, page } = await signedInPage(browser, investor, 1440);
  await page.goto('/account');
  const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();

  // the newest entries, newest first, each unread
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Unread: Deposit credited');
  await expect(items.nth(0)).toContainText('$400.00');
  await expect(items.nth(1)).toContainText('$250.00');
  expect((await axeBuilder(page).include('[role="dialog"]').analyze()).violations, 'the open bell').toEqual([]);

  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await expect(panel.getByText('Unread:')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // the whole list: read now, and it stays so after a reload
  await page.goto('/account/notifications');
  const list = page.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Unread:')).toHaveCount(0);
  await expectCleanLayout(page, 'Notifications', '1440px, the list');

  // Profile > Notifications: deposits off, saved, still off after a reload
  await page.goto('/account/profile');
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/account\/notification-settings$/);
  await expectCleanLayout(page, 'Notifications settings', '1440px, the settings');
  const deposits = page.getByRole('switch', { name: /^Deposits/ });
  await expect(deposits).toBeChecked();
  await expect(page.getByRole('switch', { name: /^Security/ })).toBeDisabled();
  await deposits.click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your notification settings were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /^Deposits/ })).not.toBeChecked();
  const saved = await request.get('/api/notifications/preferences', { headers: bearer(investor.token) });
  expect((await saved.json()).email.deposits).toBe(false);
  await context.close();

  // a phone: the bell fits in the top bar, the list and the settings are clean too
  await creditedDeposit(request, investor, 150);
  const phone = await signedInPage(browser, investor, 375);
  await phone.page.goto('/account/notifications');
  await expect(phone.page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(phone.page.getByRole('list', { name: 'Your notifications' }).getByRole('listitem')).toHaveCount(3);
  await expectCleanLayout(phone.page, 'Notifications', '375px, the list');
  await phone.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(phone.page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(3);
  expect(
    await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    '375px, the open bell: no sideways spill',
  ).toBe(true);
  await phone.page.keyboard.press('Escape');
  await phone.page.goto('/account/notification-settings');
  await expectCleanLayout(phone.page, 'Notifications settings', '375px, the settings');
  await phone.context.close();
});
