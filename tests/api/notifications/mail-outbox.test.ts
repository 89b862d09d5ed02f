import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { notifications, users } from '@/server/db/schema';
import { updateTransaction } from '@/server/modules/transactions/service';
import { mailJobStates, mailQueueSettled } from '@/tests/helpers/mail-queue';
import { ADMIN_EMAIL, expectLedgerReconciled, signUpInvestor, type TestUser } from '@/tests/helpers/test-app';
import { balances, deposit, putTx } from '../transactions/money-helpers';
import { startMailSuite, type MailSuite } from './mail-helpers';

let s: MailSuite;
beforeAll(async () => {
  s = await startMailSuite();
});
afterAll(() => s.close());

const DEPOSIT_SUBJECT = 'Deposit credited: $1,234.50';

/** An investor whose sign-up mail has been delivered, so the next mail the sink sees is the test's own. */
async function quietInvestor(): Promise<TestUser> {
  const u = await signUpInvestor(s.ctx.app);
  await s.smtp.waitForMail(u.email, 1, 'Verify your e-mail address');
  await mailQueueSettled(s.ctx.db);
  return u;
}

const mailJobsFor = async (db: Pick<Db, 'execute'>, email: string) =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'to' = ${email}`))[0]
    .n;

class RolledBack extends Error {}

/** a deposit: the payout desk's rules do not come into it */
const PAYOUT_RULES = { dualApprovalCents: 100_000, dailyWithdrawalLimitCents: 1_000_000, securityChangeHoldMs: 0 };

describe('the outbox: the e-mail job commits with the event or not at all', () => {
  it('a deposit approval rolled back after notify leaves no job, no inbox row, no money and sends nothing', async () => {
    const u = await quietInvestor();
    const tx = await deposit(s.ctx.app, u, 1234.5, s.btc);
    const [admin] = await s.ctx.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    let jobsInside = -1;
    await expect(
      s.ctx.db.transaction(async (outer) => {
        // the service's own transaction runs inside this one (a savepoint), with notify in it
        await updateTransaction(
          { db: outer as unknown as Db, clock: s.clock, notifier: s.ctx.app.notifier, rules: PAYOUT_RULES, chain: s.ctx.app.chain },
          admin,
          tx._id,
          {
            status: 'successful',
          } as Parameters<typeof updateTransaction>[3],
        );
        jobsInside = await mailJobsFor(outer, u.email);
        // a failure after notify, in the same transaction: everything goes
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);

    // the job did exist inside the transaction: the test would prove nothing otherwise
    expect(jobsInside).toBe(2); // the sign-up link's (done) and the deposit's
    expect(await mailJobsFor(s.ctx.db, u.email)).toBe(1);
    expect(await s.ctx.db.select().from(notifications).where(eq(notifications.userId, u.id))).toEqual([]);
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
    await mailQueueSettled(s.ctx.db);
    expect(s.smtp.to(u.email, DEPOSIT_SUBJECT)).toEqual([]);
    await expectLedgerReconciled(s.ctx.db);
  });

  it('an approval whose audit row (written after notify) violates a constraint is a 500 that commits nothing and sends nothing', async () => {
    const u = await quietInvestor();
    const tx = await deposit(s.ctx.app, u, 1234.5, s.btc);
    // the audit entry is the last write of the approval, after the notify call
    await s.ctx.db.execute(
      sql.raw(`alter table audit_log add constraint mail_outbox_test check (action <> 'transaction.update') not valid`),
    );
    try {
      const res = await putTx(s.ctx.app, s.admin.token, tx._id, { status: 'successful' });
      expect(res.statusCode, res.body).toBe(500);
    } finally {
      await s.ctx.db.execute(sql.raw('alter table audit_log drop constraint mail_outbox_test'));
    }
    expect(await mailJobsFor(s.ctx.db, u.email)).toBe(1);
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 0, bonus: 0 });
    await mailQueueSettled(s.ctx.db);
    expect(s.smtp.to(u.email, DEPOSIT_SUBJECT)).toEqual([]);
    await expectLedgerReconciled(s.ctx.db);
  });

  it('an SMTP failure is retried and delivered; the approval stands, credited once; the answer did not wait for SMTP', async () => {
    const u = await quietInvestor();
    const tx = await deposit(s.ctx.app, u, 1234.5, s.btc);
    // the mail server takes the message and hangs, then refuses it
    const smtpDown = s.smtp.holdAndRefuseNext();
    const refusedBefore = s.smtp.refused;

    const res = await putTx(s.ctx.app, s.admin.token, tx._id, { status: 'successful' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 123450, bonus: 0 });
    // the delivery is under way and hanging, yet the approval was answered and committed
    await smtpDown.arrived;
    expect(s.smtp.to(u.email, DEPOSIT_SUBJECT)).toEqual([]);
    smtpDown.release();

    const [mail] = await s.smtp.waitForMail(u.email, 1, DEPOSIT_SUBJECT);
    expect(mail.text).toContain('$1,234.50');
    expect(s.smtp.refused).toBe(refusedBefore + 1);
    await mailQueueSettled(s.ctx.db);
    const [job] = rowsOf<{ state: string; retry_count: number }>(
      await s.ctx.db.execute(
        sql`select state::text as state, retry_count from pgboss.job where name = 'mail' and data->>'template' = 'deposit_credited' and data->>'to' = ${u.email}`,
      ),
    );
    expect(job).toEqual({ state: 'completed', retry_count: 1 });
    expect(s.smtp.to(u.email, DEPOSIT_SUBJECT)).toHaveLength(1);
    expect(await balances(s.ctx.db, u.id)).toEqual({ bal: 123450, bonus: 0 });
    await expectLedgerReconciled(s.ctx.db);
    expect((await mailJobStates(s.ctx.db)).failed ?? 0).toBe(0);
  });
});
