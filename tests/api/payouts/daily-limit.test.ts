// The daily withdrawal limit: a user's withdrawals pending or paid in the last 24 hours,
// the new one included, stay within DAILY_WITHDRAWAL_LIMIT_USD or the user's own limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { expectError, expectLedgerReconciled } from '@/tests/helpers/test-app';
import { auditOf, balances, call, HOUR_MS, snapshot, tally } from '../transactions/money-helpers';
import { newWithdrawal, reject, requestWithdrawal, richInvestor, startDesk } from './desk-helpers';

let s: Awaited<ReturnType<typeof startDesk>>;
beforeAll(async () => {
  s = await startDesk();
});
afterAll(() => s.ctx.close());

const setLimit = (id: string, limit: unknown, token = s.admin.token) =>
  call(s.ctx.app, token, { method: 'PUT', url: `/api/profile/update/${id}`, payload: { daily_withdrawal_limit: limit } });

describe('the daily limit', () => {
  it('up to the limit exactly; a cent more is 403 naming what is left; nothing changes', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    await newWithdrawal(s.ctx.app, u, 6000);
    const before = await snapshot(s.ctx.db, u.id);
    const over = await requestWithdrawal(s.ctx.app, u, 4000.01);
    expectError(over, 403, 'Daily withdrawal limit reached: you can withdraw up to $4,000.00 more today (limit $10,000.00)');
    expect(await snapshot(s.ctx.db, u.id)).toEqual(before);
    await newWithdrawal(s.ctx.app, u, 4000);
    expectError(await requestWithdrawal(s.ctx.app, u, 100), 403, PAYOUT_MSG.dailyLimit(0, 1_000_000));
    await expectLedgerReconciled(s.ctx.db);
  });

  it('a rejected withdrawal frees its share; 24 hours later the day starts again (rolling)', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 10_000);
    expect((await requestWithdrawal(s.ctx.app, u, 100)).statusCode).toBe(403);
    expect((await reject(s.ctx.app, s.admin, w._id, 'Try a smaller amount')).statusCode).toBe(200);
    await newWithdrawal(s.ctx.app, u, 9000);
    s.clock.advance(23 * HOUR_MS);
    expectError(await requestWithdrawal(s.ctx.app, u, 1000.01), 403, PAYOUT_MSG.dailyLimit(100_000, 1_000_000));
    s.clock.advance(HOUR_MS);
    await newWithdrawal(s.ctx.app, u, 10_000);
  });

  it('concurrent requests cannot pass it together', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const all = await Promise.all(Array.from({ length: 6 }, () => requestWithdrawal(s.ctx.app, u, 3000)));
    expect(tally(all)).toEqual({ 201: 3, 403: 3 });
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 5_000_000 - 900_000, bonus: 0 });
    await expectLedgerReconciled(s.ctx.db);
  });

  it("an admin sets a user's own limit (audited) and clears it back to the default", async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const res = await setLimit(u.id, 500);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ daily_withdrawal_limit: 500 });
    const [audit] = (await auditOf(s.ctx.db, u.id, 'user.update')).slice(-1);
    expect(audit.after).toMatchObject({ daily_withdrawal_limit: 500 });
    expectError(await requestWithdrawal(s.ctx.app, u, 500.01), 403, PAYOUT_MSG.dailyLimit(50_000, 50_000));
    await newWithdrawal(s.ctx.app, u, 500);

    // a raise waits for a second admin (approvals.test.ts); admin2 approves it
    const raised = await setLimit(u.id, 20_000);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({
      daily_withdrawal_limit: 500,
      pending_approvals: [{ kind: 'withdrawal_limit', daily_withdrawal_limit: 20_000 }],
    });
    const approved = await call(s.ctx.app, s.admin2.token, {
      method: 'POST',
      url: `/api/approvals/${raised.json().pending_approvals[0]._id}/approve`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await newWithdrawal(s.ctx.app, u, 19_500);
    expectError(await requestWithdrawal(s.ctx.app, u, 0.01 + 100), 403, PAYOUT_MSG.dailyLimit(0, 2_000_000));

    const cleared = await setLimit(u.id, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).not.toHaveProperty('daily_withdrawal_limit');
    expectError(await requestWithdrawal(s.ctx.app, u, 100), 403, PAYOUT_MSG.dailyLimit(1_000_000 - 2_000_000, 1_000_000));
  });

  it('only admins set it, to whole dollars from 0', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    expect((await setLimit(u.id, 50_000, u.token)).statusCode).toBe(400);
    expect((await setLimit(u.id, 50_000, s.support.token)).statusCode).toBe(403);
    for (const bad of [-1, 1.5, 'lots', 100_000_001]) {
      const res = await setLimit(u.id, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe(PAYOUT_MSG.dailyLimitInvalid);
    }
    expect((await setLimit(u.id, 0)).statusCode).toBe(200);
    expectError(await requestWithdrawal(s.ctx.app, u, 100), 403, PAYOUT_MSG.dailyLimit(0, 0));
  });
});
