// The "new sign-in" mail goes out for a device (device cookie) the account has not been signed in
// from, whatever User-Agent it claims; a known device, even with an updated browser, sends none.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, signInAttempts } from '@/server/db/schema';
import { mailQueueSettled } from '@/tests/helpers/mail-queue';
import { SmtpSink } from '@/tests/helpers/smtp-sink';
import { createInvestor, createTestApp, signupPayload, type TestContext } from '@/tests/helpers/test-app';
import { FAST_JOBS, PUBLIC_URL } from '../notifications/mail-helpers';
import { Browser, FIREFOX, FIREFOX_NEWER, NEW_SIGN_IN } from './device-helpers';

let ctx: TestContext;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = new SmtpSink();
  ctx = await createTestApp({ ...FAST_JOBS, SMTP_URL: await smtp.start(), PUBLIC_URL });
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

/** The "new sign-in" mails to `email` once every queued mail is out. */
const newSignInMails = async (email: string) => {
  await mailQueueSettled(ctx.db);
  return smtp.to(email, NEW_SIGN_IN);
};

describe('the new sign-in e-mail', () => {
  it('the first sign-in of an account sends none: there is nothing to compare with', async () => {
    const payload = signupPayload();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload })).statusCode).toBe(201);
    await new Browser(ctx.app).signInForToken({ email: payload.email_address, password: payload.password });
    expect(await newSignInMails(payload.email_address)).toEqual([]);
  });

  it('is sent for a device not seen before even when its User-Agent is that of a known one', async () => {
    const u = await createInvestor(ctx.app); // its first sign-in, without a User-Agent
    const laptop = new Browser(ctx.app, FIREFOX, '203.0.113.9');
    await laptop.signInForToken(u);
    const [first] = await smtp.waitForMail(u.email, 1, NEW_SIGN_IN);
    for (const figure of ['Firefox 128 on Linux', '203.0.113.9']) expect(first.text).toContain(figure);

    // an attacker copying the laptop's User-Agent (and address) is still a new device
    const copycat = new Browser(ctx.app, FIREFOX, '203.0.113.9');
    await copycat.signInForToken(u);
    await smtp.waitForMail(u.email, 2, NEW_SIGN_IN);

    // the inbox says so too, once per new device
    const inbox = await ctx.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(inbox.filter((n) => n.kind === 'new_sign_in')).toHaveLength(2);
  });

  it('is not sent for a known device, nor when that device’s browser is updated', async () => {
    const u = await createInvestor(ctx.app);
    const laptop = new Browser(ctx.app, FIREFOX);
    await laptop.signInForToken(u);
    await smtp.waitForMail(u.email, 1, NEW_SIGN_IN);
    await laptop.signInForToken(u);
    await laptop.claiming(FIREFOX_NEWER).signInForToken(u);
    expect(await newSignInMails(u.email)).toHaveLength(1);
    // every sign-in is on the history all the same
    const history = await ctx.db.select().from(signInAttempts).where(eq(signInAttempts.userId, u.id));
    expect(history.filter((a) => a.result === 'success')).toHaveLength(4);
  });

  it('a browser whose cookie was tampered with is a new device, and mailed', async () => {
    const u = await createInvestor(ctx.app);
    const laptop = new Browser(ctx.app, FIREFOX);
    await laptop.signInForToken(u);
    await smtp.waitForMail(u.email, 1, NEW_SIGN_IN);
    const tampered = new Browser(ctx.app, FIREFOX);
    tampered.cookie = `${laptop.cookie!.slice(0, -2)}xx`;
    await tampered.signInForToken(u);
    await smtp.waitForMail(u.email, 2, NEW_SIGN_IN);
  });
});
