// Bad amounts on every money route: 400 in the API's error shape, and nothing changes
// (figures, transaction rows, ledger rows, kept idempotent answers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@/server/lib/clock';
import {
  createInvestor,
  createTestApp,
  expectError,
  expectFieldError,
  expectLedgerReconciled,
  loginAdmin,
  type InjectResponse,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { REJECTION, deposit, depositAddress, fund, MONEY_ENV, snapshot, txRow, verifyKyc, withdraw, type PublicTx } from './money-helpers';

const clock = new ManualClock(new Date('2026-07-01T10:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let u: TestUser;
let btc: string;
let pendingDeposit: PublicTx;
let failedWithdrawal: PublicTx;

beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
  u = await createInvestor(ctx.app);
  btc = await depositAddress(ctx.app, u.token);
  await verifyKyc(ctx.app, admin.token, u.id);
  await fund(ctx.app, admin.token, u.id, 100000);
  pendingDeposit = await deposit(ctx.app, u, 500, btc);
  failedWithdrawal = await withdraw(ctx.app, u, 500);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/transaction/${failedWithdrawal._id}`,
    headers: { authorization: `Bearer ${admin.token}` },
    payload: { status: 'failed', ...REJECTION },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const AMOUNT = '"__AMOUNT__"';

/** The money routes, each as a JSON body with the amount left to fill in. */
const routes = () => [
  {
    name: 'deposit',
    method: 'POST' as const,
    url: '/api/transaction/save',
    token: u.token,
    body: { userid: u.id, trnx_type: 'deposit', amount: '__AMOUNT__', payment_method: 'Bitcoin', payment_address: btc },
  },
  {
    name: 'withdrawal',
    method: 'POST' as const,
    url: '/api/transaction/save',
    token: u.token,
    body: { amount: '__AMOUNT__', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
  },
  {
    name: 'investment',
    method: 'POST' as const,
    url: '/api/transaction/invest',
    token: u.token,
    body: { userid: u.id, plan: 'Gold Reserve', currency: 'usd', amount: '__AMOUNT__' },
  },
  {
    name: 'deposit edit',
    method: 'PUT' as const,
    url: `/api/transaction/${pendingDeposit._id}`,
    token: admin.token,
    body: { status: 'successful', amount: '__AMOUNT__' },
  },
  {
    name: 'withdrawal edit',
    method: 'PUT' as const,
    url: `/api/transaction/${failedWithdrawal._id}`,
    token: admin.token,
    body: { status: 'pending', amount: '__AMOUNT__' },
  },
  {
    name: 'adjust',
    method: 'POST' as const,
    url: `/api/profile/${u.id}/adjust`,
    token: admin.token,
    body: { account: 'balance', amount: '__AMOUNT__', reason: 'bad amount test' },
  },
];

/** Sends the route's body with `raw` spliced in as the amount's JSON text. */
function send(route: ReturnType<typeof routes>[number], raw: string, key?: string): Promise<InjectResponse> {
  return ctx.app.inject({
    method: route.method,
    url: route.url,
    headers: {
      authorization: `Bearer ${route.token}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: JSON.stringify(route.body).replace(AMOUNT, raw),
  }) as Promise<InjectResponse>;
}

async function expectNothingChanged(before: Awaited<ReturnType<typeof snapshot>>) {
  expect(await snapshot(ctx.db, u.id)).toEqual(before);
  expect(await snapshot(ctx.db, admin.id)).toMatchObject({ keys: 0 });
  expect(await txRow(ctx.db, pendingDeposit._id)).toMatchObject({ status: 'pending', amountCents: 50000 });
  expect(await txRow(ctx.db, failedWithdrawal._id)).toMatchObject({ status: 'failed', amountCents: 50000 });
}

describe('bad amounts: 400, nothing changes', () => {
  const cases: [label: string, raw: string, message: string | RegExp][] = [
    ['negative', '-100', /Amount must be greater than zero|The minimum/],
    ['a cent below zero', '-0.01', /Amount must be greater than zero|The minimum/],
    ['zero', '0', /Amount must be greater than zero|Amount must not be zero|The minimum/],
    ['negative zero', '-0', /Amount must be greater than zero|Amount must not be zero|The minimum/],
    ['a string', '"100"', 'Amount must be a number'],
    ['an empty string', '""', /Amount must be a number|Please Select or Enter an amount to Invest\./],
    ['null', 'null', /Amount must be a number|Please Select or Enter an amount to Invest\./],
    ['a boolean', 'true', 'Amount must be a number'],
    ['an array', '[100]', 'Amount must be a number'],
    ['an object', '{"value":100}', 'Amount must be a number'],
    ['over two decimals', '100.001', 'Amount can have at most two decimal places'],
    ['a sliver', '1e-9', /Amount can have at most two decimal places|Amount must be greater than zero/],
    ['absurdly large', '1e15', 'Amount is too large'],
    ['a cent above the largest', '100000000.01', 'Amount is too large'],
    ['overflowing to Infinity', '1e400', 'Amount must be a number'],
    ['overflowing to -Infinity', '-1e400', 'Amount must be a number'],
  ];

  for (const [label, raw, message] of cases) {
    it(label, async () => {
      const before = await snapshot(ctx.db, u.id);
      for (const route of routes()) {
        if (route.name === 'adjust' && raw.startsWith('-') && !raw.includes('e400') && raw !== '-0') continue; // debits are valid there
        const res = await send(route, raw, `bad-${label}-${route.name}`);
        const body = expectFieldError(res, 'amount', message);
        expect(body.statusCode, `${route.name}: ${res.body}`).toBe(400);
      }
      await expectNothingChanged(before);
    });
  }

  it('not JSON numbers at all (NaN, Infinity, hex, a trailing dot): 400', async () => {
    const before = await snapshot(ctx.db, u.id);
    for (const raw of ['NaN', 'Infinity', '-Infinity', '0x64', '100.', '+100', '1_000', "'100'"]) {
      for (const route of routes()) {
        expectError(await send(route, raw, `nan-${raw}-${route.name}`), 400);
      }
    }
    await expectNothingChanged(before);
  });

  it('a missing amount: 400', async () => {
    const before = await snapshot(ctx.db, u.id);
    // (an edit without an amount is a plain status change: not part of this check)
    for (const route of routes().filter((r) => r.method === 'POST')) {
      const body = { ...route.body } as Record<string, unknown>;
      delete body.amount;
      const res = await ctx.app.inject({
        method: route.method,
        url: route.url,
        headers: { authorization: `Bearer ${route.token}` },
        payload: body,
      });
      expectFieldError(res as InjectResponse, 'amount', /Amount must be a number|Please Select or Enter an amount to Invest\./);
    }
    await expectNothingChanged(before);
  });
});

describe('the largest amount is accepted', () => {
  it('100,000,000.00 USD is a valid deposit amount; the boundary is exact', async () => {
    const route = routes()[0];
    const res = await send(route, '100000000');
    expect(res.statusCode, res.body).toBe(201);
    expect((await txRow(ctx.db, res.json()._id)).amountCents).toBe(10_000_000_000);
    const edge = await send(route, '99999999.99');
    expect(edge.statusCode, edge.body).toBe(201);
    expect((await txRow(ctx.db, edge.json()._id)).amountCents).toBe(9_999_999_999);
    await expectLedgerReconciled(ctx.db);
  });
});
