// Forgot-password answers before it looks the address up or writes anything, so the time of
// the answer cannot tell whether the address has an account. Proved by holding the users
// table locked: the answer still comes; the link follows once the lock is gone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { createInvestor, createTestApp, type TestContext } from '@/tests/helpers/test-app';
import { answerOfReset, CapturingMailer, PUBLIC_URL } from './helpers';

let ctx: TestContext;
const mailer = new CapturingMailer();

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL, JOB_POLL_INTERVAL: '500ms' }, { mailer });
});
afterAll(() => ctx.close());

/** How long the answer may take while the table is locked before the test calls it a wait on the database. */
const ANSWER_BOUND_MS = 5_000;

describe('POST /api/user/forgot-password', () => {
  it('answers 202 while the users table is locked; the link is sent once it is free', async () => {
    const user = await createInvestor(ctx.app);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let lockHeld!: () => void;
    const held = new Promise<void>((resolve) => (lockHeld = resolve));
    const holder = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      lockHeld();
      await released;
    });
    await held;
    let bound: ReturnType<typeof setTimeout> | undefined;
    try {
      const answer = await Promise.race([
        answerOfReset(ctx.app, user.email),
        new Promise<'waited on the database'>((resolve) => (bound = setTimeout(() => resolve('waited on the database'), ANSWER_BOUND_MS))),
      ]);
      expect(answer).not.toBe('waited on the database');
      if (answer === 'waited on the database') return;
      expect(answer.statusCode, answer.body).toBe(202);
      expect(answer.json()).toEqual({ message: MSG.resetRequested });
      expect(mailer.to(user.email)).toEqual([]);
    } finally {
      clearTimeout(bound);
      release();
      await holder;
    }
    expect(await mailer.waitFor(user.email)).toHaveLength(1);
  });
});
