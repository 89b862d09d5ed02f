// Risk flags: computed when a withdrawal is made, stored on it, shown to staff,
// never refusing it. Each flag raised, and not raised.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import type { RiskFlag } from '@/common/validation/payouts';
import type { TestUser } from '@/tests/helpers/test-app';
import { testAddress } from '../test-addresses';
import { enrol, nextCode } from '../two-factor/two-factor-helpers';
import { call, createPlan, DAY_MS, deposit, depositAddress, HOUR_MS, invest, setStatus, txRow } from '../transactions/money-helpers';
import { newWithdrawal, pay, richInvestor, startDesk } from './desk-helpers';

let s: Awaited<ReturnType<typeof startDesk>>;
beforeAll(async () => {
  // the flags, not the hold that follows a security change (tests/api/transactions/security-hold.test.ts)
  s = await startDesk({ DAILY_WITHDRAWAL_LIMIT_USD: '1000000', SECURITY_CHANGE_HOLD: '0s' });
  await createPlan(s.ctx.app, s.admin.token, { name: 'Flag Plan', min: 100, max: 100_000, roi: 1, duration: 7 });
});
afterAll(() => s.ctx.close());

let n = 0;
/** A Bitcoin address nobody else in this suite uses. */
const freshAddress = () => testAddress('btc', `flags-${++n}`);

const flagsOf = async (id: string): Promise<RiskFlag[]> => {
  const res = await call(s.ctx.app, s.support.token, { url: `/api/transaction/single/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().risk_flags;
};

/** An investor with one paid withdrawal of $200 to an address of their own: a quiet history. */
async function settled(): Promise<{ u: TestUser; to: string }> {
  const u = await richInvestor(s.ctx.app, s.admin);
  const to = freshAddress();
  const first = await newWithdrawal(s.ctx.app, u, 200, to);
  expect((await pay(s.ctx.app, s.admin, first._id)).statusCode).toBe(200);
  return { u, to };
}

describe('risk flags', () => {
  it('none for a usual amount to a known address; the first to an address is new_address', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const to = freshAddress();
    const first = await newWithdrawal(s.ctx.app, u, 200, to);
    expect(await flagsOf(first._id)).toEqual(['new_address']);
    // still new while nothing was paid there
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 200, to))._id)).toEqual(['new_address']);
    expect((await pay(s.ctx.app, s.admin, first._id)).statusCode).toBe(200);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 200, to))._id)).toEqual([]);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 200, freshAddress()))._id)).toEqual(['new_address']);
  });

  it('above_usual: more than 3x the average paid withdrawal; with none paid, from the two-person threshold', async () => {
    const { u, to } = await settled();
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 600, to))._id)).toEqual([]);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 600.01, to))._id)).toEqual(['above_usual']);
    const fresh = await richInvestor(s.ctx.app, s.admin);
    const other = freshAddress();
    expect(await flagsOf((await newWithdrawal(s.ctx.app, fresh, 999.99, other))._id)).toEqual(['new_address']);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, fresh, 1000, other))._id)).toEqual(['new_address', 'above_usual']);
  });

  it('shared_address: another account has withdrawn to this address', async () => {
    const { u: a, to } = await settled();
    const b = await richInvestor(s.ctx.app, s.admin);
    const eth = await newWithdrawal(s.ctx.app, b, 200, testAddress('eth', 'flags-b'), 'eth');
    expect(await flagsOf(eth._id)).toEqual(['new_address']);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, b, 200, to))._id)).toEqual(['new_address', 'shared_address']);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, a, 200, to))._id)).toEqual(['shared_address']);
  });

  it('an address typed in another case is the same address (stored in its one spelling)', async () => {
    const a = await richInvestor(s.ctx.app, s.admin);
    const b = await richInvestor(s.ctx.app, s.admin);
    const checksummed = testAddress('eth', 'flags-case');
    const first = await newWithdrawal(s.ctx.app, a, 200, checksummed, 'eth');
    const lower = await newWithdrawal(s.ctx.app, b, 200, checksummed.toLowerCase(), 'eth');
    expect(lower.payment_address).toBe(checksummed);
    expect(first.payment_address).toBe(checksummed);
    expect(await flagsOf(lower._id)).toEqual(['new_address', 'shared_address']);
  });

  it('pass_through: a deposit of the same amount credited within a day and no investment between', async () => {
    const { u, to } = await settled();
    const address = await depositAddress(s.ctx.app, u.token);
    const dep = await deposit(s.ctx.app, u, 300, address);
    await setStatus(s.ctx.app, s.admin.token, dep._id, 'successful');
    s.clock.advance(HOUR_MS);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 300.01, to))._id)).toEqual([]);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 300, to))._id)).toEqual(['pass_through']);

    const dep2 = await deposit(s.ctx.app, u, 400, address);
    await setStatus(s.ctx.app, s.admin.token, dep2._id, 'successful');
    await invest(s.ctx.app, u, 'Flag Plan', 150);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 400, to))._id)).toEqual([]);

    const dep3 = await deposit(s.ctx.app, u, 250, address);
    await setStatus(s.ctx.app, s.admin.token, dep3._id, 'successful');
    s.clock.advance(DAY_MS);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 250, to))._id)).toEqual([]);
  });

  it('pass_through counts from when the deposit was credited: a later edit of it does not move the window', async () => {
    const { u, to } = await settled();
    const address = await depositAddress(s.ctx.app, u.token);
    const dep = await deposit(s.ctx.app, u, 350, address);
    await setStatus(s.ctx.app, s.admin.token, dep._id, 'successful');
    s.clock.advance(DAY_MS + HOUR_MS);
    // an admin corrects the credited deposit's address a day later (its updatedAt moves; its credit does not)
    await setStatus(s.ctx.app, s.admin.token, dep._id, 'successful', { payment_address: freshAddress() });
    expect((await txRow(s.ctx.db, dep._id)).updatedAt.getTime()).toBe(s.clock.now().getTime());
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 350, to))._id)).toEqual([]);

    // taken back and credited again: the new credit is the one that counts
    await setStatus(s.ctx.app, s.admin.token, dep._id, 'pending');
    expect((await txRow(s.ctx.db, dep._id)).creditedAt).toBeNull();
    await setStatus(s.ctx.app, s.admin.token, dep._id, 'successful');
    expect((await txRow(s.ctx.db, dep._id)).creditedAt?.getTime()).toBe(s.clock.now().getTime());
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 350, to))._id)).toEqual(['pass_through']);
  });

  it('recent_password_change: within 24 hours of a new password', async () => {
    const { u, to } = await settled();
    const changed = await call(s.ctx.app, u.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'another-secret-password', current_password: u.password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = { ...u, token: changed.json().accessToken as string };
    expect(await flagsOf((await newWithdrawal(s.ctx.app, again, 200, to))._id)).toEqual(['recent_password_change']);
    s.clock.advance(DAY_MS);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, again, 200, to))._id)).toEqual([]);
  });

  it('recent_email_change: within 24 hours of a new e-mail address', async () => {
    const { u, to } = await settled();
    const res = await call(s.ctx.app, s.admin.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { email: `changed-${u.email}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    // an address set by an admin is unverified until its owner opens the link (withdrawals wait for it)
    await s.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, u.id));
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 200, to))._id)).toEqual(['recent_email_change']);
    s.clock.advance(DAY_MS);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 200, to))._id)).toEqual([]);
  });

  it('recent_2fa_disabled: within 24 hours of turning two-factor sign-in off', async () => {
    const { u, to } = await settled();
    const { secret } = await enrol(s.ctx.app, u, s.clock);
    const off = await call(s.ctx.app, u.token, {
      method: 'POST',
      url: '/api/auth/2fa/disable',
      payload: { password: u.password, code: nextCode(s.clock, secret) },
    });
    expect(off.statusCode, off.body).toBe(204);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 200, to))._id)).toEqual(['recent_2fa_disabled']);
    s.clock.advance(DAY_MS);
    expect(await flagsOf((await newWithdrawal(s.ctx.app, u, 200, to))._id)).toEqual([]);
  });

  it('flags never refuse a withdrawal: a flagged one is made and stays pending', async () => {
    const u = await richInvestor(s.ctx.app, s.admin);
    const w = await newWithdrawal(s.ctx.app, u, 5000, freshAddress());
    expect(await flagsOf(w._id)).toEqual(['new_address', 'above_usual']);
    expect(w.status).toBe('pending');
  });
});
