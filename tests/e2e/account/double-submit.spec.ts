// Two clicks on 'Confirm the Deposit' or 'Confirm & Proceed' that land in
// the same task (before React re-renders and disables the button) make one record and move
// the money once, in the built app on the real server.
import { expect, test, type Locator } from '@playwright/test';
import { adminToken, balanceOf, bearer, newSignedInInvestor, startSignedIn, transactionsOf } from './helpers';

/** Two clicks dispatched in one task: nothing can re-render between them. */
const clickTwiceInOneTask = (button: Locator) =>
  button.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
  });

test('a double click confirms one deposit and one investment, debited once', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const investor = await newSignedInInvestor(request, 'double');
  await startSignedIn(context, investor);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/transaction\/(save|invest)$/.test(r.url())) posts.push(r.headers()['idempotency-key']);
  });

  // the deposit
  await page.goto('/account/deposit');
  await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('5000');
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your deposit' });
  await expect(confirm.getByTestId('deposit-address')).toHaveText(/^bc1q/);
  await clickTwiceInOneTask(confirm.getByRole('button', { name: 'Confirm the Deposit' }));
  await expect(page.getByRole('dialog', { name: 'Processing!' })).toBeVisible();
  const deposits = (await transactionsOf(request, investor)).filter((t) => t.type === 'deposit');
  expect(deposits).toHaveLength(1);
  // both clicks did send, with one key: the server answered the second from the first
  expect(posts).toHaveLength(2);
  expect(new Set(posts).size).toBe(1);

  const admin = await adminToken(request);
  const approved = await request.put(`/api/transaction/${deposits[0]._id}`, { headers: bearer(admin), data: { status: 'successful' } });
  expect(approved.status()).toBe(200);
  expect(await balanceOf(request, investor)).toBe(5000);

  // the investment
  const plans = await request.get('/api/plans/all', { headers: bearer(investor.token) });
  const starter = (await plans.json()).find((p: { name: string }) => p.name === 'Crypto Starter');
  await page.evaluate((plan) => window.sessionStorage.setItem('selectedPlan', JSON.stringify({ planId: plan._id, plan })), starter);
  await page.goto('/account/investmentform');
  await page.getByRole('button', { name: '$3,000' }).click();
  posts.length = 0;
  await clickTwiceInOneTask(page.getByRole('button', { name: 'Confirm & Proceed' }));
  await expect(page).toHaveURL(/\/account$/);
  const investments = (await transactionsOf(request, investor)).filter((t) => t.type === 'investment');
  expect(investments).toHaveLength(1);
  expect(posts).toHaveLength(2);
  expect(new Set(posts).size).toBe(1);
  expect(await balanceOf(request, investor)).toBe(2000);
});
