import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { mailQueueSettled } from '@/tests/helpers/mail-queue';
import { SmtpSink, verifyLinkIn } from '@/tests/helpers/smtp-sink';
import { createTestApp, signupPayload, TEST_JWT_SECRET, type TestApp, type TestContext } from '@/tests/helpers/test-app';
import { FAST_JOBS, PUBLIC_URL } from './mail-helpers';

// The mail job's log lines name the job (queue and id), never the recipient, the subject's
// figures or the body; a refusal that quotes the recipient is logged without its words.

const smtp = new SmtpSink();
let ctx: TestContext;
let app: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const smtpUrl = await smtp.start();
  ctx = await createTestApp({ ...FAST_JOBS, SMTP_URL: smtpUrl, PUBLIC_URL, RATE_LIMIT_MAX: '1000000' });
  // its workers stop (the database stays open): only the logged instance below works the queue
  await ctx.app.close();
  const stream: DestinationStream = { write: (line: string) => void lines.push(line) };
  app = await buildApp({ config: { ...ctx.config, logLevel: 'trace' }, handle: ctx.handle, jwtSecret: TEST_JWT_SECRET, logStream: stream });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
  await smtp.stop();
});

describe('the log of the mail job', () => {
  it('names the job and its id, not the recipient or the body, also when a delivery fails and is retried', async () => {
    const payload = signupPayload();
    const down = smtp.holdAndRefuseNext();
    expect((await app.inject({ method: 'POST', url: '/api/user/signup', payload })).statusCode).toBe(201);
    await down.arrived;
    down.release();
    const [mail] = await smtp.waitForMail(payload.email_address, 1, 'Verify your e-mail address');
    const { token } = verifyLinkIn(mail);
    await mailQueueSettled(ctx.db);

    const entries = lines.map((l) => JSON.parse(l) as { msg?: string; job?: { name?: string; id?: string } });
    const jobLines = entries.filter((e) => e.job?.name === 'mail');
    expect(jobLines.some((e) => e.msg?.includes('will be retried'))).toBe(true);
    expect(jobLines.some((e) => e.msg === 'e-mail handed to the mail server')).toBe(true);
    for (const e of jobLines) expect(e.job?.id).toMatch(/^[0-9a-f-]{36}$/);

    const text = lines.join('\n');
    expect(text.includes(payload.email_address), 'the recipient in the log').toBe(false);
    expect(text.includes(token), 'the link token in the log').toBe(false);
    expect(text.includes('Thank you for signing up'), 'the body in the log').toBe(false);
    expect(text).toContain('SMTP 451');
  });
});
