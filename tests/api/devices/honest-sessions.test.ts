// Sessions are honest: turning two-factor sign-in on and a password change end every other
// session of the account at once; the browser that made the change carries on.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { decodeToken } from '@/tests/helpers/tokens';
import { bearer, createInvestor, createTestApp, expectError, injectAs, loginAdmin, type TestContext } from '@/tests/helpers/test-app';
import { enrol } from '../two-factor/two-factor-helpers';
import { Browser, FIREFOX, SAFARI_IPHONE } from './device-helpers';

let ctx: TestContext;
let clock: ManualClock;
beforeAll(async () => {
  clock = new ManualClock();
  ctx = await createTestApp({}, { clock });
});
afterAll(() => ctx.close());

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });
const jti = (token: string) => decodeToken(token).payload.jti as string;
const listed = async (token: string) =>
  ((await injectAs(ctx.app, token, { method: 'GET', url: '/api/auth/sessions' })).json() as { id: string }[]).map((s) => s.id);

/** An investor signed in on a laptop, a phone and (from createInvestor) one more browser. */
async function signedInThrice() {
  const u = await createInvestor(ctx.app);
  const laptop = new Browser(ctx.app, FIREFOX);
  const phone = new Browser(ctx.app, SAFARI_IPHONE);
  return { u, laptop, laptopToken: await laptop.signInForToken(u), phoneToken: await phone.signInForToken(u) };
}

describe('changes that end every other session', () => {
  it('turning two-factor sign-in on: the other sessions are refused at once; this one stays', async () => {
    const { u, laptopToken, phoneToken } = await signedInThrice();
    await enrol(ctx.app, { ...u, token: laptopToken }, clock);
    for (const other of [u.token, phoneToken]) expectError(await me(other), 401);
    expect((await me(laptopToken)).statusCode).toBe(200);
    expect(await listed(laptopToken)).toEqual([jti(laptopToken)]);
  });

  it('a password change by its owner: the other sessions end, this browser carries on with a new token', async () => {
    const { u, laptop, laptopToken, phoneToken } = await signedInThrice();
    const res = await laptop.send({
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      token: laptopToken,
      payload: { password: 'my-new-password-1', current_password: u.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = (res.json() as { accessToken: string }).accessToken;
    // the presented token is revoked too: the change hands out its successor
    for (const old of [u.token, phoneToken, laptopToken]) expectError(await me(old), 401);
    expect((await me(fresh)).statusCode).toBe(200);
    expect(await listed(fresh)).toEqual([jti(fresh)]);
    // on the same device as before
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, jti(fresh)));
    const [before] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, jti(laptopToken)));
    expect(before.deviceId).toEqual(expect.any(String));
    expect(row.deviceId).toBe(before.deviceId);
  });

  it('a password set by an admin ends every session of the user', async () => {
    const { u, laptopToken, phoneToken } = await signedInThrice();
    const admin = await loginAdmin(ctx.app);
    const res = await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { password: 'set-by-support-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const token of [u.token, laptopToken, phoneToken]) expectError(await me(token), 401);
    expect((await me(admin.token)).statusCode).toBe(200);
  });
});
