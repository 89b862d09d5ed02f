// An anti-phishing code: set with the password (and a code with two-factor sign-in on), shown to
// its owner only, and at the top of every e-mail we send them, in text and HTML, read when the
// mail goes out; an account without one is told how to set one. Mails travel through a real SMTP
// server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANTI_PHISHING_MSG } from '@/common/api/anti-phishing';
import { MSG } from '@/common/messages';
import { createInvestor, expectError, expectFieldError, injectAs, loginAdmin, type TestUser } from '@/tests/helpers/test-app';
import { startMailApp, type MailApp } from '../email-verification/helpers';
import { enrol, nextCode } from '../two-factor/two-factor-helpers';

let m: MailApp;
beforeAll(async () => {
  m = await startMailApp();
});
afterAll(() => m.close());

const setCode = (who: TestUser, body: object) =>
  injectAs(m.ctx.app, who.token, { method: 'PUT', url: '/api/profile/anti-phishing-code', payload: body });
const me = async (who: TestUser) => (await injectAs(m.ctx.app, who.token, { url: '/api/profile/me' })).json();
/** A mail to `who`: an admin credit of their balance, which is always mailed (balance_adjusted). */
async function mailTo(who: TestUser, n: number) {
  const admin = await loginAdmin(m.ctx.app);
  const res = await injectAs(m.ctx.app, admin.token, {
    method: 'POST',
    url: `/api/profile/${who.id}/adjust`,
    payload: { account: 'balance', amount: 5, reason: 'A goodwill credit' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const mails = await m.smtp.waitForMail(who.email, n);
  return mails[n - 1];
}

describe('the anti-phishing code', () => {
  it('an account without one is told in each mail how to set one', async () => {
    const u = await createInvestor(m.ctx.app);
    expect((await me(u)).anti_phishing_code).toBeNull();
    const mail = await mailTo(u, 1);
    expect(mail.text).toContain(ANTI_PHISHING_MSG.setOne);
    expect(mail.html).toContain(ANTI_PHISHING_MSG.setOne.replace('>', '&gt;'));
    expect(mail.text).not.toContain('Your anti-phishing code');
  });

  it('set with the password, it opens every mail to its owner, in text and HTML, and only they see it', async () => {
    const u = await createInvestor(m.ctx.app);
    expectFieldError(await setCode(u, { anti_phishing_code: 'Blue heron 42', password: 'not-mine' }), 'password', MSG.currentPasswordWrong);
    expectFieldError(await setCode(u, { anti_phishing_code: 'ab', password: u.password }), 'anti_phishing_code', ANTI_PHISHING_MSG.length);
    expectFieldError(
      await setCode(u, { anti_phishing_code: '<b>bold</b>', password: u.password }),
      'anti_phishing_code',
      ANTI_PHISHING_MSG.characters,
    );
    expectFieldError(await setCode(u, { anti_phishing_code: 'Blue heron 42' }), 'password', MSG.passwordRequired);

    const res = await setCode(u, { anti_phishing_code: '  Blue heron 42 ', password: u.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ANTI_PHISHING_MSG.saved, anti_phishing_code: 'Blue heron 42' });
    expect((await me(u)).anti_phishing_code).toBe('Blue heron 42');

    const mail = await mailTo(u, 1);
    expect(mail.text.split('\n')[0]).toBe(ANTI_PHISHING_MSG.inMail('Blue heron 42'));
    expect(mail.html).toContain(`>${ANTI_PHISHING_MSG.inMail('Blue heron 42')}</p>`);
    expect(mail.html.indexOf('Blue heron 42')).toBeLessThan(mail.html.indexOf('Hello,'));
    expect(mail.text).not.toContain(ANTI_PHISHING_MSG.setOne);

    // staff lists never carry it
    const admin = await loginAdmin(m.ctx.app);
    const listed = await injectAs(m.ctx.app, admin.token, {
      url: `/api/profile/all?filter=${encodeURIComponent(JSON.stringify({ id: [u.id] }))}`,
    });
    expect(listed.body).not.toContain('Blue heron 42');

    // removed: the next mail says how to set one again
    expect((await setCode(u, { anti_phishing_code: null, password: u.password })).json()).toEqual({
      message: ANTI_PHISHING_MSG.removed,
      anti_phishing_code: null,
    });
    expect((await mailTo(u, 2)).text).toContain(ANTI_PHISHING_MSG.setOne);
  });

  it('with two-factor sign-in on, it takes a current code too', async () => {
    const u = await createInvestor(m.ctx.app);
    const enrolled = await enrol(m.ctx.app, u, m.clock);
    expectError(await setCode(u, { anti_phishing_code: 'Green kite', password: u.password }), 401);
    const res = await setCode(u, { anti_phishing_code: 'Green kite', password: u.password, code: nextCode(m.clock, enrolled.secret) });
    expect(res.statusCode, res.body).toBe(200);
  });
});
