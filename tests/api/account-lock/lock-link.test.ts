// "This wasn't me": every security e-mail carries a one-time link that locks the account without
// signing in. Read here out of real mails (delivered over SMTP): the link locks, every session is
// refused from then on, sign-in is refused with the words that say how to get back in (after the
// password, and at the code step of a sign-in under way), withdrawals and address changes are
// refused, and the money stays where it was. The link works once and for 7 days.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCK_MSG, LOCK_LINK_TTL_MS } from '@/common/account-lock';
import { accountLocks, signInAttempts, users, withdrawalAddresses } from '@/server/db/schema';
import { HttpError } from '@/server/lib/errors';
import { createWithdrawal } from '@/server/modules/withdrawals/create';
import { addAddress } from '@/server/modules/withdrawal-addresses/service';
import type { ReceivedMail } from '@/tests/helpers/smtp-sink';
import { createInvestor, expectError, expectLedgerReconciled, injectAs, login, type TestUser } from '@/tests/helpers/test-app';
import { testAddress } from '../test-addresses';
import { codeStep, enrol, nextCode, passwordStep } from '../two-factor/two-factor-helpers';
import { balances, fund, PAYOUT_ADDRESS, postWithdrawal, verifyKyc, withdraw } from '../transactions/money-helpers';
import { latestMail, lockLinkIn, lockWithLink, meWith, PUBLIC_URL, signIn, startMailSuite, type MailSuite } from './helpers';

let suite: MailSuite;
beforeAll(async () => {
  suite = await startMailSuite();
});
afterAll(() => suite.close());

const app = () => suite.ctx.app;

/** A verified, KYC'd investor with `dollars` on the balance. */
async function investor(dollars = 0): Promise<TestUser> {
  const u = await createInvestor(app());
  await verifyKyc(app(), suite.admin.token, u.id);
  if (dollars) await fund(app(), suite.admin.token, u.id, dollars);
  return u;
}

let saved = 0;
function saveAddress(who: TestUser, label = `Cold wallet ${++saved}`) {
  return injectAs(app(), who.token, {
    method: 'POST',
    url: '/api/withdrawal-addresses',
    payload: { coin: 'btc', address: testAddress('btc', `lock-${saved}-${who.id.slice(0, 6)}`), label },
  });
}

const subjectStarts = (email: string, start: string) => (all: ReceivedMail[]) =>
  all.filter((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith(start)).at(-1);

const userRow = async (id: string) => (await suite.ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('the lock link of a security e-mail', () => {
  it('locks the account without a session: every session ends, sign-in, withdrawals and address changes are refused, the money stays', async () => {
    const u = await investor(500);
    const second = await login(app(), u.email, u.password);
    const added = await saveAddress(u, 'Cold wallet');
    expect(added.statusCode, added.body).toBe(201);
    const mail = await latestMail(suite.smtp, u.email, 'New withdrawal address saved: Cold wallet');
    const { link, token } = lockLinkIn(mail);
    expect(link.startsWith(`${PUBLIC_URL}/lock-account?token=`)).toBe(true);
    const before = await balances(suite.ctx.db, u.id);

    const res = await lockWithLink(app(), token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_LOCK_MSG.locked });

    // every session, the one that added the address and the other one
    expectError(await meWith(app(), u.token), 401);
    expectError(await meWith(app(), second.accessToken), 401);
    // withdrawing and saving addresses with what the thief held: refused
    expectError(await postWithdrawal(app(), u, 100), 401);
    expectError(await saveAddress(u), 401);
    // signing in again: refused with how to get back in, and on the history
    expectError(await signIn(app(), u), 403, ACCOUNT_LOCK_MSG.signInRefused(PUBLIC_URL));
    const attempts = await suite.ctx.db.select().from(signInAttempts).where(eq(signInAttempts.userId, u.id));
    expect(attempts.map((a) => a.result)).toContain('locked');

    // the lock is recorded, the owner told, and the money is where it was
    const row = await userRow(u.id);
    expect(row.lockedAt).not.toBeNull();
    const locks = await suite.ctx.db.select().from(accountLocks).where(eq(accountLocks.userId, u.id));
    expect(locks).toEqual([expect.objectContaining({ lockedVia: 'email_link', unlockedAt: null })]);
    const notice = await latestMail(suite.smtp, u.email, 'Your account is locked');
    expect(notice.text).toMatch(/Every session has been logged out/);
    expect(notice.text).toContain(`${PUBLIC_URL}/unlock-account`);
    expect(await balances(suite.ctx.db, u.id)).toEqual(before);
    await expectLedgerReconciled(suite.ctx.db);
  });

  it('works once: the same link again is refused', async () => {
    const u = await investor();
    expect((await saveAddress(u)).statusCode).toBe(201);
    const mail = await suite.smtp.waitFor(subjectStarts(u.email, 'New withdrawal address saved'), 'the address mail');
    const { token } = lockLinkIn(mail);
    expect((await lockWithLink(app(), token)).statusCode).toBe(200);
    expectError(await lockWithLink(app(), token), 400, ACCOUNT_LOCK_MSG.lockLinkInvalid);
  });

  it('a second link on a locked account changes nothing and says it is locked', async () => {
    const u = await investor();
    expect((await saveAddress(u)).statusCode).toBe(201);
    expect((await saveAddress(u)).statusCode).toBe(201);
    const mails = await suite.smtp.waitFor((all) => {
      const mine = all.filter((m) => m.to.includes(u.email.toLowerCase()) && m.subject.startsWith('New withdrawal address saved'));
      return mine.length >= 2 && mine;
    }, 'two address mails');
    const [first, second] = mails.map((m) => lockLinkIn(m).token);
    expect(first).not.toBe(second);
    expect((await lockWithLink(app(), first)).statusCode).toBe(200);
    const lockedAt = (await userRow(u.id)).lockedAt;
    const res = await lockWithLink(app(), second);
    expect(res.statusCode, res.body).toBe(200);
    expect((await userRow(u.id)).lockedAt).toEqual(lockedAt);
    expect(await suite.ctx.db.select().from(accountLocks).where(eq(accountLocks.userId, u.id))).toHaveLength(1);
  });

  it('works for 7 days: a link older than that is refused and locks nothing', async () => {
    const early = await investor();
    const late = await investor();
    const changed = async (who: TestUser) => {
      const res = await injectAs(app(), who.token, {
        method: 'PUT',
        url: `/api/profile/update/${who.id}`,
        payload: { password: 'a-brand-new-password', current_password: who.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      return lockLinkIn(await latestMail(suite.smtp, who.email, 'Your password was changed')).token;
    };
    const earlyToken = await changed(early);
    const lateToken = await changed(late);

    suite.clock.advance(LOCK_LINK_TTL_MS - 60_000);
    expect((await lockWithLink(app(), lateToken)).statusCode).toBe(200);
    suite.clock.advance(2 * 60_000);
    expectError(await lockWithLink(app(), earlyToken), 400, ACCOUNT_LOCK_MSG.lockLinkInvalid);
    expect((await userRow(early.id)).lockedAt).toBeNull();
  });

  it('unknown and malformed tokens are refused alike', async () => {
    expectError(await lockWithLink(app(), 'A'.repeat(43)), 400, ACCOUNT_LOCK_MSG.lockLinkInvalid);
    expectError(await lockWithLink(app(), 'not-a-token'), 400, ACCOUNT_LOCK_MSG.lockLinkInvalid);
  });

  it('a sign-in under way is refused at its code step, with the same words', async () => {
    const u = await investor();
    const { secret } = await enrol(app(), u, suite.clock);
    // the mail that says two-factor sign-in went on carries a lock link too
    const { token } = lockLinkIn(await latestMail(suite.smtp, u.email, 'Two-factor sign-in is on'));
    const started = await passwordStep(app(), u);
    expect(started.statusCode, started.body).toBe(200);
    const { challenge } = started.json() as { challenge: string };

    expect((await lockWithLink(app(), token)).statusCode).toBe(200);
    expectError(await codeStep(app(), challenge, nextCode(suite.clock, secret)), 403, ACCOUNT_LOCK_MSG.signInRefused(PUBLIC_URL));
    // and a new sign-in stops at the password
    expectError(await passwordStep(app(), u), 403, ACCOUNT_LOCK_MSG.signInRefused(PUBLIC_URL));
  });
});

describe('a withdrawal of a locked account', () => {
  it('asked for before the lock is neither approved nor paid; rejected, its money goes back to the balance', async () => {
    const u = await investor(500);
    const w = await withdraw(app(), u, 100);
    // the withdrawal's own mail carries the link
    const mail = await suite.smtp.waitFor(subjectStarts(u.email, 'Withdrawal requested'), 'the withdrawal mail');
    expect((await lockWithLink(app(), lockLinkIn(mail).token)).statusCode).toBe(200);
    // (balances in cents) the withdrawal holds its 100 dollars, as before the lock
    expect(await balances(suite.ctx.db, u.id)).toEqual({ bal: 40_000, bonus: 0 });

    const terms = { amount: 100, payment_method: 'btc', payment_address: PAYOUT_ADDRESS.btc };
    const approve = await injectAs(app(), suite.admin.token, { method: 'POST', url: `/api/transaction/${w._id}/approve`, payload: terms });
    expectError(approve, 403, ACCOUNT_LOCK_MSG.payoutRefused);
    const paid = await injectAs(app(), suite.admin.token, {
      method: 'POST',
      url: `/api/transaction/${w._id}/paid`,
      payload: { reference: `0x${'b'.repeat(64)}` },
    });
    expectError(paid, 403, ACCOUNT_LOCK_MSG.payoutRefused);
    const reject = await injectAs(app(), suite.admin.token, {
      method: 'POST',
      url: `/api/transaction/${w._id}/reject`,
      payload: { reason: 'The owner locked the account' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await balances(suite.ctx.db, u.id)).toEqual({ bal: 50_000, bonus: 0 });
    await expectLedgerReconciled(suite.ctx.db);
  });

  it('is refused by the withdrawal and address-book checks themselves, whatever path reaches them', async () => {
    const u = await investor(300);
    await suite.ctx.db.update(users).set({ lockedAt: suite.clock.now() }).where(eq(users.id, u.id));
    const locked = await userRow(u.id);
    const deps = { clock: suite.clock, notifier: app().notifier, rules: suite.ctx.config };
    const asked = suite.ctx.db.transaction((tx) =>
      createWithdrawal(tx, locked, { amount: 100, payment_method: 'btc', address: PAYOUT_ADDRESS.btc } as never, deps),
    );
    await expect(asked).rejects.toThrow(new HttpError(403, ACCOUNT_LOCK_MSG.withdrawalsRefused));
    const saving = addAddress(
      { db: suite.ctx.db, clock: suite.clock, notifier: app().notifier, holdMs: 0 },
      locked,
      { coin: 'btc', address: testAddress('btc', 'locked-book'), label: 'Thief' } as never,
      async () => undefined,
    );
    await expect(saving).rejects.toThrow(new HttpError(403, ACCOUNT_LOCK_MSG.addressesRefused));
    expect(await balances(suite.ctx.db, u.id)).toEqual({ bal: 30_000, bonus: 0 });
    expect(await suite.ctx.db.select().from(withdrawalAddresses).where(eq(withdrawalAddresses.userId, u.id))).toEqual([]);
  });
});
