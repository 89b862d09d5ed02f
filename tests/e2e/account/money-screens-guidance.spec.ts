// A new investor's money screens in a real browser at 375, 1024 and 1440 px, axe-clean:
// the shared-wallet deposit dialog says about how much bitcoin the dollars are (the stand-in
// price source quotes $60,000), shows a QR code, the network, warns that the seeded wallet is
// a demo address, and takes the payment's hash, which the deposit then carries; the deposit
// screen names the smallest plan's minimum; the investment form shows the balance and the
// shortfall with a Deposit link, offers no quick amount above the plan's maximum, and says
// whether the net return includes the principal.
import { expect, test, type Page } from '@playwright/test';
import { bearer, newSignedInInvestor, startSignedIn, transactionsOf } from './helpers';
import { expectAxeCleanPerLayout } from '../axe';
import { WIDTHS } from '../widths';

const HASH = 'cd'.repeat(32);

/** No transition runs (axe reads colours mid-fade otherwise); a spinner turning for ever is not waited on. */
const idle = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

const fitsWindow = async (page: Page, what: string) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${what}: no sideways spill`).toBe(true);
};

for (const width of WIDTHS) {
  test(`a shared-wallet bitcoin deposit at ${width} px: coin amount, QR, network, demo warning, the sender's hash`, async ({
    browser,
    request,
  }) => {
    const investor = await newSignedInInvestor(request, `shared${width}`);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await startSignedIn(context, investor);
    const page = await context.newPage();
    await page.goto('/account/deposit');
    await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('plan-minimum-note')).toHaveText(
      "Investment plans start at $3,000 (the smallest plan's minimum). A smaller deposit stays in your balance until you add to it.",
    );

    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('600');
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your deposit' });
    await expect(dialog.getByTestId('deposit-address')).toHaveText(/^bc1q/);
    // $600 at $60,000 a bitcoin
    await expect(dialog.getByTestId('deposit-coin-amount')).toContainText('About 0.01 BTC at the current rate of $60,000.00 per BTC.');
    await expect(dialog.getByRole('img', { name: /QR code with the Bitcoin deposit address/ })).toBeVisible();
    await expect(dialog).toContainText('Send only Bitcoin on the Bitcoin network to this address.');
    await expect(dialog.getByTestId('placeholder-wallet-warning')).toContainText('coins sent to it are lost');
    await dialog.getByRole('textbox', { name: 'Transaction hash (optional)' }).fill(HASH);
    await idle(page);
    await fitsWindow(page, 'the confirm dialog');
    const box = (await dialog.getByRole('button', { name: 'Confirm the Deposit' }).boundingBox())!;
    expect(box.x + box.width, 'Confirm inside the window').toBeLessThanOrEqual(width);
    await expectAxeCleanPerLayout(page, `${width}px`, { include: '[role="dialog"]' });

    await dialog.getByRole('button', { name: 'Confirm the Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Processing!' })).toBeVisible();
    const [deposit] = (await transactionsOf(request, investor)).filter((t) => t.type === 'deposit');
    const stored = await request.get(`/api/transaction/single/${deposit._id}`, { headers: bearer(investor.token) });
    expect((await stored.json()).sender_txid).toBe(HASH);
    await context.close();
  });

  test(`the investment form at ${width} px: balance, shortfall with Deposit, presets within the plan, the net return's note`, async ({
    browser,
    request,
  }) => {
    const investor = await newSignedInInvestor(request, `invest${width}`);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await startSignedIn(context, investor);
    const page = await context.newPage();
    const plans = await request.get('/api/plans/all', { headers: bearer(investor.token) });
    // max $9,999: the $10,000 preset is not offered
    const starter = (await plans.json()).find((p: { name: string }) => p.name === 'Crypto Starter');
    await page.goto('/account/deposit');
    await page.evaluate((plan) => window.sessionStorage.setItem('selectedPlan', JSON.stringify({ planId: plan._id, plan })), starter);
    await page.goto('/account/investmentform');
    await expect(page.getByRole('heading', { name: 'Invest in Crypto Starter', level: 1 })).toBeVisible({ timeout: 30_000 });
    const presets = page.getByRole('group', { name: 'Choose an amount' }).getByRole('button');
    await expect(presets).toHaveText(['$3,000', '$3,500', '$4,000', '$4,500', '$5,000']);
    await expect(page.getByTestId('available-balance')).toHaveText('Available balance: $0.00');

    await page.getByRole('button', { name: '$3,000' }).click();
    const short = page.getByTestId('balance-shortfall');
    await expect(short).toContainText('You need $3,000.00 more to invest $3,000.00.');
    await expect(page.getByTestId('summary-net-note')).toHaveText('Includes your $3,000.00 principal, returned at the end of the plan.');
    await idle(page);
    await fitsWindow(page, 'the investment form');
    await expectAxeCleanPerLayout(page, `${width}px`);

    await short.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/account\/deposit$/);
    await context.close();
  });
}
