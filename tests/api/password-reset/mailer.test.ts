import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@/common/messages';
import { createMailer, logMailer, type Mailer } from '@/server/lib/mailer';
import { createInvestor, createTestApp, type TestContext } from '@/tests/helpers/test-app';
import { requestReset } from './helpers';

const fakeLog = () => ({ info: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn> };

describe('the mailer', () => {
  it('without SMTP_URL writes the message, link included, to the log', async () => {
    const log = fakeLog();
    const mailer = createMailer({ mailFrom: 'Support <no-reply@example.com>' }, log);
    await mailer.send({ to: 'ann@example.com', subject: 'Reset your password', text: 'Open https://x.test/reset-password?token=abc' });
    expect(log.info).toHaveBeenCalledWith(
      { mail: { to: 'ann@example.com', subject: 'Reset your password' } },
      expect.stringContaining('https://x.test/reset-password?token=abc'),
    );
  });

  it('logs synchronously, so the line exists as soon as send() is called', () => {
    const log = fakeLog();
    void logMailer(log).send({ to: 'a@example.com', subject: 's', text: 't' });
    expect(log.info).toHaveBeenCalledTimes(1);
  });
});

describe('a mail server that fails', () => {
  let ctx: TestContext;
  const failing: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
  beforeAll(async () => {
    ctx = await createTestApp({}, { mailer: failing });
  });
  afterAll(() => ctx.close());

  it('does not change the answer (202, same message)', async () => {
    const user = await createInvestor(ctx.app);
    const res = await requestReset(ctx.app, user.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: MSG.resetRequested });
  });
});
