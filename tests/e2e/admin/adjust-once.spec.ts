import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { as, ok, openAs, signInAdmin, signUp, type Person } from './helpers';

// Double submits: an admin's two clicks on the credit confirmation in the same task
// make one request and one ledger row, and the cached balance still equals the ledger.

const unique = Date.now().toString(36);

let api: APIRequestContext;
let admin: Person;
let investor: Person;

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  admin = await signInAdmin(api);
  investor = await signUp(api, `Olive Once ${unique}`, `olive.once.${unique}@example.com`);
});

test.afterAll(async () => {
  await api.dispose();
});

test('two clicks on Credit in the same task move the money once', async ({ page }) => {
  const adjustCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/profile/${investor.id}/adjust`)) {
      adjustCalls.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await openAs(page, admin, `/admin/users/${investor.id}`);
  await expect(page.getByText('Balance $0.00 · Profit $0.00', { exact: true })).toBeVisible();
  const panel = page.getByRole('form', { name: 'Credit or debit' });
  await panel.getByLabel(/^Amount \(USD\)/).fill('25');
  await panel.getByLabel(/^Reason/).fill('goodwill, clicked twice');
  await panel.getByRole('button', { name: 'Credit balance' }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Credit' });
  await expect(confirm).toBeVisible();
  // both clicks in one task, before the page can re-render: what an impatient double click does
  await confirm.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByText('Credited $25.00 to the balance. It is now $25.00.')).toBeVisible();
  expect(adjustCalls).toHaveLength(1);
  expect(adjustCalls[0]).not.toBe('');

  const ledger = await ok<{ kind: string; account: string; amount: number }[]>(
    await api.get(`/api/profile/${investor.id}/ledger`, { headers: as(admin) }),
  );
  expect(ledger.filter((row) => row.kind === 'adjustment')).toEqual([expect.objectContaining({ account: 'balance', amount: 25 })]);
  const user = await ok<{ acct_bal: number; acct_bonus: number }>(await api.get(`/api/profile/${investor.id}`, { headers: as(admin) }));
  const sum = (account: string) => ledger.filter((row) => row.account === account).reduce((total, row) => total + row.amount, 0);
  expect({ acct_bal: user.acct_bal, acct_bonus: user.acct_bonus }).toEqual({ acct_bal: sum('balance'), acct_bonus: sum('bonus') });
  const report = await ok<{ ok: boolean }>(await api.get('/api/reports/reconcile', { headers: as(admin) }));
  expect(report.ok).toBe(true);
});
