// The scheduler around the accrual cycle: it runs at start, and stopping it waits for a
// cycle in flight, so a shutdown never leaves a cycle half-way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@/server/lib/clock';
import { startAccrualJob } from '@/server/modules/accrual/job';
import { createInvestor, createTestApp, expectLedgerReconciled, loginAdmin, type TestContext } from '@/tests/helpers/test-app';
import { balances, DAY_MS, fund, invest, MONEY_ENV } from '../transactions/money-helpers';

const clock = new ManualClock(new Date('2026-09-01T08:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
});
afterAll(() => ctx.close());

const quietLog = () => {
  const lines: { level: string; obj: unknown }[] = [];
  const at = (level: string) => (obj: unknown) => void lines.push({ level, obj });
  return { lines, log: { info: at('info'), error: at('error'), warn: at('warn'), debug: at('debug') } as never };
};

describe('startAccrualJob', () => {
  it('runs a cycle at start, and stop() waits for it', async () => {
    const admin = await loginAdmin(ctx.app);
    const user = await createInvestor(ctx.app);
    await fund(ctx.app, admin.token, user.id, 5000);
    await invest(ctx.app, user, 'Crypto Starter', 3000);
    clock.advance(2 * DAY_MS + 60_000);

    const { lines, log } = quietLog();
    const job = startAccrualJob({ db: ctx.db, notifier: ctx.app.notifier, intervalMs: 3_600_000, clock, log });
    await job.stop();

    // two days of 1.5 % on 3,000 = 90.00
    expect((await balances(ctx.db, user.id)).bonus).toBe(9000);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(lines.some((l) => l.level === 'info')).toBe(true);
    await expectLedgerReconciled(ctx.db);
  });

  it('a cycle that fails is logged and the job carries on', async () => {
    const { lines, log } = quietLog();
    const broken = { ...ctx.db, transaction: () => Promise.reject(new Error('database unavailable')) } as unknown as typeof ctx.db;
    const job = startAccrualJob({ db: broken, notifier: ctx.app.notifier, intervalMs: 3_600_000, clock, log });
    await job.stop();
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
  });
});
