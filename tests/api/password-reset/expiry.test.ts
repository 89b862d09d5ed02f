import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { ManualClock } from '@/server/lib/clock';
import { createInvestor, createTestApp, expectError, type TestContext } from '@/tests/helpers/test-app';
import { CapturingMailer, requestReset, resetPassword } from './helpers';

// The reset module reads "now" from the app's clock: links expire without waiting an hour.
const clock = new ManualClock();
const mailer = new CapturingMailer();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ JOB_POLL_INTERVAL: '500ms' }, { clock, mailer });
});
afterAll(() => ctx.close());

const MINUTE = 60_000;

describe('reset links expire after an hour', () => {
  it('still works 59 minutes later', async () => {
    const user = await createInvestor(ctx.app);
    await requestReset(ctx.app, user.email);
    clock.advance(59 * MINUTE);
    expect((await resetPassword(ctx.app, await mailer.lastToken(user.email), 'new-password-59')).statusCode).toBe(200);
  });

  it('is 400 "This reset link is invalid or has expired." after 60 minutes, and the password stays', async () => {
    const user = await createInvestor(ctx.app);
    await requestReset(ctx.app, user.email);
    clock.advance(60 * MINUTE);
    expectError(await resetPassword(ctx.app, await mailer.lastToken(user.email), 'new-password-60'), 400, MSG.resetInvalid);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email_address: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a new request after expiry gives a working link', async () => {
    const user = await createInvestor(ctx.app);
    await requestReset(ctx.app, user.email);
    clock.advance(2 * 60 * MINUTE);
    await requestReset(ctx.app, user.email);
    expect((await resetPassword(ctx.app, await mailer.lastToken(user.email, 2), 'new-password-again')).statusCode).toBe(200);
  });
});
