import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { STEP_UP_ERROR } from '@/common/api/two-factor';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import { users } from '@/server/db/schema';
import { bearer, createInvestor, expectError, type TestUser } from '@/tests/helpers/test-app';
import { enrol, nextCode } from '../two-factor/two-factor-helpers';
import { mailQueueSettled } from '@/tests/helpers/mail-queue';
import { CHANGE_SUBJECT, CHANGED_SUBJECT, linkIn, type MailApp, startMailApp, verify, VERIFY_SUBJECT } from './helpers';

let m: MailApp;
beforeAll(async () => {
  m = await startMailApp();
});
afterAll(() => m.close());

let n = 0;
const newAddress = () => `changed${++n}-${Date.now().toString(36)}@example.com`;
const change = (u: TestUser, payload: Record<string, unknown>) =>
  m.ctx.app.inject({ method: 'POST', url: '/api/profile/email', headers: bearer(u.token), payload });
const me = async (u: TestUser) => (await m.ctx.app.inject({ url: '/api/profile/me', headers: bearer(u.token) })).json();
const signIn = (email: string, password: string) =>
  m.ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email_address: email, password } });
const changeToken = async (email: string, count = 1) => linkIn((await m.smtp.waitForMail(email, count, CHANGE_SUBJECT))[count - 1]).token;

describe('POST /api/profile/email', () => {
  it('202: the link goes to the NEW address; nothing changes until it is opened, then the old address is told', async () => {
    const u = await createInvestor(m.ctx.app);
    const next = newAddress();
    const res = await change(u, { email: next, password: u.password });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: EMAIL_MSG.changeRequested });

    const token = await changeToken(next);
    await mailQueueSettled(m.ctx.db);
    expect(m.smtp.to(u.email, CHANGE_SUBJECT)).toEqual([]);
    expect((await me(u)).email).toBe(u.email);
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    const [pending] = await m.ctx.db.select({ p: users.pendingEmail }).from(users).where(eq(users.id, u.id));
    expect(pending.p).toBe(next);

    expect((await verify(m.ctx.app, token)).statusCode).toBe(200);
    expect(await me(u)).toMatchObject({ email: next, email_verified: true });
    expect((await signIn(next, u.password)).statusCode).toBe(200);
    expectError(await signIn(u.email, u.password), 401);
    const [notice] = await m.smtp.waitForMail(u.email, 1, CHANGED_SUBJECT);
    expect(notice.text).toContain(next);
    // no verification link goes to the old address; the "This wasn't me" link of every security mail does
    expect(notice.text).not.toMatch(/verify-email\?token=/);
    expect(notice.text).toMatch(/\/lock-account\?token=/);
    // the link is spent
    expectError(await verify(m.ctx.app, token), 400, EMAIL_MSG.verifyInvalid);
  });

  it('a wrong password is 400 on the password field and sends nothing', async () => {
    const u = await createInvestor(m.ctx.app);
    const next = newAddress();
    const res = await change(u, { email: next, password: 'not-the-password' });
    expectError(res, 400, MSG.currentPasswordWrong);
    expect(res.json().errors).toEqual([{ field: 'password', message: MSG.currentPasswordWrong }]);
    const [row] = await m.ctx.db.select({ p: users.pendingEmail }).from(users).where(eq(users.id, u.id));
    expect(row.p).toBeNull();
    await mailQueueSettled(m.ctx.db);
    expect(m.smtp.to(next)).toEqual([]);
  });

  it('the same address is 400; one another account uses is 409; bad input is 400', async () => {
    const u = await createInvestor(m.ctx.app);
    const other = await createInvestor(m.ctx.app);
    expectError(await change(u, { email: u.email.toUpperCase(), password: u.password }), 400, EMAIL_MSG.sameEmail);
    expectError(await change(u, { email: other.email, password: u.password }), 409, MSG.emailTaken);
    expectError(await change(u, { email: 'not-an-address', password: u.password }), 400);
    expectError(await change(u, { email: newAddress() }), 400);
    expectError(await change(u, { email: newAddress(), password: u.password, extra: 1 }), 400);
    // nothing tells the other account's owner (its own sign-up link is all it got)
    await mailQueueSettled(m.ctx.db);
    expect(m.smtp.to(other.email).filter((mail) => mail.subject !== VERIFY_SUBJECT)).toEqual([]);
  });

  it('an address taken between the request and the link: 409, and the e-mail stays', async () => {
    const u = await createInvestor(m.ctx.app);
    const next = newAddress();
    expect((await change(u, { email: next, password: u.password })).statusCode).toBe(202);
    const token = await changeToken(next);
    const rival = await createInvestor(m.ctx.app, { email_address: next });
    expectError(await verify(m.ctx.app, token), 409, MSG.emailTaken);
    expect((await me(u)).email).toBe(u.email);
    expect((await me(rival)).email).toBe(next);
  });

  it('asking again makes the earlier link useless', async () => {
    const u = await createInvestor(m.ctx.app);
    const first = newAddress();
    const second = newAddress();
    expect((await change(u, { email: first, password: u.password })).statusCode).toBe(202);
    const firstToken = await changeToken(first);
    expect((await change(u, { email: second, password: u.password })).statusCode).toBe(202);
    expectError(await verify(m.ctx.app, firstToken), 400, EMAIL_MSG.verifyInvalid);
    expect((await verify(m.ctx.app, await changeToken(second))).statusCode).toBe(200);
    expect((await me(u)).email).toBe(second);
  });

  it('with two-factor sign-in on, a current code is needed (401 step-up without it)', async () => {
    const u = await createInvestor(m.ctx.app);
    const { secret } = await enrol(m.ctx.app, u, m.clock);
    const next = newAddress();
    const refused = await change(u, { email: next, password: u.password });
    expectError(refused, 401);
    expect(refused.headers['www-authenticate']).toContain(STEP_UP_ERROR);
    await mailQueueSettled(m.ctx.db);
    expect(m.smtp.to(next)).toEqual([]);
    const res = await change(u, { email: next, password: u.password, code: nextCode(m.clock, secret) });
    expect(res.statusCode, res.body).toBe(202);
    await changeToken(next);
  });

  it('an unverified account may change its address; opening the link verifies the new one', async () => {
    const payload = { email_address: newAddress(), password: 'secret-password' };
    const signup = await m.ctx.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Una Verified', phone_no: '+1 555 010 0000', country: 'Canada', terms_accepted: true, ...payload },
    });
    expect(signup.statusCode).toBe(201);
    const token = (await signIn(payload.email_address, payload.password)).json().accessToken as string;
    const u = { id: signup.json()._id, email: payload.email_address, password: payload.password, token };
    const next = newAddress();
    expect((await change(u, { email: next, password: u.password })).statusCode).toBe(202);
    expect((await verify(m.ctx.app, await changeToken(next))).statusCode).toBe(200);
    expect(await me(u)).toMatchObject({ email: next, email_verified: true });
  });
});
