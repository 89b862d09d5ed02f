// Staff see a lock in the back office and unlock after checking who is asking: with a note of
// the check, their own step-up code, never on their own account, support only an investor's,
// audited, and the owner is e-mailed (with a link to lock again if it was not them).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import type { AccountLock } from '@/common/api/account-lock';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { accountLocks, auditLog, users } from '@/server/db/schema';
import {
  createInvestor,
  createSupport,
  createWithRole,
  expectError,
  expectFieldError,
  injectAs,
  type TestUser,
} from '@/tests/helpers/test-app';
import { enrol, nextCode } from '../two-factor/two-factor-helpers';
import { latestMail, lockLinkIn, lockOwn, PUBLIC_URL, signIn, staffUnlock, startMailSuite, type MailSuite } from './helpers';

let suite: MailSuite;
let support: TestUser;
beforeAll(async () => {
  suite = await startMailSuite();
  support = await createSupport(suite.ctx.app);
});
afterAll(() => suite.close());

const app = () => suite.ctx.app;
const NOTE = 'Video call; passport matched the KYC photo';

async function lockedInvestor(): Promise<TestUser> {
  const u = await createInvestor(app());
  expect((await lockOwn(app(), u.token)).statusCode).toBe(204);
  return u;
}

const profileAs = (token: string, id: string) => injectAs(app(), token, { method: 'GET', url: `/api/profile/${id}` });

describe('the back office sees the lock', () => {
  it('in the user, the users list and the lock history; an investor reading themself does not get the field', async () => {
    const u = await lockedInvestor();
    const one = (await profileAs(support.token, u.id)).json();
    expect(one.locked_at).toEqual(expect.any(String));
    const list = await injectAs(app(), support.token, {
      method: 'GET',
      url: `/api/profile/all?filter=${encodeURIComponent(JSON.stringify({ id: [u.id] }))}`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ _id: u.id, locked_at: one.locked_at })]);
    const history = await injectAs(app(), support.token, { method: 'GET', url: `/api/profile/${u.id}/locks` });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining<Partial<AccountLock>>({ locked_at: one.locked_at, locked_via: 'security_page', unlocked_at: null }),
    ]);

    const other = await createInvestor(app());
    expect('locked_at' in (await profileAs(other.token, other.id)).json()).toBe(false);
    expect((await profileAs(support.token, other.id)).json().locked_at).toBeNull();
    expectError(await injectAs(app(), other.token, { method: 'GET', url: `/api/profile/${u.id}/locks` }), 403);
  });
});

describe('POST /api/profile/{id}/unlock', () => {
  it('support unlocks an investor with a note: audited, the lock row closed, the owner e-mailed, sign-in works again', async () => {
    const u = await lockedInvestor();
    const [before] = await suite.ctx.db.select().from(users).where(eq(users.id, u.id));
    const res = await staffUnlock(app(), support.token, u.id, { note: NOTE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_LOCK_MSG.staffUnlocked });

    expect((await signIn(app(), u)).statusCode).toBe(200);
    const [lock] = await suite.ctx.db.select().from(accountLocks).where(eq(accountLocks.userId, u.id));
    expect(lock).toMatchObject({ unlockedVia: 'staff', unlockedBy: support.id, unlockNote: NOTE });
    const audit = await suite.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, u.id), eq(auditLog.action, 'user.unlock')));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: support.id,
        before: { locked_at: before.lockedAt!.toISOString() },
        after: { locked_at: null, unlocked_via: 'staff', note: NOTE },
      }),
    ]);
    const history = (await injectAs(app(), support.token, { method: 'GET', url: `/api/profile/${u.id}/locks` })).json() as AccountLock[];
    expect(history[0]).toMatchObject({
      unlocked_via: 'staff',
      unlocked_by: support.id,
      unlocked_by_name: expect.any(String),
      unlock_note: NOTE,
    });
    // the owner hears of it, and can lock again at once if it was not them
    const notice = await latestMail(suite.smtp, u.email, 'Your account is unlocked');
    expect(notice.text).toMatch(/by our support team, after they checked your identity/);
    expect(lockLinkIn(notice).link.startsWith(`${PUBLIC_URL}/lock-account?token=`)).toBe(true);
  });

  it('needs a note of the identity check', async () => {
    const u = await lockedInvestor();
    expectFieldError(await staffUnlock(app(), support.token, u.id, {}), 'note', ACCOUNT_LOCK_MSG.noteRequired);
    expectFieldError(await staffUnlock(app(), support.token, u.id, { note: 'ok' }), 'note', ACCOUNT_LOCK_MSG.noteRequired);
    expect((await signIn(app(), u)).statusCode).toBe(403);
  });

  it('an account that is not locked: 409', async () => {
    const u = await createInvestor(app());
    expectError(await staffUnlock(app(), support.token, u.id, { note: NOTE }), 409, ACCOUNT_LOCK_MSG.notLocked);
  });

  it('never on one’s own account', async () => {
    expectError(await staffUnlock(app(), suite.admin.token, suite.admin.id, { note: NOTE }), 409, ACCOUNT_LOCK_MSG.unlockOwn);
    expectError(await staffUnlock(app(), support.token, support.id, { note: NOTE }), 409, ACCOUNT_LOCK_MSG.unlockOwn);
  });

  it('investors cannot, and neither can anyone signed out', async () => {
    const u = await lockedInvestor();
    const other = await createInvestor(app());
    expectError(await staffUnlock(app(), other.token, u.id, { note: NOTE }), 403);
    expectError(await staffUnlock(app(), undefined, u.id, { note: NOTE }), 401);
    expect((await signIn(app(), u)).statusCode).toBe(403);
  });

  it('a staff account is unlocked by an admin, not by support', async () => {
    const colleague = await createWithRole(app(), 'support');
    expect((await lockOwn(app(), colleague.token)).statusCode).toBe(204);
    expectError(await staffUnlock(app(), support.token, colleague.id, { note: NOTE }), 403, ACCOUNT_LOCK_MSG.unlockStaffByAdmin);
    expect((await staffUnlock(app(), suite.admin.token, colleague.id, { note: NOTE })).statusCode).toBe(200);
    expect((await signIn(app(), colleague)).statusCode).toBe(200);
  });

  it('asks the staff member’s own code when their two-factor sign-in is on', async () => {
    const guarded = await createSupport(app());
    const { secret } = await enrol(app(), guarded, suite.clock);
    const u = await lockedInvestor();
    expectError(await staffUnlock(app(), guarded.token, u.id, { note: NOTE }), 401, TWO_FACTOR_MSG.codeNeeded);
    expectError(await staffUnlock(app(), guarded.token, u.id, { note: NOTE, code: '000000' }), 401, TWO_FACTOR_MSG.codeWrong);
    expect((await staffUnlock(app(), guarded.token, u.id, { note: NOTE, code: nextCode(suite.clock, secret) })).statusCode).toBe(200);
  });
});
