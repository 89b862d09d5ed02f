import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LINKS, ticketLink } from '@/common/app-links';
import { notificationPreferences, notifications, passwordResetTokens } from '@/server/db/schema';
import { runAccrualCycle } from '@/server/modules/accrual/service';
import { mailQueueSettled } from '@/tests/helpers/mail-queue';
import { bearer, createInvestor, createSupport, injectAs, login, signupPayload, type TestUser } from '@/tests/helpers/test-app';
import { back, front, review, submitKyc } from '../kyc/kyc-helpers';
import { openTicket, reply } from '../tickets/ticket-helpers';
import {
  DAY_MS,
  deposit,
  fund,
  fundedInvestor,
  invest,
  PAYOUT_ADDRESS,
  payoutReference,
  setStatus,
  withdraw,
  REJECTION,
} from '../transactions/money-helpers';
import { enrol, nextCode } from '../two-factor/two-factor-helpers';
import { appUrl, expectMail, LOCK_LINK, PUBLIC_URL, startMailSuite, type MailSuite } from './mail-helpers';

let s: MailSuite;
beforeAll(async () => {
  s = await startMailSuite();
});
afterAll(() => s.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const FIREFOX_NEWER = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';

const ACTIVITY = appUrl(APP_LINKS.activity);
const SECURITY = appUrl(APP_LINKS.security);
/** A single-use link: PUBLIC_URL, the page, and a 32-byte token in base64url. */
const tokenLink = (path: string) => new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}${path}\\?token=[A-Za-z0-9_-]{43}`);

const one = async (to: string, subject: string) => (await s.smtp.waitForMail(to, 1, subject))[0];
const inboxOf = (userId: string) => s.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('money e-mails', () => {
  it('deposit credited: the amount in USD, the coin, the reference, a link to the activity page', async () => {
    const u = await createInvestor(s.ctx.app);
    const tx = await deposit(s.ctx.app, u, 1234.5, s.btc);
    await setStatus(s.ctx.app, s.admin.token, tx._id, 'successful');
    const mail = await one(u.email, 'Deposit credited: $1,234.50');
    expectMail(mail, { to: u.email, subject: 'Deposit credited: $1,234.50', figures: ['$1,234.50', 'BTC', tx._id], links: [ACTIVITY] });
    expect((await inboxOf(u.id)).map((n) => n.kind)).toContain('deposit_credited');
  });

  it('withdrawal requested, then paid with the payout reference', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 500);
    const w = await withdraw(s.ctx.app, u, 120.25);
    expectMail(await one(u.email, 'Withdrawal requested: $120.25'), {
      to: u.email,
      subject: 'Withdrawal requested: $120.25',
      figures: ['$120.25', 'BTC', PAYOUT_ADDRESS.btc, w._id],
      links: [ACTIVITY],
    });
    const ref = payoutReference(7);
    await setStatus(s.ctx.app, s.admin.token, w._id, 'successful', { payout_reference: ref });
    expectMail(await one(u.email, 'Withdrawal paid: $120.25'), {
      to: u.email,
      subject: 'Withdrawal paid: $120.25',
      figures: ['$120.25', ref, PAYOUT_ADDRESS.btc, w._id],
      links: [ACTIVITY],
    });
  });

  it('withdrawal refunded when it fails: the amount is back in the balance', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 300);
    const w = await withdraw(s.ctx.app, u, 180);
    await setStatus(s.ctx.app, s.admin.token, w._id, 'failed', REJECTION);
    const subject = 'Withdrawal returned to your balance: $180.00';
    expectMail(await one(u.email, subject), { to: u.email, subject, figures: ['$180.00', 'BTC', w._id], links: [ACTIVITY] });
  });

  it('investment started and matured, with plan, days, principal and profit', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 5000);
    const inv = await invest(s.ctx.app, u, 'Crypto Starter', 4000); // 1.5 % a day for 7 days: 60.00 a day
    const started = 'Investment started: Crypto Starter, $4,000.00';
    expectMail(await one(u.email, started), {
      to: u.email,
      subject: started,
      figures: ['Crypto Starter', '$4,000.00', '7 days', '$420.00', inv._id],
      links: [appUrl(APP_LINKS.activeTrades)],
    });

    s.clock.advance(7 * DAY_MS + 60_000);
    expect(await runAccrualCycle({ db: s.ctx.db, notifier: s.ctx.app.notifier }, s.clock.now())).toMatchObject({ settled: 1 });
    const matured = 'Investment completed: Crypto Starter, $420.00 profit';
    const mail = await one(u.email, matured);
    expectMail(mail, {
      to: u.email,
      subject: matured,
      figures: ['Crypto Starter', '$4,000.00', '$420.00', '$4,420.00', inv._id],
      links: [ACTIVITY],
    });
    expect(mail.text).toMatch(/Days paid: 7/);
  });

  it('an investment settled early by the admin tells the owner what it paid', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 5000);
    const inv = await invest(s.ctx.app, u, 'Crypto Starter', 3000); // 45.00 a day
    s.clock.advance(2 * DAY_MS + 60_000);
    await setStatus(s.ctx.app, s.admin.token, inv._id, 'completed');
    const subject = 'Investment completed: Crypto Starter, $90.00 profit';
    expectMail(await one(u.email, subject), { to: u.email, subject, figures: ['$3,000.00', '$90.00', inv._id], links: [ACTIVITY] });
  });
});

describe('KYC e-mails', () => {
  it('approved, and rejected with the reason', async () => {
    const u = await createInvestor(s.ctx.app);
    const first = await submitKyc(s.ctx.app, u.token, undefined, [front(), back()]);
    expect(first.statusCode, first.body).toBe(201);
    const reason = 'The photo of the back is blurred';
    expect((await review(s.ctx.app, s.admin.token, first.json<{ _id: string }>()._id, { status: 'rejected', reason })).statusCode).toBe(
      200,
    );
    const rejected = 'Your identity verification was not approved';
    const links = expectMail(await one(u.email, rejected), {
      to: u.email,
      subject: rejected,
      figures: [reason],
      links: [appUrl(APP_LINKS.kyc)],
    });
    // an optional mail: its footer says where to switch it off
    expect(links).toEqual([appUrl(APP_LINKS.kyc), appUrl(APP_LINKS.notificationSettings)]);

    const second = await submitKyc(s.ctx.app, u.token);
    expect((await review(s.ctx.app, s.admin.token, second.json<{ _id: string }>()._id, { status: 'approved' })).statusCode).toBe(200);
    expectMail(await one(u.email, 'Your identity is verified'), {
      to: u.email,
      subject: 'Your identity is verified',
      figures: [],
      links: [appUrl(APP_LINKS.kyc)],
    });
  });
});

describe('security e-mails', () => {
  it('verification link after sign-up: under PUBLIC_URL, and it works when opened', async () => {
    const payload = signupPayload();
    expect((await s.ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload })).statusCode).toBe(201);
    const subject = 'Verify your e-mail address';
    const [link] = expectMail(await one(payload.email_address, subject), {
      to: payload.email_address,
      subject,
      figures: ['24 hours'],
      links: [tokenLink('/verify-email')],
    });
    const token = new URL(link).searchParams.get('token');
    expect((await s.ctx.app.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token } })).statusCode).toBe(200);
  });

  it('password reset: the link works when opened, the mail holds no token hash; then "password changed"', async () => {
    const u = await createInvestor(s.ctx.app);
    const asked = await s.ctx.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email_address: u.email } });
    expect(asked.statusCode).toBe(202);
    const mail = await one(u.email, 'Reset your password');
    const [link] = expectMail(mail, {
      to: u.email,
      subject: 'Reset your password',
      figures: ['60 minutes'],
      links: [tokenLink('/reset-password')],
    });
    const token = new URL(link).searchParams.get('token')!;
    const [row] = await s.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(mail.text.includes(row.tokenHash) || mail.html.includes(row.tokenHash)).toBe(false);

    const password = 'a-brand-new-password';
    const reset = await s.ctx.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { token, password } });
    expect(reset.statusCode, reset.body).toBe(200);
    const changed = await one(u.email, 'Your password was changed');
    const links = expectMail(changed, { to: u.email, subject: 'Your password was changed', figures: [], links: [SECURITY] });
    // security mail cannot be switched off, so it names no preferences page; it carries its "This wasn't me" link
    expect(links).toEqual([SECURITY, expect.stringMatching(LOCK_LINK)]);
    expect(changed.text.includes(password) || changed.html.includes(password)).toBe(false);
  });

  it('password changed on the profile, even with every e-mail category switched off', async () => {
    const u = await createInvestor(s.ctx.app);
    await s.ctx.db
      .insert(notificationPreferences)
      .values({ userId: u.id, emailOff: ['deposits', 'withdrawals', 'investments', 'verification', 'support'] });
    const password = 'another-new-password';
    const res = await injectAs(s.ctx.app, u.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password, current_password: u.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await one(u.email, 'Your password was changed');
    expectMail(mail, { to: u.email, subject: 'Your password was changed', figures: ['always sent'], links: [SECURITY] });
    expect(mail.text.includes(password)).toBe(false);
  });

  it('two-factor sign-in turned on, then off', async () => {
    const u = await createInvestor(s.ctx.app);
    const { secret } = await enrol(s.ctx.app, u, s.clock);
    expectMail(await one(u.email, 'Two-factor sign-in is on'), {
      to: u.email,
      subject: 'Two-factor sign-in is on',
      figures: [],
      links: [SECURITY],
    });
    s.clock.advance(30_000);
    const off = await injectAs(s.ctx.app, u.token, {
      method: 'POST',
      url: '/api/auth/2fa/disable',
      payload: { password: u.password, code: nextCode(s.clock, secret) },
    });
    expect(off.statusCode, off.body).toBeLessThan(300);
    expectMail(await one(u.email, 'Two-factor sign-in is off'), {
      to: u.email,
      subject: 'Two-factor sign-in is off',
      figures: [],
      links: [SECURITY],
    });
  });

  it('a sign-in from a new device is mailed with browser, address and time; the first sign-in and a browser update are not', async () => {
    const u = await createInvestor(s.ctx.app); // signed up and signed in once, without a User-Agent
    // a browser is known by its device cookie (tests/api/devices covers the cookie itself)
    const signIn = (ua: string, remoteAddress: string, cookie?: string) =>
      s.ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'user-agent': ua, ...(cookie ? { cookie } : {}) },
        remoteAddress,
        payload: { email_address: u.email, password: u.password },
      });
    const first = await signIn(FIREFOX, '203.0.113.9');
    expect(first.statusCode).toBe(200);
    const subject = 'New sign-in to your account';
    const mail = await one(u.email, subject);
    expectMail(mail, { to: u.email, subject, figures: ['Firefox 128 on Linux', '203.0.113.9', 'UTC'], links: [SECURITY] });

    const deviceCookie = String(first.headers['set-cookie']).split(';')[0];
    expect((await signIn(FIREFOX_NEWER, '203.0.113.10', deviceCookie)).statusCode).toBe(200);
    await mailQueueSettled(s.ctx.db);
    expect(s.smtp.to(u.email, subject)).toHaveLength(1);
  });

  it('the first sign-in of a new account sends no "new sign-in" mail', async () => {
    const payload = signupPayload();
    await s.ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload });
    await login(s.ctx.app, payload.email_address, payload.password);
    await mailQueueSettled(s.ctx.db);
    expect(s.smtp.to(payload.email_address, 'New sign-in to your account')).toEqual([]);
  });

  it('an e-mail change: the new address gets its confirmation link, the old one is told with a link to the security page', async () => {
    const u = await createInvestor(s.ctx.app);
    const next = `moved-${Date.now().toString(36)}@example.com`;
    const asked = await injectAs(s.ctx.app, u.token, {
      method: 'POST',
      url: '/api/profile/email',
      payload: { email: next, password: u.password },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const confirm = 'Confirm your new e-mail address';
    const [link] = expectMail(await one(next, confirm), {
      to: next,
      subject: confirm,
      figures: ['24 hours'],
      links: [tokenLink('/verify-email')],
    });
    const token = new URL(link).searchParams.get('token');
    expect((await s.ctx.app.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token } })).statusCode).toBe(200);
    const changed = 'Your e-mail address was changed';
    expectMail(await one(u.email, changed), { to: u.email, subject: changed, figures: [next, 'contact support'], links: [SECURITY] });
  });
});

describe('support e-mails', () => {
  it("a staff reply mails the ticket's owner with its subject and a link to the thread; the owner's own reply mails nobody", async () => {
    const owner = await createInvestor(s.ctx.app);
    const support = await createSupport(s.ctx.app);
    const ticket = await openTicket(s.ctx.app, owner.token, {
      subject: 'Where is my deposit of 0.01 BTC?',
      category: 'deposit',
      message: 'I sent it yesterday.',
    });
    const subject = 'Support replied: Where is my deposit of 0.01 BTC?';
    const answered = await reply(s.ctx.app, support.token, ticket._id, 'It was credited this morning.');
    expect(answered.statusCode, answered.body).toBe(201);
    const mail = await one(owner.email, subject);
    expectMail(mail, {
      to: owner.email,
      subject,
      figures: ['Where is my deposit of 0.01 BTC?'],
      links: [appUrl(ticketLink(ticket._id))],
    });
    // the reply itself stays in the app, behind the sign-in
    expect(mail.text).not.toContain('It was credited this morning.');

    // the owner answers: nobody is mailed (staff look at their queue), the owner least of all
    expect((await reply(s.ctx.app, owner.token, ticket._id, 'Thank you, I see it.')).statusCode).toBe(201);
    await mailQueueSettled(s.ctx.db);
    const supportMails = (email: string) => s.smtp.to(email).filter((m) => m.subject.startsWith('Support replied'));
    expect(supportMails(owner.email)).toHaveLength(1);
    expect(supportMails(support.email)).toEqual([]);

    // each further staff reply is mailed again
    expect((await reply(s.ctx.app, support.token, ticket._id, 'Glad to help.')).statusCode).toBe(201);
    await s.smtp.waitForMail(owner.email, 2, subject);
    await mailQueueSettled(s.ctx.db);
    expect(supportMails(support.email)).toEqual([]);
  });
});

describe('preferences', () => {
  it("withdrawal mail is always sent, even to a user whose saved preferences switched 'withdrawals' off", async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 400);
    // a row saved when the switch existed (or written by anyone who reached the table)
    await s.ctx.db.insert(notificationPreferences).values({ userId: u.id, emailOff: ['withdrawals'] });
    await withdraw(s.ctx.app, u, 300);
    const mail = await one(u.email, 'Withdrawal requested: $300.00');
    expect(mail.text).toContain('always sent');
  });

  it("'deposits' switched off: no deposit mail, the inbox entry is still written", async () => {
    const u: TestUser = await createInvestor(s.ctx.app);
    await s.ctx.db.insert(notificationPreferences).values({ userId: u.id, emailOff: ['deposits'] });
    const tx = await deposit(s.ctx.app, u, 250, s.btc);
    await setStatus(s.ctx.app, s.admin.token, tx._id, 'successful');
    // another category still mails: a withdrawal request
    await fund(s.ctx.app, s.admin.token, u.id, 100);
    await s.ctx.app.inject({
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      headers: bearer(s.admin.token),
      payload: { kyc_status: true },
    });
    await withdraw(s.ctx.app, u, 300);
    await s.smtp.waitForMail(u.email, 1, 'Withdrawal requested: $300.00');
    await mailQueueSettled(s.ctx.db);
    expect(s.smtp.to(u.email).filter((m) => m.subject.startsWith('Deposit credited'))).toEqual([]);
    const inbox = await inboxOf(u.id);
    expect(inbox.find((n) => n.kind === 'deposit_credited')).toMatchObject({ title: 'Deposit credited', link: APP_LINKS.activity });
  });
});
