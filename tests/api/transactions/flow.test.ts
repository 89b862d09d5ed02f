import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@/server/lib/clock';
import { runAccrualCycle } from '@/server/modules/accrual/service';
import { bearer, createInvestor, createTestApp, expectLedgerReconciled, loginAdmin, type TestContext } from '@/tests/helpers/test-app';

const clock = new ManualClock(new Date('2026-01-01T10:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(() => ctx.close());

describe('money flow', () => {
  it('deposit, approve, invest, accrue, mature', async () => {
    const { app } = ctx;
    const u = await createInvestor(app);
    const admin = await loginAdmin(app);
    const wallets = (await app.inject({ url: '/api/address/btc', headers: bearer(u.token) })).json();
    const address = wallets[0]?.address ?? 'bc1qv3jk6medv3jhqmmnd96z6cn5vvqqqqqqfthxkf';
    const dep = await app.inject({
      method: 'POST',
      url: '/api/transaction/save',
      headers: bearer(u.token),
      payload: { userid: u.id, trnx_type: 'deposit', amount: 10000, payment_method: 'Bitcoin', payment_address: address },
    });
    expect(dep.statusCode, dep.body).toBe(201);
    const approve = await app.inject({
      method: 'PUT',
      url: `/api/transaction/${dep.json()._id}`,
      headers: bearer(admin.token),
      payload: { status: 'successful' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const again = await app.inject({
      method: 'PUT',
      url: `/api/transaction/${dep.json()._id}`,
      headers: bearer(admin.token),
      payload: { status: 'successful' },
    });
    expect(again.statusCode).toBe(200);
    let me = (await app.inject({ url: '/api/profile/me', headers: bearer(u.token) })).json();
    expect(me.acct_bal).toBe(10000);

    clock.advance(60_000);
    const plans = (await app.inject({ url: '/api/plans/all', headers: bearer(u.token) })).json();
    const plan = plans.find((p: { name: string }) => p.name === 'Crypto Starter') ?? { _id: undefined, name: 'Crypto Starter' };
    const inv = await app.inject({
      method: 'POST',
      url: '/api/transaction/invest',
      headers: { ...bearer(u.token), 'idempotency-key': 'k1' },
      payload: { userid: u.id, plan: plan.name, planId: plan._id, currency: 'usd', amount: 5000, duration: 999, roi: 99 },
    });
    expect(inv.statusCode, inv.body).toBe(201);
    const replay = await app.inject({
      method: 'POST',
      url: '/api/transaction/invest',
      headers: { ...bearer(u.token), 'idempotency-key': 'k1' },
      payload: { userid: u.id, plan: plan.name, planId: plan._id, currency: 'usd', amount: 5000, duration: 999, roi: 99 },
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()._id).toBe(inv.json()._id);
    expect(inv.json()).toMatchObject({
      trnx_type: 'Crypto Starter',
      payment_method: '7',
      payment_address: '1.5',
      roi: 1.5,
      duration: 7,
      status: 'active',
    });
    me = (await app.inject({ url: '/api/profile/me', headers: bearer(u.token) })).json();
    expect(me.acct_bal).toBe(5000);

    expect(await runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now())).toMatchObject({ ran: true, daysPaid: 0 });
    clock.advanceDays(3);
    expect(await runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now())).toMatchObject({ daysPaid: 3 });
    expect(await runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now())).toMatchObject({ daysPaid: 0 });
    me = (await app.inject({ url: '/api/profile/me', headers: bearer(u.token) })).json();
    expect(me.acct_bonus).toBe(225);
    clock.advanceDays(10);
    expect(await runAccrualCycle({ db: ctx.db, notifier: ctx.app.notifier }, clock.now())).toMatchObject({ daysPaid: 4, settled: 1 });
    me = (await app.inject({ url: '/api/profile/me', headers: bearer(u.token) })).json();
    expect(me).toMatchObject({ acct_bal: 10525, acct_bonus: 0 });
    const list = await app.inject({ url: `/api/transaction/${u.id}`, headers: bearer(u.token) });
    expect(list.json().map((t: { status: string }) => t.status)).toEqual(['completed', 'successful']);
    const all = await app.inject({
      url: '/api/transaction/all/?range=[0,0]&filter={"trnx_type":"investment"}',
      headers: bearer(admin.token),
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-range']).toBe('transaction 0-0/1');
    await expectLedgerReconciled(ctx.db);
  });
});
