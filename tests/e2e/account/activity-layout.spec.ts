// Your Activity and Active Trades at 375, 1024 and 1440 px show
// every field without a sideways spill (cards on a phone, the table from 600 px), the empty
// Activity keeps its columns, a 0 % progress bar reads empty, and the screens are axe-clean.
import { expect, test, type Page } from '@playwright/test';
import { adminToken, bearer, newSignedInInvestor, startSignedIn } from './helpers';
import { expectAxeCleanPerLayout } from '../axe';
import { WIDTHS } from '../widths';

/** The data is in and no transition runs (axe reads colours mid-fade otherwise). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { name: 'Your Activity', level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const noSidewaysSpill = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('Your Activity', () => {
  test('a new investor: the columns above No Transactions, at every width', async ({ browser, request }) => {
    const investor = await newSignedInInvestor(request, 'empty');
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await startSignedIn(context, investor);
      const page = await context.newPage();
      await page.goto('/account/activity');
      await settled(page);
      const table = page.getByRole('table', { name: 'Your transactions' });
      await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Type', 'Amount', 'Status', 'Actions']);
      await expect(table.getByRole('cell')).toHaveText(['No Transactions']);
      expect(await noSidewaysSpill(page), `${width}px`).toBe(true);
      await expectAxeCleanPerLayout(page, `${width}px`);
      await context.close();
    }
  });

  test('with transactions: cards on a phone, the table from 600 px, every status in full, no spill', async ({ browser, request }) => {
    const investor = await newSignedInInvestor(request, 'activity');
    const wallets = await request.get('/api/address/btc', { headers: bearer(investor.token) });
    const [{ address }] = await wallets.json();
    for (const amount of [100, 250.5, 1234]) {
      const res = await request.post('/api/transaction/save', {
        headers: bearer(investor.token),
        data: { userid: investor.id, trnx_type: 'deposit', amount, payment_method: 'Bitcoin', payment_address: address },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await startSignedIn(context, investor);
      const page = await context.newPage();
      await page.goto('/account/activity');
      await settled(page);
      if (width < 600) {
        const cards = page.getByRole('list', { name: 'Your transactions' }).getByRole('listitem');
        await expect(cards).toHaveCount(3);
        await expect(cards.first()).toContainText(/Deposit\s*Pending\s*Date.+Amount\$1,234\.00\s*CoinBitcoin/);
      } else {
        const rows = page.getByRole('table', { name: 'Your transactions' }).getByRole('row');
        await expect(rows).toHaveCount(4);
        await expect(rows.nth(1)).toContainText(/Deposit\s*Bitcoin\s*\$1,234\.00\s*Pending/);
      }
      // the status label is whole: not cut by its cell or the screen's edge
      for (const chip of await page.locator('.MuiChip-label').all()) {
        const cut = await chip.evaluate((el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > window.innerWidth);
        expect(cut, `${width}px`).toBe(false);
      }
      expect(await noSidewaysSpill(page), `${width}px`).toBe(true);
      await expectAxeCleanPerLayout(page, `${width}px`);
      await context.close();
    }
  });
});

test("a deposit's details take the payment's hash at every width, fit and are axe-clean; the hash is saved and shown", async ({
  browser,
  request,
}) => {
  const investor = await newSignedInInvestor(request, 'hash');
  const [{ address }] = await (await request.get('/api/address/btc', { headers: bearer(investor.token) })).json();
  const made = await request.post('/api/transaction/save', {
    headers: bearer(investor.token),
    data: { userid: investor.id, trnx_type: 'deposit', amount: 300, payment_method: 'Bitcoin', payment_address: address },
  });
  expect(made.status(), await made.text()).toBe(201);
  const hash = 'a1075db55d416d3ca199f55b6084e2115b9345e16c5cf302fc80e9d5fbf5d48d';
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await startSignedIn(context, investor);
    const page = await context.newPage();
    await page.goto('/account/activity');
    await settled(page);
    await page.getByRole('button', { name: /^Details of the deposit of / }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit details' });
    const form = dialog.getByRole('form', { name: 'The hash of your payment' });
    await expect(form).toBeVisible();
    if (width === WIDTHS[0]) {
      await form.getByRole('textbox', { name: /^Transaction hash/ }).fill(hash);
      await form.getByRole('button', { name: 'Save hash' }).click();
      await expect(form.getByText('Saved: our team will match your payment with it.')).toBeVisible();
    }
    await expect(dialog).toContainText(`Your payment's hash${hash}`);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const spill = await dialog.evaluate((el) =>
      [...el.querySelectorAll('*')].some((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5),
    );
    expect(spill, `${width}px`).toBe(false);
    expect(await noSidewaysSpill(page), `${width}px`).toBe(true);
    await expectAxeCleanPerLayout(page, `${width}px`);
    await context.close();
  }
});

test('Active Trades: Plan, Amount, Profit and Status in full at every width; a 0 % bar has a neutral track', async ({
  browser,
  request,
}) => {
  const investor = await newSignedInInvestor(request, 'trades');
  const [{ address }] = await (await request.get('/api/address/btc', { headers: bearer(investor.token) })).json();
  const deposit = await request.post('/api/transaction/save', {
    headers: bearer(investor.token),
    data: { userid: investor.id, trnx_type: 'deposit', amount: 5000, payment_method: 'Bitcoin', payment_address: address },
  });
  const admin = await adminToken(request);
  expect(
    (
      await request.put(`/api/transaction/${(await deposit.json())._id}`, { headers: bearer(admin), data: { status: 'successful' } })
    ).status(),
  ).toBe(200);
  const plans = await (await request.get('/api/plans/all', { headers: bearer(investor.token) })).json();
  const starter = plans.find((p: { name: string }) => p.name === 'Crypto Starter');
  const invested = await request.post('/api/transaction/invest', {
    headers: bearer(investor.token),
    data: { userid: investor.id, planId: starter._id, amount: 3000 },
  });
  expect(invested.status(), await invested.text()).toBe(201);

  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await startSignedIn(context, investor);
    const page = await context.newPage();
    await page.goto('/account/activetrade');
    await expect(page.getByRole('heading', { name: 'Active Trades', level: 1 })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Crypto Starter progress: 0%' });
    await expect(bar).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    // the empty track is a neutral grey, not the light green that read as a full bar
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(245, 245, 245)');
    const trade =
      width < 600
        ? page.getByRole('list', { name: 'Active Trades' }).getByRole('listitem')
        : page.getByRole('table', { name: 'Active Trades' }).getByRole('row').nth(1);
    await expect(trade).toContainText(/Crypto Starter[\s\S]*\$3,000\.00[\s\S]*\$0\.00[\s\S]*0%/);
    expect(await noSidewaysSpill(page), `${width}px`).toBe(true);
    await expectAxeCleanPerLayout(page, `${width}px`);
    await context.close();
  }
});
