// NEW_DEVICE_APPROVAL=on: a sign-in from a device the account has not let in gets no token; it
// waits until the owner opens the e-mailed link, then the browser that signed in (and only it)
// collects its session, once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_APPROVAL_MSG } from '@/common/device-approval';
import { deviceApprovals, sessions, signInAttempts, userDevices } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { DEVICE_APPROVAL_TTL_MS, MAX_OPEN_APPROVALS } from '@/server/modules/devices/approvals';
import { purgeAccountSecurityRows } from '@/server/modules/sessions/purge';
import { mailQueueSettled } from '@/tests/helpers/mail-queue';
import { SmtpSink } from '@/tests/helpers/smtp-sink';
import {
  bearer,
  createInvestor,
  createTestApp,
  expectError,
  injectAs,
  login,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { FAST_JOBS, PUBLIC_URL } from '../notifications/mail-helpers';
import { codeStep, enrol, nextCode } from '../two-factor/two-factor-helpers';
import { APPROVAL_SUBJECT, approvalTokenIn, Browser, FIREFOX, NEW_SIGN_IN, SAFARI_IPHONE } from './device-helpers';

let ctx: TestContext;
let smtp: SmtpSink;
let clock: ManualClock;
let admin: TestUser;
beforeAll(async () => {
  smtp = new SmtpSink();
  clock = new ManualClock();
  ctx = await createTestApp({ ...FAST_JOBS, SMTP_URL: await smtp.start(), PUBLIC_URL, NEW_DEVICE_APPROVAL: 'on' }, { clock });
  admin = await loginAdmin(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

interface Waiting {
  deviceApprovalRequired: true;
  pending: string;
  expires_at: string;
}

/** A sign-in from `browser` that must wait for approval: its answer's body. */
async function held(browser: Browser, user: TestUser): Promise<Waiting> {
  const res = await browser.signIn(user);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as Waiting;
  expect(body).toEqual({ deviceApprovalRequired: true, pending: expect.any(String), expires_at: expect.any(String) });
  return body;
}

/** The approval link's token from the `n`-th approval mail to `email`. */
const linkToken = async (email: string, n = 1) => approvalTokenIn((await smtp.waitForMail(email, n, APPROVAL_SUBJECT))[n - 1]);
const approve = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/devices/approve', payload: { token } });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });
const historyOf = async (userId: string) =>
  (await ctx.db.select().from(signInAttempts).where(eq(signInAttempts.userId, userId))).map((a) => a.result);
const sessionCount = async (userId: string) => (await ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('new-device approval', () => {
  it('the account’s first sign-in is let in: its browser is trusted on first use', async () => {
    const u = await createInvestor(ctx.app);
    expect((await me(u.token)).statusCode).toBe(200);
    expect(await ctx.db.select().from(userDevices).where(eq(userDevices.userId, u.id))).toEqual([
      expect.objectContaining({ approvedAt: expect.any(Date) }),
    ]);
  });

  it('a new device waits: no token, the owner mailed a link; the link approves it; the browser collects its session once', async () => {
    const u = await createInvestor(ctx.app);
    const sessionsBefore = await sessionCount(u.id);
    const phone = new Browser(ctx.app, SAFARI_IPHONE, '203.0.113.50');
    const wait = await held(phone, u);
    expect(Date.parse(wait.expires_at)).toBe(clock.now().getTime() + DEVICE_APPROVAL_TTL_MS);
    expect(phone.cookie).toMatch(/^__Host-device=/);
    expect(await sessionCount(u.id)).toBe(sessionsBefore);
    expect(await historyOf(u.id)).toContain('device_pending');
    // only hashes are stored
    const [row] = await ctx.db.select().from(deviceApprovals).where(eq(deviceApprovals.userId, u.id));
    expect([row.pollHash, row.linkHash]).not.toContain(wait.pending);

    const mail = (await smtp.waitForMail(u.email, 1, APPROVAL_SUBJECT))[0];
    for (const figure of ['Safari 17 on iOS', '203.0.113.50']) expect(mail.text).toContain(figure);
    expect(mail.text).toContain(`${PUBLIC_URL}/approve-device?token=`);
    const token = approvalTokenIn(mail);
    expect(mail.text).not.toContain(wait.pending);

    // before the owner opens it: asked again later
    const early = await phone.poll(wait.pending);
    expect(early.statusCode, early.body).toBe(202);
    expect(early.json()).toEqual({ waiting: true, expires_at: wait.expires_at });

    const approved = await approve(token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ message: DEVICE_APPROVAL_MSG.approved });
    expectError(await approve(token), 400, DEVICE_APPROVAL_MSG.linkInvalid);

    // another browser holding the pending token (no cookie, or its own) gets nothing
    expectError(await new Browser(ctx.app, SAFARI_IPHONE).poll(wait.pending), 401, DEVICE_APPROVAL_MSG.otherDevice);
    const other = new Browser(ctx.app);
    await other.signIn(u);
    expectError(await other.poll(wait.pending), 401, DEVICE_APPROVAL_MSG.otherDevice);

    const collected = await phone.poll(wait.pending);
    expect(collected.statusCode, collected.body).toBe(200);
    const { accessToken, _id } = collected.json() as { accessToken: string; _id: string };
    expect(_id).toBe(u.id);
    expect((await me(accessToken)).statusCode).toBe(200);
    const views = (await injectAs(ctx.app, accessToken, { method: 'GET', url: '/api/auth/sessions' })).json() as {
      device: string;
      current: boolean;
    }[];
    expect(views.find((s) => s.current)).toMatchObject({ device: 'Safari 17 on iOS' });
    // once
    expectError(await phone.poll(wait.pending), 401, DEVICE_APPROVAL_MSG.ended);
    expect((await historyOf(u.id)).filter((r) => r === 'success').length).toBe(2);

    // the device is the account's now: it signs in directly, without another mail
    const again = await phone.signIn(u);
    expect(again.json()).toEqual(expect.objectContaining({ accessToken: expect.any(String) }));
    await mailQueueSettled(ctx.db);
    expect(smtp.to(u.email, APPROVAL_SUBJECT)).toHaveLength(2); // the phone's, and the other browser's
    expect(smtp.to(u.email, NEW_SIGN_IN)).toEqual([]);
  });

  it('a known device signs in directly, even while another waits', async () => {
    const u = await createInvestor(ctx.app);
    const laptop = new Browser(ctx.app, FIREFOX);
    // the laptop is let in through the link once
    const wait = await held(laptop, u);
    expect((await approve(await linkToken(u.email))).statusCode).toBe(200);
    expect((await laptop.poll(wait.pending)).statusCode).toBe(200);
    await held(new Browser(ctx.app), u);
    const token = await laptop.signInForToken(u);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('with two-factor sign-in on, the code step ends in the same wait', async () => {
    const u = await createInvestor(ctx.app);
    const { secret } = await enrol(ctx.app, u, clock);
    const tablet = new Browser(ctx.app, FIREFOX);
    const step = await tablet.signIn(u);
    const { challenge } = step.json() as { challenge: string };
    // the password step sets no cookie: the device is decided once the code is right
    expect(tablet.cookie).toBeNull();
    const res = await codeStep(ctx.app, challenge, nextCode(clock, secret));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deviceApprovalRequired: true, pending: expect.any(String), expires_at: expect.any(String) });
  });

  it('after 20 minutes the link and the wait are over', async () => {
    const u = await createInvestor(ctx.app);
    const phone = new Browser(ctx.app, SAFARI_IPHONE);
    const wait = await held(phone, u);
    const token = await linkToken(u.email);
    clock.advance(DEVICE_APPROVAL_TTL_MS + 1000);
    expectError(await approve(token), 400, DEVICE_APPROVAL_MSG.linkInvalid);
    expectError(await phone.poll(wait.pending), 401, DEVICE_APPROVAL_MSG.ended);
    expect(await ctx.db.select().from(userDevices).where(eq(userDevices.userId, u.id))).toHaveLength(1);
  });

  it('approved in the last minute, the session is still collected a poll later', async () => {
    const u = await createInvestor(ctx.app);
    const phone = new Browser(ctx.app, SAFARI_IPHONE);
    const wait = await held(phone, u);
    clock.advance(DEVICE_APPROVAL_TTL_MS - 30_000);
    expect((await approve(await linkToken(u.email))).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await phone.poll(wait.pending)).statusCode).toBe(200);
  });

  it('an account disabled while its sign-in waited is refused at the last step, and the history says so', async () => {
    const u = await createInvestor(ctx.app);
    const phone = new Browser(ctx.app, SAFARI_IPHONE);
    const wait = await held(phone, u);
    expect((await approve(await linkToken(u.email))).statusCode).toBe(200);
    const off = await injectAs(ctx.app, admin.token, { method: 'PUT', url: `/api/profile/update/${u.id}`, payload: { status: false } });
    expect(off.statusCode, off.body).toBe(200);
    expectError(await phone.poll(wait.pending), 403);
    expect(await historyOf(u.id)).toContain('disabled');
  });

  it('an account signed in to before device cookies existed asks approval for any device', async () => {
    const u = await createInvestor(ctx.app);
    // as if its sign-ins predate the cookie: a success on the history, no device
    await ctx.db.delete(userDevices).where(eq(userDevices.userId, u.id));
    await held(new Browser(ctx.app), u);
  });

  it('at most 5 sign-ins wait at once (each mails the owner): the sixth is 429 until the oldest runs out', async () => {
    const u = await createInvestor(ctx.app);
    for (let i = 0; i < MAX_OPEN_APPROVALS; i++) await held(new Browser(ctx.app), u);
    const sixth = await new Browser(ctx.app).signIn(u);
    expectError(sixth, 429, DEVICE_APPROVAL_MSG.tooManyWaiting);
    expect(Number(sixth.headers['retry-after'])).toBe(DEVICE_APPROVAL_TTL_MS / 1000);
    expect(await historyOf(u.id)).toContain('throttled');
    await smtp.waitForMail(u.email, MAX_OPEN_APPROVALS, APPROVAL_SUBJECT);
    await mailQueueSettled(ctx.db);
    expect(smtp.to(u.email, APPROVAL_SUBJECT)).toHaveLength(MAX_OPEN_APPROVALS);
    // a known device is not held back by them
    const known = await login(ctx.app, u.email, u.password);
    expect((await me(known.accessToken)).statusCode).toBe(200);
    clock.advance(DEVICE_APPROVAL_TTL_MS);
    await held(new Browser(ctx.app), u);
  });

  it('housekeeping clears approvals an hour past their 20 minutes, not the ones that may still be collected', async () => {
    const u = await createInvestor(ctx.app);
    const now = clock.now();
    const row = (name: string, expiresAt: Date) => ({
      userId: u.id,
      deviceId: name,
      label: 'x',
      ip: '192.0.2.1',
      pollHash: `poll-${name}-${u.id}`,
      linkHash: `link-${name}-${u.id}`,
      expiresAt,
    });
    await ctx.db
      .insert(deviceApprovals)
      .values([row('old', new Date(now.getTime() - 61 * 60_000)), row('recent', new Date(now.getTime() - 60_000))]);
    await purgeAccountSecurityRows(ctx.db, now);
    expect((await ctx.db.select().from(deviceApprovals).where(eq(deviceApprovals.userId, u.id))).map((r) => r.deviceId)).toEqual([
      'recent',
    ]);
  });

  it('bad tokens: a malformed link is 400, an unknown poll token 401', async () => {
    expectError(await approve('not-a-token'), 400, DEVICE_APPROVAL_MSG.linkInvalid);
    expectError(await approve('A'.repeat(43)), 400, DEVICE_APPROVAL_MSG.linkInvalid);
    expectError(await new Browser(ctx.app).poll('B'.repeat(43)), 401, DEVICE_APPROVAL_MSG.ended);
    expectError(await ctx.app.inject({ method: 'POST', url: '/api/user/login/device', payload: {} }), 400);
  });
});
