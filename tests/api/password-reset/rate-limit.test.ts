import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { DEFAULT_RESET_LIMITS } from '@/server/modules/password-reset/limiter';
import { createInvestor, createTestApp, expectError, type TestContext } from '@/tests/helpers/test-app';
import { mailQueueSettled } from '@/tests/helpers/mail-queue';
import { CapturingMailer, freshAddress, requestReset } from './helpers';

const mailer = new CapturingMailer();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ JOB_POLL_INTERVAL: '500ms' }, { mailer });
});
afterAll(() => ctx.close());

const { perEmail, perAddress } = DEFAULT_RESET_LIMITS;

describe('reset requests are limited per e-mail and per client address, an hour each', () => {
  it(`${perEmail} requests for one e-mail, from anywhere; then 429 with Retry-After and no e-mail`, async () => {
    const user = await createInvestor(ctx.app);
    for (let i = 0; i < perEmail; i++) {
      expect((await requestReset(ctx.app, user.email, freshAddress())).statusCode).toBe(202);
    }
    const limited = await requestReset(ctx.app, user.email.toUpperCase(), freshAddress());
    expectError(limited, 429, MSG.resetTooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    await mailQueueSettled(ctx.db);
    expect(mailer.to(user.email)).toHaveLength(perEmail);
  });

  it('unknown e-mails count the same (the limit reveals nothing)', async () => {
    const email = 'nobody-limited@example.com';
    for (let i = 0; i < perEmail; i++) expect((await requestReset(ctx.app, email)).statusCode).toBe(202);
    expectError(await requestReset(ctx.app, email), 429, MSG.resetTooMany);
  });

  it(`${perAddress} requests from one address, whatever the e-mails; then 429`, async () => {
    const address = freshAddress();
    for (let i = 0; i < perAddress; i++) {
      expect((await requestReset(ctx.app, `spray${i}@example.com`, address)).statusCode).toBe(202);
    }
    expectError(await requestReset(ctx.app, 'spray-last@example.com', address), 429, MSG.resetTooMany);
    // another address is not affected
    expect((await requestReset(ctx.app, 'spray-last@example.com', freshAddress())).statusCode).toBe(202);
  });

  it('a blocked address does not use up the e-mail budget of the people it targets', async () => {
    const user = await createInvestor(ctx.app);
    const address = freshAddress();
    for (let i = 0; i < perAddress; i++) await requestReset(ctx.app, `filler${i}@example.com`, address);
    for (let i = 0; i < perEmail + 2; i++) expectError(await requestReset(ctx.app, user.email, address), 429);
    expect((await requestReset(ctx.app, user.email, freshAddress())).statusCode).toBe(202);
  });
});
