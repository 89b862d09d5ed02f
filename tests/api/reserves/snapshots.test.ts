// Proof of reserves through HTTP: the snapshot commits to every account's claim (the liabilities
// report's total), each investor gets a proof that verifies with the public algorithm and only
// their own, snapshots chain by root, and the database refuses to change one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InclusionProof, ReserveSnapshot } from '@/common/api/reserves';
import type { Liabilities } from '@/common/api/liabilities';
import { commitmentOf, leafOf, levelsOf } from '@/common/reserves/merkle-sum';
import { verifyInclusionProof } from '@/common/reserves/verify-proof';
import { RESERVES_MSG } from '@/common/reserves/messages';
import { rowsOf } from '@/server/db/rows';
import { pgErrorCode } from '@/server/lib/errors';
import { ManualClock } from '@/server/lib/clock';
import { takeSnapshotIfDue } from '@/server/modules/reserves/service';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectLedgerReconciled,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { createPlan, fundedInvestor, invest, MONEY_ENV, withdraw } from '../transactions/money-helpers';

const clock = new ManualClock(new Date('2026-10-01T08:00:00Z'));
let ctx: TestContext;
let admin: TestUser;
let rich: TestUser;
let poor: TestUser;

beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
  await createPlan(ctx.app, admin.token, { name: 'Reserve Ten', min: 100, max: 100000, roi: 1.5, duration: 10, status: true });
  // balance 5,000 - 1,200 invested - 300 asked to withdraw: every part of the claim is there
  rich = await fundedInvestor(ctx.app, admin.token, 5_000);
  await invest(ctx.app, rich, 'Reserve Ten', 1_200);
  await withdraw(ctx.app, rich, 300);
  poor = await createInvestor(ctx.app);
});
afterAll(() => ctx.close());

const take = async (who: TestUser = admin) => injectAs(ctx.app, who.token, { method: 'POST', url: '/api/reserves/snapshots' });
const list = async (): Promise<ReserveSnapshot[]> => {
  const res = await ctx.app.inject({ url: '/api/reserves/snapshots' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const proofOf = (who: TestUser | undefined, id: number) => injectAs(ctx.app, who?.token, { url: `/api/reserves/snapshots/${id}/proof` });

describe('proof of reserves', () => {
  let first: ReserveSnapshot;

  it("an admin takes a snapshot whose total is the liabilities report's total, pending withdrawal included", async () => {
    const res = await take();
    expect(res.statusCode, res.body).toBe(201);
    first = res.json();
    const report: Liabilities = (await injectAs(ctx.app, admin.token, { url: '/api/reports/liabilities' })).json();
    expect(report.owed.withdrawals_pending).toBe(300);
    expect(first.total_cents).toBe(Math.round(report.owed.total * 100));
    // the rich investor's 3,500 balance + 1,200 principal (returned at maturity) + 300 on its way out
    const [{ users }] = rowsOf<{ users: number }>(await ctx.db.execute(sql`select count(*)::int as users from users`));
    expect(first).toMatchObject({ id: 1, previous_root: null, leaf_count: users, reserves: [], declared_cents: 0, coverage: 0 });
    expect(first.root).toMatch(/^[0-9a-f]{64}$/);
    await expectLedgerReconciled(ctx.db);
  });

  it('is published without sign-in, newest first, and the next one names the root before it', async () => {
    clock.advance(3_600_000);
    const second: ReserveSnapshot = (await take()).json();
    expect(second.id).toBe(2);
    expect(second.previous_root).toBe(first.root);
    const published = await list();
    expect(published.map((s) => s.id)).toEqual([2, 1]);
    expect(published[1]).toEqual(first);
  });

  it('gives each investor a proof of their own claim that the public algorithm verifies', async () => {
    const res = await proofOf(rich, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const proof: InclusionProof = res.json();
    expect(proof).toMatchObject({ snapshot_id: 1, root: first.root, total_cents: first.total_cents, user_id: rich.id });
    expect(proof.leaf.cents).toBe(500_000);
    expect(proof.leaf.commitment).toBe(commitmentOf(rich.id, proof.nonce));
    expect(verifyInclusionProof(proof)).toMatchObject({ valid: true, root: { hash: first.root, sum: first.total_cents } });

    // an investor with nothing is in the tree too, with 0 cents and a different nonce
    const empty: InclusionProof = (await proofOf(poor, first.id)).json();
    expect(empty.leaf.cents).toBe(0);
    expect(empty.nonce).not.toBe(proof.nonce);
    expect(verifyInclusionProof(empty).valid).toBe(true);
  });

  it('rebuilding the tree from every leaf gives the published root (the stored nodes agree with the algorithm)', async () => {
    const leaves = rowsOf<{ commitment: string; cents: string }>(
      await ctx.db.execute(sql`select commitment, cents::text from reserve_snapshot_leaves where snapshot_id = 1 order by position`),
    );
    expect(leaves.map((l) => l.commitment)).toEqual(leaves.map((l) => l.commitment).sort());
    const levels = levelsOf(leaves.map((l) => leafOf(l.commitment, Number(l.cents))));
    expect(levels[levels.length - 1][0]).toEqual({ hash: first.root, sum: first.total_cents });
  });

  it('a tampered proof does not verify', async () => {
    const proof: InclusionProof = (await proofOf(rich, first.id)).json();
    const more = { ...proof, leaf: { ...proof.leaf, cents: proof.leaf.cents + 1 } };
    expect(verifyInclusionProof(more).valid).toBe(false);
    const flipped = { ...proof, path: proof.path.map((s, i) => (i === 0 ? { ...s, side: s.side === 'left' ? 'right' : 'left' } : s)) };
    expect(verifyInclusionProof(flipped).valid).toBe(false);
  });

  it("a proof is the signed-in account's own; a snapshot before the account has none for it", async () => {
    expectError(await proofOf(undefined, first.id), 401);
    expectError(await proofOf(rich, 99), 404, RESERVES_MSG.noProof);
    expectError(await proofOf(rich, 0), 400);
    expectError(await injectAs(ctx.app, rich.token, { url: '/api/reserves/snapshots/abc/proof' }), 400);
    const newcomer = await createInvestor(ctx.app);
    expectError(await proofOf(newcomer, first.id), 404, RESERVES_MSG.noProof);
  });

  it('only admins take one', async () => {
    const support = await createSupport(ctx.app);
    expectError(await take(support), 403);
    expectError(await take(rich), 403);
    expectError(await injectAs(ctx.app, undefined, { method: 'POST', url: '/api/reserves/snapshots' }), 401);
    expect((await list()).length).toBe(2);
  });

  it('the schedule takes one only when the newest is an interval old', async () => {
    const day = 86_400_000;
    expect(
      await takeSnapshotIfDue(ctx.db, {
        now: clock.now(),
        takenBy: null,
        proven: ctx.app.provenReserves,
        notifier: ctx.app.notifier,
        intervalMs: day,
      }),
    ).toBeUndefined();
    clock.advance(day);
    const due = await takeSnapshotIfDue(ctx.db, {
      now: clock.now(),
      takenBy: null,
      proven: ctx.app.provenReserves,
      notifier: ctx.app.notifier,
      intervalMs: day,
    });
    expect(due).toMatchObject({ id: 3, takenBy: null });
    // two instances looking at the same moment: the lock and the age checked under it let one take it
    clock.advance(day);
    const looks = await Promise.all(
      [1, 2].map(() =>
        takeSnapshotIfDue(ctx.db, {
          now: clock.now(),
          takenBy: null,
          proven: ctx.app.provenReserves,
          notifier: ctx.app.notifier,
          intervalMs: day,
        }),
      ),
    );
    expect(looks.filter(Boolean).map((s) => s!.id)).toEqual([4]);
  });

  it('the database refuses to change or delete a snapshot, its leaves or its nodes', async () => {
    for (const statement of [
      sql`update reserve_snapshots set total_cents = 0 where id = 1`,
      sql`delete from reserve_snapshots where id = 1`,
      sql`truncate reserve_snapshots cascade`,
      sql`update reserve_snapshot_leaves set cents = 0 where snapshot_id = 1`,
      sql`delete from reserve_snapshot_leaves`,
      sql`update reserve_snapshot_nodes set sum = 0`,
      sql`delete from reserve_snapshot_nodes`,
    ]) {
      const refused = await ctx.db.execute(statement).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(pgErrorCode(refused)).toBe('U0003');
    }
    expect((await list()).find((s) => s.id === 1)).toEqual(first);
  });
});
