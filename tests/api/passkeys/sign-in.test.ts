// Signing in with a passkey: no e-mail, no password, no code. The passkey names its user; the
// assertion must answer a live, unused sign-in challenge, come from our origin and RP ID, be signed
// by the stored key with the user verified, and move the counter on. Refusals are 401, change
// nothing, and go to the owner's sign-in history and the sign-in limiter.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_MSG } from '@/common/api/passkeys';
import { passkeys } from '@/server/db/schema';
import { FLAG, userHandleFor } from '@/tests/helpers/software-authenticator';
import {
  createInvestor,
  createTestApp,
  expectError,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { midStepClock } from '../two-factor/two-factor-helpers';
import type { ManualClock } from '@/server/lib/clock';
import { addPasskey, authenticatorFor, passkeySignIn, PASSKEY_ENV, postSignIn, signInOptions, stepUpOptions } from './passkey-helpers';

let ctx: TestContext;
let clock: ManualClock;
beforeAll(async () => {
  clock = midStepClock();
  ctx = await createTestApp({ ...PASSKEY_ENV, LOGIN_MAX_FAILURES: '4' }, { clock });
});
afterAll(() => ctx.close());

const history = async (u: TestUser) =>
  (await injectAs(ctx.app, u.token, { url: '/api/auth/history' })).json().map((a: { result: string }) => a.result);
const stored = async (id: string) => (await ctx.db.select().from(passkeys).where(eq(passkeys.id, id)))[0];

/** An investor with a passkey in a new authenticator. */
async function withPasskey(options: Parameters<typeof authenticatorFor>[1] = {}) {
  const user = await createInvestor(ctx.app);
  const authenticator = authenticatorFor(ctx, options);
  const { passkey, credential } = await addPasskey(ctx.app, user, authenticator);
  return { user, authenticator, passkey, credential };
}

describe('signing in with a passkey', () => {
  it('the options name our RP ID, ask user verification and list no credential; the sign-in gives a working token', async () => {
    const { user, authenticator, passkey } = await withPasskey();
    const options = await signInOptions(ctx.app);
    expect(options).toMatchObject({ rpId: 'invest.example.com', userVerification: 'required', allowCredentials: [], timeout: 300_000 });

    const res = await postSignIn(ctx.app, authenticator.get(options));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ _id: user.id, accessToken: expect.any(String), isAdmin: false });
    const me = await injectAs(ctx.app, res.json().accessToken, { url: '/api/profile/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);

    expect(await stored(passkey.id)).toMatchObject({ counter: 1, lastUsedAt: clock.now() });
    expect((await history(user))[0]).toBe('success');
  });

  it('a synced passkey that does not count (always 0) signs in again and again', async () => {
    const { authenticator } = await withPasskey({ counterStep: 0, synced: true });
    for (let i = 0; i < 3; i++) expect((await passkeySignIn(ctx.app, authenticator)).statusCode).toBe(200);
  });

  it('an assertion sent a second time is refused: its challenge was used', async () => {
    const { user, authenticator, passkey } = await withPasskey();
    const response = authenticator.get(await signInOptions(ctx.app));
    expect((await postSignIn(ctx.app, response)).statusCode).toBe(200);
    expectError(await postSignIn(ctx.app, response), 401, PASSKEY_MSG.ceremonyEnded);
    expect(await stored(passkey.id)).toMatchObject({ counter: 1 });
    expect((await history(user)).slice(0, 2)).toEqual(['wrong_code', 'success']);
  });

  it('of two sign-ins sent at once over one challenge, one gets in', async () => {
    const { authenticator } = await withPasskey();
    const options = await signInOptions(ctx.app);
    const [a, b] = [authenticator.get(options), authenticator.get(options)];
    const answers = await Promise.all([postSignIn(ctx.app, a), postSignIn(ctx.app, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('a challenge past its 5 minutes, or made for a step-up, is refused', async () => {
    const { user, authenticator } = await withPasskey();
    const options = await signInOptions(ctx.app);
    clock.advance(5 * 60_000 + 1);
    expectError(await postSignIn(ctx.app, authenticator.get(options)), 401, PASSKEY_MSG.ceremonyEnded);
    const stepUp = await stepUpOptions(ctx.app, user);
    expectError(await postSignIn(ctx.app, authenticator.get(stepUp)), 401, PASSKEY_MSG.ceremonyEnded);
  });

  it('an assertion from another origin (a phishing page relaying the ceremony) is refused', async () => {
    const { authenticator, passkey } = await withPasskey();
    for (const origin of ['https://invest-example.com', 'https://login.invest.example.com']) {
      expectError(await passkeySignIn(ctx.app, authenticator, undefined, { origin }), 401, PASSKEY_MSG.failed);
    }
    expectError(await passkeySignIn(ctx.app, authenticator, undefined, { rpId: 'evil.test' }), 401, PASSKEY_MSG.failed);
    expect(await stored(passkey.id)).toMatchObject({ counter: 0, lastUsedAt: null });
  });

  it('a counter that goes back or stands still (a cloned authenticator) is refused, and the stored one stays', async () => {
    const { authenticator, credential, passkey } = await withPasskey();
    authenticator.setCounter(credential, 9);
    expect((await passkeySignIn(ctx.app, authenticator)).statusCode).toBe(200);
    expect(await stored(passkey.id)).toMatchObject({ counter: 10 });
    expectError(await passkeySignIn(ctx.app, authenticator, credential, { counter: 10 }), 401, PASSKEY_MSG.failed);
    expectError(await passkeySignIn(ctx.app, authenticator, credential, { counter: 3 }), 401, PASSKEY_MSG.failed);
    expectError(await passkeySignIn(ctx.app, authenticator, credential, { counter: 0 }), 401, PASSKEY_MSG.failed);
    expect(await stored(passkey.id)).toMatchObject({ counter: 10 });
    expect((await passkeySignIn(ctx.app, authenticator)).statusCode).toBe(200);
  });

  it('without user verification (a touch only) or without presence, refused', async () => {
    const { authenticator } = await withPasskey();
    expectError(await passkeySignIn(ctx.app, authenticator, undefined, { flags: FLAG.UP }), 401, PASSKEY_MSG.failed);
    expectError(await passkeySignIn(ctx.app, authenticator, undefined, { flags: FLAG.UV }), 401, PASSKEY_MSG.failed);
  });

  it("a user handle naming someone else, or none, is refused; another user's account is not entered", async () => {
    const { user, authenticator } = await withPasskey();
    const other = await createInvestor(ctx.app);
    expectError(await passkeySignIn(ctx.app, authenticator, undefined, { userHandle: userHandleFor(other.id) }), 401, PASSKEY_MSG.failed);
    expectError(await passkeySignIn(ctx.app, authenticator, undefined, { userHandle: null }), 401, PASSKEY_MSG.failed);
    expect((await history(user)).slice(0, 2)).toEqual(['wrong_code', 'wrong_code']);
    // (its one success is the fixture's own password sign-in)
    expect(await history(other)).toEqual(['success']);
  });

  it('a passkey nobody registered here is not recognised', async () => {
    const stranger = authenticatorFor(ctx);
    stranger.create({
      ...(await signInOptions(ctx.app)),
      rp: { id: 'invest.example.com', name: 'x' },
      user: { id: userHandleFor(crypto.randomUUID()), name: 'x', displayName: 'x' },
      pubKeyCredParams: [],
    });
    expectError(await passkeySignIn(ctx.app, stranger), 401, PASSKEY_MSG.notRecognised);
  });

  it('a signature by another key is refused', async () => {
    const { authenticator, credential } = await withPasskey();
    const other = await withPasskey();
    const response = authenticator.get(await signInOptions(ctx.app), credential);
    const forged = {
      ...response,
      response: { ...response.response, signature: other.authenticator.get(await signInOptions(ctx.app)).response.signature },
    };
    expectError(await postSignIn(ctx.app, forged), 401, PASSKEY_MSG.failed);
  });

  it('a disabled account learns it only with a valid passkey', async () => {
    const { user, authenticator } = await withPasskey();
    const admin = await loginAdmin(ctx.app);
    const off = await injectAs(ctx.app, admin.token, { method: 'PUT', url: `/api/profile/update/${user.id}`, payload: { status: false } });
    expect(off.statusCode, off.body).toBe(200);
    expectError(await passkeySignIn(ctx.app, authenticator, undefined, { origin: 'https://evil.test' }), 401, PASSKEY_MSG.failed);
    expectError(await passkeySignIn(ctx.app, authenticator), 403, /disabled/);
  });

  it('failures count against the sign-in limiter: past LOGIN_MAX_FAILURES even a good assertion waits (429)', async () => {
    const { authenticator } = await withPasskey();
    for (let i = 0; i < 4; i++) expect((await passkeySignIn(ctx.app, authenticator, undefined, { flags: FLAG.UP })).statusCode).toBe(401);
    const limited = await passkeySignIn(ctx.app, authenticator);
    expectError(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('input that is not an assertion: 400, never a 500', async () => {
    const { authenticator } = await withPasskey();
    const good = authenticator.get(await signInOptions(ctx.app));
    for (const response of [{}, { ...good, rawId: 42 }, { ...good, response: { ...good.response, authenticatorData: '***' } }]) {
      expectError(await postSignIn(ctx.app, response), 400);
    }
    const short = { ...good, response: { ...good.response, authenticatorData: 'AAAA' } };
    expectError(await postSignIn(ctx.app, short), 401, PASSKEY_MSG.failed);
    expectError(await ctx.app.inject({ method: 'POST', url: '/api/user/login/passkey', payload: {} }), 400);
  });
});
