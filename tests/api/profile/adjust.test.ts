import { asc, eq } from 'drizzle-orm';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { auditLog, ledgerEntries, users } from '@/server/db/schema';
import {
  adjust,
  createInvestor,
  createCallers,
  expectError,
  expectFieldError,
  expectLedgerReconciled,
  expectNoSecrets,
  injectAs,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let support: TestUser;

beforeAll(async () => {
  ({ ctx, admin, support } = await createCallers());
});
afterAll(() => ctx.close());

const row = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const ledgerOf = (id: string) => ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, id)).orderBy(asc(ledgerEntries.id));
const auditOf = (id: string) => ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.id));
const post = (token: string | undefined, id: string, payload: unknown) =>
  injectAs(ctx.app, token, { method: 'POST', url: `/api/profile/${id}/adjust`, payload: payload as object });

describe('POST /api/profile/{id}/adjust', () => {
  it('a credit: 200 with the user, one ledger row, one audit row', async () => {
    const u = await createInvestor(ctx.app);
    const res = await adjust(ctx.app, admin.token, u.id, 250.5, 'balance', 'welcome bonus');
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res.body);
    expect(res.json()).toMatchObject({ _id: u.id, acct_bal: 250.5, acct_bonus: 0 });

    const ledger = await ledgerOf(u.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      account: 'balance',
      amountCents: 25050,
      kind: 'adjustment',
      actorId: admin.id,
      reason: 'welcome bonus',
      transactionId: null,
    });

    const audit = await auditOf(u.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'user.credit', entity: 'user' });
    expect(audit[0].before).toEqual({ account: 'balance', cents: 0 });
    expect(audit[0].after).toEqual({ account: 'balance', cents: 25050, amountCents: 25050, reason: 'welcome bonus' });

    // the investor sees it
    expect((await injectAs(ctx.app, u.token, { method: 'GET', url: '/api/profile/me' })).json().acct_bal).toBe(250.5);
    await expectLedgerReconciled(ctx.db);
  });

  it('a debit: negative amount, audited as a debit', async () => {
    const u = await createInvestor(ctx.app);
    await adjust(ctx.app, admin.token, u.id, 100);
    const res = await adjust(ctx.app, admin.token, u.id, -40.25, 'balance', 'fee');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().acct_bal).toBe(59.75);
    expect((await ledgerOf(u.id)).map((l) => l.amountCents)).toEqual([10000, -4025]);
    const audit = await auditOf(u.id);
    expect(audit.map((a) => a.action)).toEqual(['user.credit', 'user.debit']);
    expect(audit[1].before).toEqual({ account: 'balance', cents: 10000 });
    expect(audit[1].after).toMatchObject({ cents: 5975, amountCents: -4025, reason: 'fee' });
    await expectLedgerReconciled(ctx.db);
  });

  it('a debit of the whole balance leaves exactly zero', async () => {
    const u = await createInvestor(ctx.app);
    await adjust(ctx.app, admin.token, u.id, 33.33);
    const res = await adjust(ctx.app, admin.token, u.id, -33.33);
    expect(res.statusCode).toBe(200);
    expect(res.json().acct_bal).toBe(0);
    await expectLedgerReconciled(ctx.db);
  });

  it('a debit past the balance: 409 with a message, and nothing changes', async () => {
    const u = await createInvestor(ctx.app);
    await adjust(ctx.app, admin.token, u.id, 100);
    const before = await row(u.id);
    const ledgerBefore = await ledgerOf(u.id);
    const auditBefore = await auditOf(u.id);

    expectError(await adjust(ctx.app, admin.token, u.id, -100.01), 409, MSG.insufficientFunds);
    expectError(await adjust(ctx.app, admin.token, u.id, -1_000_000), 409, MSG.insufficientFunds);

    expect(await row(u.id)).toEqual(before);
    expect(await ledgerOf(u.id)).toEqual(ledgerBefore);
    expect(await auditOf(u.id)).toEqual(auditBefore);
    await expectLedgerReconciled(ctx.db);
  });

  it('the bonus (profit) account is separate from the balance', async () => {
    const u = await createInvestor(ctx.app);
    await adjust(ctx.app, admin.token, u.id, 500);
    const res = await adjust(ctx.app, admin.token, u.id, 12.34, 'bonus');
    expect(res.json()).toMatchObject({ acct_bal: 500, acct_bonus: 12.34 });
    // the bonus cannot go below zero even though the balance could pay
    expectError(await adjust(ctx.app, admin.token, u.id, -12.35, 'bonus'), 409, MSG.insufficientFunds);
    expect((await adjust(ctx.app, admin.token, u.id, -12.34, 'bonus')).json()).toMatchObject({ acct_bal: 500, acct_bonus: 0 });
    const ledger = await ledgerOf(u.id);
    expect(ledger.map((l) => [l.account, l.amountCents])).toEqual([
      ['balance', 50000],
      ['bonus', 1234],
      ['bonus', -1234],
    ]);
    await expectLedgerReconciled(ctx.db);
  });

  it('the reason is trimmed and recorded', async () => {
    const u = await createInvestor(ctx.app);
    await adjust(ctx.app, admin.token, u.id, 1, 'balance', '   goodwill   ');
    expect((await ledgerOf(u.id))[0].reason).toBe('goodwill');
    await expectLedgerReconciled(ctx.db);
  });

  it('concurrent debits never overdraw: exactly the ones the balance covers succeed', async () => {
    const u = await createInvestor(ctx.app);
    await adjust(ctx.app, admin.token, u.id, 100);
    const results = await Promise.all(Array.from({ length: 5 }, () => adjust(ctx.app, admin.token, u.id, -30)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409]);
    expect((await row(u.id)).acctBal).toBe(1000);
    expect((await ledgerOf(u.id)).map((l) => l.amountCents).sort((a, b) => a - b)).toEqual([-3000, -3000, -3000, 10000]);
    await expectLedgerReconciled(ctx.db);
  });

  it('concurrent credits all land (deltas, not overwrites)', async () => {
    const u = await createInvestor(ctx.app);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => adjust(ctx.app, admin.token, u.id, 10 + i)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await row(u.id)).acctBal).toBe((10 + 11 + 12 + 13 + 14 + 15) * 100);
    await expectLedgerReconciled(ctx.db);
  });

  it('an admin never adjusts their own figures, credit or debit: 403 and nothing changes', async () => {
    for (const amount of [1, -1]) expectError(await adjust(ctx.app, admin.token, admin.id, amount), 403, PAYOUT_MSG.ownMoney);
    expect((await auditOf(admin.id)).some((a) => a.action === 'user.credit' || a.action === 'user.debit')).toBe(false);
    await expectLedgerReconciled(ctx.db);
  });

  describe('Idempotency-Key: a retried adjustment moves money once', () => {
    const withKey = (token: string, id: string, payload: object, key: string) =>
      injectAs(ctx.app, token, { method: 'POST', url: `/api/profile/${id}/adjust`, payload, headers: { 'idempotency-key': key } });

    it('the same key and body twice: one ledger row, the same answer replayed', async () => {
      const u = await createInvestor(ctx.app);
      const payload = { account: 'balance', amount: 75, reason: 'retry-safe credit' };
      const first = await withKey(admin.token, u.id, payload, `adj-${u.id}`);
      expect(first.statusCode, first.body).toBe(200);
      const second = await withKey(admin.token, u.id, payload, `adj-${u.id}`);
      expect(second.statusCode).toBe(200);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json()).toEqual(first.json());
      expect((await ledgerOf(u.id)).map((l) => l.amountCents)).toEqual([7500]);
      expect((await row(u.id)).acctBal).toBe(7500);
      await expectLedgerReconciled(ctx.db);
    });

    it('copies sent at the same moment still move money once', async () => {
      const u = await createInvestor(ctx.app);
      const payload = { account: 'balance', amount: 20, reason: 'double click' };
      const results = await Promise.all(Array.from({ length: 4 }, () => withKey(admin.token, u.id, payload, `burst-${u.id}`)));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await ledgerOf(u.id)).map((l) => l.amountCents)).toEqual([2000]);
      await expectLedgerReconciled(ctx.db);
    });

    it('the same key with a different body: 409, nothing more moves', async () => {
      const u = await createInvestor(ctx.app);
      await withKey(admin.token, u.id, { account: 'balance', amount: 10, reason: 'a' }, `diff-${u.id}`);
      expectError(await withKey(admin.token, u.id, { account: 'balance', amount: 11, reason: 'a' }, `diff-${u.id}`), 409);
      expect((await ledgerOf(u.id)).map((l) => l.amountCents)).toEqual([1000]);
      await expectLedgerReconciled(ctx.db);
    });

    it('a refused debit stores nothing: its retry runs again once funds are there', async () => {
      const u = await createInvestor(ctx.app);
      const debit = { account: 'balance', amount: -50, reason: 'fee' };
      expectError(await withKey(admin.token, u.id, debit, `fee-${u.id}`), 409, MSG.insufficientFunds);
      await adjust(ctx.app, admin.token, u.id, 60);
      const retry = await withKey(admin.token, u.id, debit, `fee-${u.id}`);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(retry.json().acct_bal).toBe(10);
      await expectLedgerReconciled(ctx.db);
    });

    it('a malformed key: 400', async () => {
      const u = await createInvestor(ctx.app);
      expectError(await withKey(admin.token, u.id, { account: 'balance', amount: 1, reason: 'x' }, 'k'.repeat(256)), 400);
      expect(await ledgerOf(u.id)).toEqual([]);
    });

    it('the same key and body for another user is not a replay of the first user', async () => {
      const [a, b] = [await createInvestor(ctx.app), await createInvestor(ctx.app)];
      const payload = { account: 'balance', amount: 100, reason: 'campaign bonus' };
      expect((await withKey(admin.token, a.id, payload, 'shared-key-1')).statusCode).toBe(200);
      const res = await withKey(admin.token, b.id, payload, 'shared-key-1');
      // another request under a used key: refused, and never a's profile presented as b's result
      expectError(res, 409);
      expect((await row(b.id)).acctBal).toBe(0);
      expect((await row(a.id)).acctBal).toBe(10000);
      await expectLedgerReconciled(ctx.db);
    });
  });

  describe('validation: 400 naming the field, nothing moves', () => {
    let target: TestUser;
    beforeAll(async () => {
      target = await createInvestor(ctx.app);
    });
    const valid = { account: 'balance', amount: 10, reason: 'test' };

    it.each([
      ['amount', 0, MSG.amountNonZero],
      ['amount', -0, MSG.amountNonZero],
      ['amount', '10', MSG.amountNumber],
      ['amount', null, MSG.amountNumber],
      ['amount', 10.001, MSG.amountCents],
      ['amount', -0.005, MSG.amountCents],
      ['amount', 100_000_000.01, MSG.amountTooLarge],
      ['amount', -1e15, MSG.amountTooLarge],
      ['amount', 1e300, MSG.amountTooLarge],
      ['amount', true, MSG.amountNumber],
      ['account', 'savings', 'Account must be balance or bonus'],
      ['account', 'acct_bal', 'Account must be balance or bonus'],
      ['reason', '', MSG.reasonRequired],
      ['reason', '    ', MSG.reasonRequired],
      ['reason', 42, MSG.reasonRequired],
    ])('%s = %j -> %s', async (field, value, message) => {
      const res = await post(admin.token, target.id, { ...valid, [field]: value });
      expectFieldError(res, field, message);
      expect(await ledgerOf(target.id)).toEqual([]);
    });

    it.each(['amount', 'account', 'reason'])('missing %s', async (field) => {
      const payload: Record<string, unknown> = { ...valid };
      delete payload[field];
      expectFieldError(await post(admin.token, target.id, payload), field, /.+/);
    });

    it('a reason longer than 500 characters', async () => {
      expectFieldError(await post(admin.token, target.id, { ...valid, reason: 'r'.repeat(501) }), 'reason', /.+/);
    });

    it('NaN and Infinity cannot be sent as JSON numbers; as raw JSON they are refused', async () => {
      for (const raw of ['{"account":"balance","amount":NaN,"reason":"x"}', '{"account":"balance","amount":Infinity,"reason":"x"}']) {
        const res = await injectAs(ctx.app, admin.token, {
          method: 'POST',
          url: `/api/profile/${target.id}/adjust`,
          headers: { 'content-type': 'application/json' },
          payload: raw,
        });
        expectError(res, 400);
      }
      // 1e400 parses as Infinity
      const huge = await injectAs(ctx.app, admin.token, {
        method: 'POST',
        url: `/api/profile/${target.id}/adjust`,
        headers: { 'content-type': 'application/json' },
        payload: '{"account":"balance","amount":1e400,"reason":"x"}',
      });
      expectFieldError(huge, 'amount', /.+/);
    });

    it('an amount too small to be a cent is refused, never a 500', async () => {
      for (const amount of [0.001, 1e-9, -1e-12, 5e-324]) {
        const res = await post(admin.token, target.id, { ...valid, amount });
        expectFieldError(res, 'amount', /.+/);
      }
      expect(await ledgerOf(target.id)).toEqual([]);
    });

    it('unknown fields are refused (no userid or kind smuggled in)', async () => {
      for (const field of ['userid', 'kind', 'actorId', 'transactionId']) {
        expectFieldError(await post(admin.token, target.id, { ...valid, [field]: 'x' }), field, MSG.fieldUnknown(field));
      }
      expect(await ledgerOf(target.id)).toEqual([]);
    });

    it('the largest amount allowed is accepted: 100 million dollars', async () => {
      const u = await createInvestor(ctx.app);
      const res = await adjust(ctx.app, admin.token, u.id, 100_000_000);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().acct_bal).toBe(100_000_000);
      const twice = await adjust(ctx.app, admin.token, u.id, 100_000_000);
      expect(twice.json().acct_bal).toBe(200_000_000);
      await expectLedgerReconciled(ctx.db);
    });
  });

  describe('who may adjust', () => {
    it('an investor: 403 for someone else and for themselves; nothing moves', async () => {
      const [a, b] = [await createInvestor(ctx.app), await createInvestor(ctx.app)];
      expectError(await adjust(ctx.app, a.token, b.id, 100), 403, MSG.forbidden);
      expectError(await adjust(ctx.app, a.token, a.id, 100), 403, MSG.forbidden);
      expect(await ledgerOf(a.id)).toEqual([]);
      expect(await ledgerOf(b.id)).toEqual([]);
    });

    it('support: 403 (no money)', async () => {
      const b = await createInvestor(ctx.app);
      expectError(await adjust(ctx.app, support.token, b.id, 100), 403, MSG.forbidden);
      expectError(await adjust(ctx.app, support.token, support.id, 100), 403);
      expect(await ledgerOf(b.id)).toEqual([]);
    });

    it('anonymous: 401, even with an invalid body', async () => {
      const b = await createInvestor(ctx.app);
      expectError(await post(undefined, b.id, { account: 'balance', amount: 100, reason: 'x' }), 401, MSG.unauthenticated);
      expectError(await post(undefined, b.id, {}), 401, MSG.unauthenticated);
      expect(await ledgerOf(b.id)).toEqual([]);
    });

    it('unknown or deleted user: 404, nothing moves', async () => {
      expectError(await adjust(ctx.app, admin.token, '00000000-0000-4000-8000-000000000000', 10), 404, MSG.userNotFound);
      const u = await createInvestor(ctx.app);
      await injectAs(ctx.app, admin.token, { method: 'DELETE', url: `/api/profile/${u.id}` });
      expectError(await adjust(ctx.app, admin.token, u.id, 10), 404, MSG.userNotFound);
      expect(await ledgerOf(u.id)).toEqual([]);
      expectFieldError(await adjust(ctx.app, admin.token, 'not-a-uuid', 10), 'id', 'Not a valid id');
      await expectLedgerReconciled(ctx.db);
    });
  });
});
