// Every (type, from, to) status change through PUT /api/transaction/{id}, walked against the
// one table that decides them (server/modules/money/state-machine.ts): an allowed edge
// answers 200 and moves exactly its money effect, once (the same request again is a 200 that
// moves nothing); a refused one answers 409 with the table's reason and changes nothing. The cached figures equal the ledger after each type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUSES_BY_TYPE, TRANSACTION_TYPES, type TransactionType } from '@/common/transactions';
import { ManualClock } from '@/server/lib/clock';
import { TRANSITIONS, type MoneyEffect, type Transition } from '@/server/modules/money/state-machine';
import { createInvestor, expectError, expectLedgerReconciled, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import {
  auditOf,
  balances,
  createPlan,
  deposit,
  fund,
  fundedInvestor,
  getTx,
  invest,
  payoutReference,
  type PublicTx,
  putTx,
  setStatus,
  snapshot,
  startMoneyApp,
  verifyKyc,
  withdraw,
  REJECTION,
} from './money-helpers';

const clock = new ManualClock(new Date('2026-05-01T10:00:00Z'));
const AMOUNT = 250;
const CENTS = AMOUNT * 100;
const PLAN = 'State machine plan (returns deposits)';
let ctx: TestContext;
let admin: TestUser;
let btc: string;
let refs = 0;

beforeAll(async () => {
  ({ ctx, admin, btc } = await startMoneyApp(clock));
  // the plan returns the principal, so an early settlement's effect is visible on the balance
  await createPlan(ctx.app, admin.token, { name: PLAN, min: 100, max: 100_000, roi: 1, duration: 30, status: true });
});
afterAll(() => ctx.close());

/**
 * What each effect does to the balance, in cents, written out here rather than read from the
 * service: the clock stands still, so no day of profit is ever due and profit stays 0.
 */
const BALANCE_CHANGE: Record<MoneyEffect, number> = {
  none: 0,
  credit: CENTS,
  reverse_credit: -CENTS,
  hold: -CENTS,
  release: CENTS,
  pay_out: 0,
  hold_and_pay_out: -CENTS,
  pause: 0,
  resume: 0,
  // the plan returns deposits: the principal comes back
  settle: CENTS,
  cancel: CENTS,
};

/**
 * A body that makes the change: marking a withdrawal paid needs its payout reference, and
 * failing a pending one (a rejection) its reason.
 */
const bodyFor = (type: TransactionType, from: string, to: string) =>
  type === 'withdraw' && to === 'successful' && from !== 'successful'
    ? { status: to, payout_reference: payoutReference(++refs) }
    : type === 'withdraw' && from === 'pending' && to === 'failed'
      ? { status: to, ...REJECTION }
      : { status: to };

/** A new record of `type` brought to `status` through the API, by allowed edges only. */
async function recordIn(u: TestUser, type: TransactionType, status: string): Promise<PublicTx> {
  const t =
    type === 'deposit'
      ? await deposit(ctx.app, u, AMOUNT, btc)
      : type === 'withdraw'
        ? await withdraw(ctx.app, u, AMOUNT)
        : await invest(ctx.app, u, PLAN, AMOUNT);
  if (t.status !== status) await setStatus(ctx.app, admin.token, t._id, status, bodyFor(type, t.status, status));
  return getTx(ctx.app, admin.token, t._id);
}

// a status the record stays in once reached: the table allows nothing but itself after it
const isFinal = (type: TransactionType, status: string): boolean =>
  Object.entries<Transition>(TRANSITIONS[type][status] ?? {}).every(([to, t]) => to === status || !t.allowed);

describe('the status table', () => {
  it('has an edge for every pair of statuses of each type, and none of another type', () => {
    for (const type of TRANSACTION_TYPES) {
      const statuses = [...STATUSES_BY_TYPE[type]].sort();
      expect(Object.keys(TRANSITIONS[type]).sort()).toEqual(statuses);
      for (const from of statuses) expect(Object.keys(TRANSITIONS[type][from]).sort()).toEqual(statuses);
    }
  });

  it('a paid withdrawal and a settled investment are final; nothing else is', () => {
    const finals = TRANSACTION_TYPES.flatMap((type) => STATUSES_BY_TYPE[type].filter((s) => isFinal(type, s)).map((s) => `${type}:${s}`));
    expect(finals.sort()).toEqual(['investment:completed', 'investment:failed', 'withdraw:successful']);
  });
});

describe('every (type, from, to) through the API', () => {
  for (const type of TRANSACTION_TYPES) {
    it(`${type}: each edge does what the table says, once`, async () => {
      const u = await createInvestor(ctx.app);
      await verifyKyc(ctx.app, admin.token, u.id);
      await fund(ctx.app, admin.token, u.id, 20 * AMOUNT);
      const walked: string[] = [];
      for (const from of STATUSES_BY_TYPE[type]) {
        for (const to of STATUSES_BY_TYPE[type]) {
          const edge = TRANSITIONS[type][from][to];
          // a new day for each withdrawal: what one admin pays of one user in 24 hours adds up
          // towards the two-person threshold (tests/api/payouts/separation-of-duties.test.ts)
          if (type === 'withdraw') clock.advance(24 * 60 * 60 * 1000 + 1000);
          const t = await recordIn(u, type, from);
          const before = await snapshot(ctx.db, u.id);
          const audits = (await auditOf(ctx.db, t._id, 'transaction.update')).length;
          const body = bodyFor(type, from, to);
          const res = await putTx(ctx.app, admin.token, t._id, body);
          const label = `${type} ${from} -> ${to}`;
          if (edge.allowed) {
            expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
            expect(res.json(), label).toMatchObject({ status: to });
            const after = await snapshot(ctx.db, u.id);
            expect(after.bal - before.bal, `${label}: balance`).toBe(BALANCE_CHANGE[edge.effect]);
            expect(after.bonus, `${label}: profit`).toBe(before.bonus);
            // a change is audited once; the same status again is not a change
            expect((await auditOf(ctx.db, t._id, 'transaction.update')).length - audits, label).toBe(from === to ? 0 : 1);
            // the same request again (a retry, a second admin on a stale screen) is a repeat: 200, nothing moves
            const settled = { money: await snapshot(ctx.db, u.id), audits: (await auditOf(ctx.db, t._id)).length };
            const again = await putTx(ctx.app, admin.token, t._id, body);
            expect(again.statusCode, `${label} again: ${again.body}`).toBe(200);
            expect(again.json(), `${label} again`).toEqual(res.json());
            expect({ money: await snapshot(ctx.db, u.id), audits: (await auditOf(ctx.db, t._id)).length }, `${label} again`).toEqual(
              settled,
            );
          } else {
            expectError(res, 409, edge.reason);
            expect(await snapshot(ctx.db, u.id), label).toEqual(before);
            expect(await getTx(ctx.app, admin.token, t._id), label).toEqual(t);
            expect(await auditOf(ctx.db, t._id, 'transaction.update'), label).toHaveLength(audits);
          }
          walked.push(label);
        }
      }
      expect(walked).toHaveLength(STATUSES_BY_TYPE[type].length ** 2);
      await expectLedgerReconciled(ctx.db);
    });
  }
});

describe('a paid withdrawal is final', () => {
  it('its money cannot come back to be withdrawn a second time', async () => {
    const u = await fundedInvestor(ctx.app, admin.token, AMOUNT);
    const w = await withdraw(ctx.app, u, AMOUNT);
    await setStatus(ctx.app, admin.token, w._id, 'successful', { payout_reference: payoutReference(++refs) });
    // once, 'failed' here gave the paid-out money back, and it could be withdrawn again
    expectError(await putTx(ctx.app, admin.token, w._id, { status: 'failed' }), 409, /paid withdrawal is final/);
    expect(await balances(ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
    expectError(await putTx(ctx.app, u.token, w._id, { status: 'failed' }), 403);
    await expectLedgerReconciled(ctx.db);
  });
});
