import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { isAuthentication, recordStatements } from '@/tests/helpers/statements';
import { createInvestor, createTestApp, expectError, injectAs, login, type TestContext } from '@/tests/helpers/test-app';

// server/plugins/auth.ts reads the sessions of the requests that arrive together in one
// statement: each request must still get its own user, and its own refusal.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = (token: string) => injectAs(ctx.app, token, { method: 'GET', url: '/api/profile/me' });

describe('requests that arrive together', () => {
  it('are authenticated by one statement, each as its own user', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createInvestor(ctx.app)));
    const statements = recordStatements(ctx.db);
    // the same session twice in one batch, too
    const tokens = [...users.map((u) => u.token), users[0].token];
    const answers = await Promise.all(tokens.map(me));
    const authentications = statements.filter(isAuthentication);
    expect(authentications).toHaveLength(1);
    const expected = [...users.map((u) => u.email), users[0].email];
    expect(answers.map((a) => [a.statusCode, a.json().email])).toEqual(expected.map((email) => [200, email]));
  });

  it('a revoked token, a disabled user and an unknown user among good ones: each refused alone', async () => {
    const [good, revoked, disabled, other] = await Promise.all(Array.from({ length: 4 }, () => createInvestor(ctx.app)));
    // a second session of the user whose first is ended: it must still work in the same batch
    const sameUser = await login(ctx.app, revoked.email, revoked.password);
    expect((await injectAs(ctx.app, revoked.token, { method: 'POST', url: '/api/user/logout' })).statusCode).toBe(204);
    await ctx.db.execute(`update users set status = false where id = '${disabled.id}'`);
    await ctx.db.execute(`delete from sessions where user_id = '${other.id}'`);
    await ctx.db.execute(`update users set deleted_at = now() where id = '${other.id}'`);
    const [a, b, c, d, e] = await Promise.all([good.token, revoked.token, disabled.token, other.token, sameUser.accessToken].map(me));
    expect(a.statusCode).toBe(200);
    expect(a.json().email).toBe(good.email);
    expectError(b, 401, MSG.sessionInvalid);
    expectError(c, 401, MSG.sessionInvalid);
    expectError(d, 401, MSG.sessionInvalid);
    expect(e.statusCode).toBe(200);
    expect(e.json().email).toBe(revoked.email);
  });
});
