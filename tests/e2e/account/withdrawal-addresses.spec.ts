// Profile > Withdrawal addresses. An investor saves an address, sees it on
// hold, and the screen is axe-clean without sideways spill at 375 and 1440 px; the withdrawal
// screen then offers it under 'Saved addresses'.
import { expect, test, type Page } from '@playwright/test';
import { newSignedInInvestor, startSignedIn } from './helpers';
import { axeBuilder } from '../axe';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** The data is in and no transition runs (axe reads colours mid-fade otherwise). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { name: 'Withdrawal addresses', level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function expectCleanLayout(page: Page, label: string) {
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label}: no sideways spill`).toBe(true);
  expect((await axeBuilder(page).analyze()).violations, label).toEqual([]);
}

test('an investor saves a withdrawal address and sees it on hold; the withdrawal screen offers it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const investor = await newSignedInInvestor(request, 'addresses');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await startSignedIn(context, investor);
  const page = await context.newPage();

  // reached from Profile, beside Security and Notifications
  await page.goto('/account/profile');
  await page.getByRole('link', { name: 'Withdrawal addresses' }).click();
  await expect(page).toHaveURL(/\/account\/withdrawal-addresses$/);
  await expect(page.getByText('No saved addresses yet.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add an address' });
  await form.getByRole('combobox', { name: /^Coin/ }).click();
  await page.getByRole('option', { name: /^Bitcoin/ }).click();
  await form.getByRole('textbox', { name: /^Wallet address/ }).fill(ADDRESS);
  await form.getByRole('textbox', { name: /^Name/ }).fill('Cold storage');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();

  const bitcoin = page.getByRole('region', { name: 'Bitcoin' });
  await expect(bitcoin.getByText('Cold storage')).toBeVisible();
  await expect(bitcoin.getByText(ADDRESS)).toBeVisible();
  await expect(bitcoin.getByText(/^Usable from /)).toBeVisible();
  await page.getByText('Address saved').waitFor({ state: 'hidden', timeout: 15_000 });
  await expectCleanLayout(page, '1440 px');

  await page.setViewportSize({ width: 375, height: 800 });
  await expectCleanLayout(page, '375 px');

  // the withdrawal screen offers it for Bitcoin
  await page.goto('/account/withdrawal');
  await page.getByRole('combobox', { name: /^Saved addresses/ }).click();
  await page.getByRole('option', { name: /Cold storage/ }).click();
  await expect(page.getByRole('textbox', { name: /Wallet address/ })).toHaveValue(ADDRESS);
  await context.close();
});
