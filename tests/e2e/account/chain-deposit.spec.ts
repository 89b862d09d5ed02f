// An on-chain deposit in a real browser: an investor deposits ether, the dialog shows the
// derived address, the exact amount, a QR code, the time left and the network warning; the
// payment is sent on the local chain (ganache, started by global-setup.ts with the operator's
// xpub from its test mnemonic) and the dialog follows it to 'Credited', and the activity row
// turns 'Successful' without an admin. The dialog is axe-clean and fits at 375, 1024 and 1440 px.
import { axeAt, expectAxeClean, expectAxeCleanPerLayout } from '../axe';
import { expect, test, type Page } from '@playwright/test';
import { mineBlocks, payEtherOnChain } from '../chain-helpers';
import { balanceOf, newSignedInInvestor, startSignedIn } from './helpers';

/** The dialog's entrance is over (axe reads colours mid-fade otherwise); the status spinner turns for ever. */
const transitionsDone = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

async function openPaymentDialog(page: Page, usd: string) {
  await page.goto('/account/deposit');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: /Ethereum/ }).click();
  await page.getByRole('textbox', { name: 'Amount (USD)' }).fill(usd);
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your deposit' });
  await expect(confirm).toContainText('a fresh Ethereum address for this deposit alone');
  await confirm.getByRole('button', { name: 'Confirm the Deposit' }).click();
  const payment = page.getByRole('dialog', { name: 'Send your Ethereum payment' });
  await expect(payment).toBeVisible();
  return payment;
}

test('an ether deposit is paid on the chain and credited without an admin', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const investor = await newSignedInInvestor(request, 'chain');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await startSignedIn(context, investor);
  const page = await context.newPage();

  const payment = await openPaymentDialog(page, '300');
  // the quote: $300 at the stand-in's $3,000 per ether
  await expect(payment).toContainText('0.1 ETH');
  const address = (await payment.getByTestId('deposit-address').textContent())!.trim();
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(payment.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(payment.getByRole('timer')).toHaveText(/^(29|30):\d\d$/);
  await expect(payment).toContainText('Send only Ethereum on the Ethereum network to this address.');
  const status = payment.getByRole('status');
  await expect(status).toHaveText('Waiting for your payment');
  await transitionsDone(page);
  await expectAxeClean(page, 'the payment dialog', { include: '[role="dialog"]' });

  // paid: mined in one block (1 of 2), then one more block confirms it
  await payEtherOnChain(address, '0.1');
  await expect(status).toHaveText('Seen, 1 of 2 confirmations', { timeout: 20_000 });
  await mineBlocks(1);
  await expect(status).toHaveText('Credited', { timeout: 20_000 });
  expect(await balanceOf(request, investor)).toBe(300);

  await payment.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Activities' }).click();
  const activity = page.getByRole('table', { name: 'Your transactions' });
  await expect(activity.getByRole('row').nth(1)).toContainText(/Deposit\s*Ethereum\s*\$300\.00\s*Successful/);
  await context.close();
});

for (const width of [375, 1024]) {
  test(`the payment dialog fits${axeAt(width) ? ' and is axe-clean' : ''} at ${width} px`, async ({ browser, request }) => {
    const investor = await newSignedInInvestor(request, `chain${width}`);
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await startSignedIn(context, investor);
    const page = await context.newPage();
    const payment = await openPaymentDialog(page, '150');
    await expect(payment.getByRole('img', { name: /QR code/ })).toBeVisible();
    await transitionsDone(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways spill').toBe(true);
    const box = await payment.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await expectAxeCleanPerLayout(page, undefined, { include: '[role="dialog"]' });
    await context.close();
  });
}
