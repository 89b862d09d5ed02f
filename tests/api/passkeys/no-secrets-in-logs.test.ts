// The log never holds a passkey step-up token (in a body's code or a staff act's Step-Up header),
// nor a ceremony's challenge, also when an assertion is refused.
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_UP_HEADER } from '@/common/api/passkeys';
import { buildApp } from '@/server/app';
import {
  createInvestor,
  createTestApp,
  injectAs,
  loginAdmin,
  TEST_JWT_SECRET,
  type TestApp,
  type TestContext,
} from '@/tests/helpers/test-app';
import { addPasskey, authenticatorFor, PASSKEY_ENV, postSignIn, signInOptions, stepUpToken } from './passkey-helpers';

let ctx: TestContext;
let app: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ ...PASSKEY_ENV, STAFF_PASSKEY: 'required' });
  // the same database, served by an app that logs everything it would log into memory
  const stream: DestinationStream = { write: (line: string) => void lines.push(line) };
  app = await buildApp({ config: { ...ctx.config, logLevel: 'trace' }, handle: ctx.handle, jwtSecret: TEST_JWT_SECRET, logStream: stream });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

describe('the log around passkeys', () => {
  it('holds no step-up token and no challenge', async () => {
    const u = await createInvestor(app);
    const authenticator = authenticatorFor(ctx);
    await addPasskey(app, u, authenticator);
    const options = await signInOptions(app);
    expect((await postSignIn(app, authenticator.get(options, undefined, { origin: 'https://evil.test' }))).statusCode).toBe(401);
    const token = await stepUpToken(app, u, authenticator);
    const change = await injectAs(app, u.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'a-brand-new-password', current_password: u.password, code: token },
    });
    expect(change.statusCode, change.body).toBe(200);

    const admin = await loginAdmin(app);
    const adminKey = authenticatorFor(ctx);
    await addPasskey(app, admin, adminKey);
    const staffToken = await stepUpToken(app, admin, adminKey);
    const adjust = await injectAs(app, admin.token, {
      method: 'POST',
      url: `/api/profile/${u.id}/adjust`,
      headers: { [STEP_UP_HEADER]: staffToken },
      payload: { account: 'balance', amount: 5, reason: 'log check' },
    });
    expect(adjust.statusCode, adjust.body).toBe(200);

    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(0);
    for (const needle of [token, token.slice(3), staffToken, staffToken.slice(3), options.challenge]) {
      expect(text.includes(needle), `the log holds ${needle}`).toBe(false);
    }
  });
});
