// The owner's own unlock: from 24 hours after the lock, the e-mail and password (counted as a
// sign-in is), a code when two-factor sign-in is on, and then a link mailed to the account's
// address. Its state is told only to someone who proved the credentials.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCK_MSG, OWNER_UNLOCK_WAIT_MS, ownerUnlockFrom, UNLOCK_LINK_TTL_MS } from '@/common/account-lock';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { MSG } from '@/common/messages';
import { accountLocks, auditLog, passkeys, signInAttempts, users } from '@/server/db/schema';
import { createInvestor, expectError, injectAs, type TestUser } from '@/tests/helpers/test-app';
import { enrol, nextCode } from '../two-factor/two-factor-helpers';
import {
  finishUnlock,
  freshAddress,
  latestMail,
  lockLinkIn,
  lockOwn,
  lockWithLink,
  PUBLIC_URL,
  signIn,
  startMailSuite,
  startUnlock,
  unlockLinkIn,
  type MailSuite,
} from './helpers';

let suite: MailSuite;
beforeAll(async () => {
  // three wrong passwords from one address and a pair is blocked, as for sign-in
  suite = await startMailSuite({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => suite.close());

const app = () => suite.ctx.app;
const credentials = (u: TestUser, code?: string) => ({ email_address: u.email, password: u.password, ...(code ? { code } : {}) });
const lockedAt = async (id: string) => (await suite.ctx.db.select().from(users).where(eq(users.id, id)))[0].lockedAt;

/** An investor who locked their account just now (the security page's button). */
async function lockedInvestor(): Promise<TestUser> {
  const u = await createInvestor(app());
  expect((await lockOwn(app(), u.token)).statusCode).toBe(204);
  return u;
}

describe('before the 24 hours are over', () => {
  it('the right credentials learn from when; the wrong ones learn nothing', async () => {
    const u = await lockedInvestor();
    const at = (await lockedAt(u.id))!;
    suite.clock.advance(OWNER_UNLOCK_WAIT_MS - 60_000);
    expectError(await startUnlock(app(), credentials(u)), 409, ACCOUNT_LOCK_MSG.unlockTooEarly(ownerUnlockFrom(at).toISOString(), 'UTC'));
    // a wrong password is told only that it is wrong, as at sign-in, and goes to the history
    expectError(await startUnlock(app(), { ...credentials(u), password: 'not-the-password' }), 401, MSG.loginIncorrect);
    expectError(await startUnlock(app(), { email_address: 'nobody@example.com', password: 'whatever-1' }), 401, MSG.loginIncorrect);
    const history = await suite.ctx.db.select().from(signInAttempts).where(eq(signInAttempts.userId, u.id));
    expect(history.map((a) => a.result)).toContain('wrong_password');
    expect(suite.smtp.to(u.email, 'Unlock your account')).toEqual([]);
  });

  it('an account that is not locked is told so, once the credentials are right', async () => {
    const u = await createInvestor(app());
    expectError(await startUnlock(app(), credentials(u)), 409, ACCOUNT_LOCK_MSG.notLocked);
  });
});

describe('from 24 hours after the lock', () => {
  it('the password proves enough without a second factor; the e-mailed link unlocks, once; the old lock links are spent', async () => {
    const u = await createInvestor(app());
    // a security mail from before the lock, its link unused
    const changed = await injectAs(app(), u.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'the-new-password', current_password: u.password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const owner = { ...u, password: 'the-new-password', token: changed.json().accessToken as string };
    const oldLink = lockLinkIn(await latestMail(suite.smtp, u.email, 'Your password was changed')).token;
    expect((await lockOwn(app(), owner.token)).statusCode).toBe(204);
    suite.clock.advance(OWNER_UNLOCK_WAIT_MS);

    const res = await startUnlock(app(), credentials(owner));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: ACCOUNT_LOCK_MSG.unlockMailed });
    const mail = await latestMail(suite.smtp, u.email, 'Unlock your account');
    const { link, token } = unlockLinkIn(mail);
    expect(link.startsWith(`${PUBLIC_URL}/unlock-account?token=`)).toBe(true);
    // still locked until the link is opened
    expectError(await signIn(app(), owner), 403, ACCOUNT_LOCK_MSG.signInRefused(PUBLIC_URL));

    const done = await finishUnlock(app(), token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: ACCOUNT_LOCK_MSG.unlocked });
    expect((await signIn(app(), owner)).statusCode).toBe(200);
    expectError(await finishUnlock(app(), token), 400, ACCOUNT_LOCK_MSG.unlockLinkInvalid);

    const [lock] = await suite.ctx.db.select().from(accountLocks).where(eq(accountLocks.userId, u.id));
    expect(lock).toMatchObject({ unlockedVia: 'owner', unlockedBy: u.id, unlockNote: null });
    expect(lock.unlockedAt).not.toBeNull();
    const audit = await suite.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, u.id), eq(auditLog.action, 'user.unlock')));
    expect(audit).toEqual([expect.objectContaining({ actorId: u.id, after: { locked_at: null, unlocked_via: 'owner' } })]);

    // a link from before the unlock locks nothing again; the unlock's own notice carries a fresh one
    expectError(await lockWithLink(app(), oldLink), 400, ACCOUNT_LOCK_MSG.lockLinkInvalid);
    const notice = await latestMail(suite.smtp, u.email, 'Your account is unlocked');
    expect((await lockWithLink(app(), lockLinkIn(notice).token)).statusCode).toBe(200);
    expect(await lockedAt(u.id)).not.toBeNull();
  });

  it('with two-factor sign-in on, a code is needed too, and a wrong one is refused', async () => {
    const u = await createInvestor(app());
    const { secret, recoveryCodes } = await enrol(app(), u, suite.clock);
    expect((await lockOwn(app(), u.token)).statusCode).toBe(204);
    suite.clock.advance(OWNER_UNLOCK_WAIT_MS);

    expectError(await startUnlock(app(), credentials(u)), 401, ACCOUNT_LOCK_MSG.unlockCodeNeeded);
    expectError(await startUnlock(app(), credentials(u, '000000')), 401, TWO_FACTOR_MSG.codeWrong);
    const history = await suite.ctx.db.select().from(signInAttempts).where(eq(signInAttempts.userId, u.id));
    expect(history.map((a) => a.result)).toContain('wrong_code');
    expect(suite.smtp.to(u.email, 'Unlock your account')).toEqual([]);

    expect((await startUnlock(app(), credentials(u, nextCode(suite.clock, secret)))).statusCode).toBe(202);
    // a recovery code does as well; asking again spends the first link
    expect((await startUnlock(app(), credentials(u, recoveryCodes[0]))).statusCode).toBe(202);
    const [first, second] = (await suite.smtp.waitForMail(u.email, 2, 'Unlock your account')).map((m) => unlockLinkIn(m).token);
    expectError(await finishUnlock(app(), first), 400, ACCOUNT_LOCK_MSG.unlockLinkInvalid);
    expect((await finishUnlock(app(), second)).statusCode).toBe(200);
    expect(await lockedAt(u.id)).toBeNull();
  });

  it('an account whose only second factor is a passkey is unlocked by support', async () => {
    const u = await lockedInvestor();
    await suite.ctx.db.insert(passkeys).values({
      userId: u.id,
      credentialId: `cred-${u.id}`,
      publicKey: 'pk',
      name: 'Laptop',
      deviceType: 'singleDevice',
      backedUp: false,
    });
    suite.clock.advance(OWNER_UNLOCK_WAIT_MS);
    expectError(await startUnlock(app(), credentials(u)), 409, ACCOUNT_LOCK_MSG.unlockPasskeyOnly);
  });

  it('the unlock link works for 30 minutes', async () => {
    const u = await lockedInvestor();
    suite.clock.advance(OWNER_UNLOCK_WAIT_MS);
    expect((await startUnlock(app(), credentials(u))).statusCode).toBe(202);
    const { token } = unlockLinkIn(await latestMail(suite.smtp, u.email, 'Unlock your account'));
    suite.clock.advance(UNLOCK_LINK_TTL_MS + 1_000);
    expectError(await finishUnlock(app(), token), 400, ACCOUNT_LOCK_MSG.unlockLinkInvalid);
    expect(await lockedAt(u.id)).not.toBeNull();
  });

  it('wrong passwords count against the sign-in limiter, as at sign-in', async () => {
    const u = await lockedInvestor();
    suite.clock.advance(OWNER_UNLOCK_WAIT_MS);
    const from = freshAddress();
    for (let i = 0; i < 3; i++) expectError(await startUnlock(app(), { ...credentials(u), password: `wrong-${i}-pass` }, from), 401);
    const blocked = await startUnlock(app(), credentials(u), from);
    expectError(blocked, 429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // the same count a sign-in from there reads
    expectError(await app().inject({ method: 'POST', url: '/api/user/login', payload: credentials(u), remoteAddress: from }), 429);
  });
});
