import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { hashOneTimeToken as hashResetToken } from '@/server/modules/tokens/one-time';
import { bearer, TEST_JWT_SECRET, type TestApp } from '@/tests/helpers/test-app';
import { CHANGE_SUBJECT, linkIn, type MailApp, signupToken, signUpUnverified, startMailApp, verify } from './helpers';

// With SMTP set, the links go to the mail server only: the log (trace level, every request)
// holds neither a token nor its hash, whether the link is sent, resent, opened or refused.

let m: MailApp;
let app: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  m = await startMailApp();
  const stream: DestinationStream = { write: (line: string) => void lines.push(line) };
  app = await buildApp({
    config: { ...m.ctx.config, logLevel: 'trace' },
    handle: m.ctx.handle,
    jwtSecret: TEST_JWT_SECRET,
    logStream: stream,
    clock: m.clock,
  });
});
afterAll(async () => {
  await app?.close();
  await m?.close();
});

describe('the log around e-mail verification', () => {
  it('holds no verification token and no hash of one', async () => {
    const u = await signUpUnverified(app);
    const first = await signupToken(m.smtp, u.email);
    expect((await app.inject({ method: 'POST', url: '/api/user/verify-email/resend', headers: bearer(u.token) })).statusCode).toBe(204);
    const second = await signupToken(m.smtp, u.email, 2);
    expect((await verify(app, second)).statusCode).toBe(200);
    expect((await verify(app, first)).statusCode).toBe(400);

    const next = `logged-change-${Date.now().toString(36)}@example.com`;
    const change = await app.inject({
      method: 'POST',
      url: '/api/profile/email',
      headers: bearer(u.token),
      payload: { email: next, password: u.password },
    });
    expect(change.statusCode, change.body).toBe(202);
    const third = linkIn((await m.smtp.waitForMail(next, 1, CHANGE_SUBJECT))[0]).token;
    expect((await verify(app, third)).statusCode).toBe(200);

    const text = lines.join('');
    expect(text).toContain('/api/user/verify-email');
    for (const token of [first, second, third]) {
      expect(text.includes(token), 'a token in the log').toBe(false);
      expect(text.includes(hashResetToken(token)), 'a token hash in the log').toBe(false);
    }
    expect(text.includes(u.password)).toBe(false);
  });
});
