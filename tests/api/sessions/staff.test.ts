// Back office: a user's sessions and sign-in history; admins end a user's sessions (audited).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToken } from '@/tests/helpers/tokens';
import { auditLog } from '@/server/db/schema';
import {
  bearer,
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let support: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
});
afterAll(() => ctx.close());

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe("a user's sessions and history in the back office", () => {
  it("support and admins read them; `current` is never the user's", async () => {
    const u = await createInvestor(ctx.app);
    for (const staff of [support, admin]) {
      const s = await injectAs(ctx.app, staff.token, { method: 'GET', url: `/api/users/${u.id}/sessions` });
      expect(s.statusCode, s.body).toBe(200);
      expect(s.json()).toEqual([expect.objectContaining({ id: decodeToken(u.token).payload.jti, current: false })]);
      const h = await injectAs(ctx.app, staff.token, { method: 'GET', url: `/api/users/${u.id}/history` });
      expect(h.statusCode, h.body).toBe(200);
      expect(h.json()).toEqual([expect.objectContaining({ result: 'success' })]);
    }
  });

  it('an unknown user is 404, a bad id 400', async () => {
    expectError(await injectAs(ctx.app, admin.token, { method: 'GET', url: `/api/users/${UNKNOWN}/sessions` }), 404);
    expectError(await injectAs(ctx.app, admin.token, { method: 'GET', url: `/api/users/${UNKNOWN}/history` }), 404);
    expectError(await injectAs(ctx.app, admin.token, { method: 'DELETE', url: `/api/users/${UNKNOWN}/sessions` }), 404);
    expectError(await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/users/not-an-id/sessions' }), 400);
  });

  it('an admin ends every session of a user: refused at once, and the audit log says who and how many', async () => {
    const u = await createInvestor(ctx.app);
    const second = (
      await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email_address: u.email, password: u.password } })
    ).json().accessToken as string;
    const res = await injectAs(ctx.app, admin.token, { method: 'DELETE', url: `/api/users/${u.id}/sessions` });
    expect(res.statusCode, res.body).toBe(204);
    expectError(await me(u.token), 401);
    expectError(await me(second), 401);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, u.id), eq(auditLog.action, 'user.sessions.end')));
    expect(rows).toEqual([expect.objectContaining({ actorId: admin.id, entity: 'user', after: { sessionsEnded: 2 } })]);
    expect((await me(admin.token)).statusCode).toBe(200);
  });

  it('an admin ending their own sessions keeps the one they are using', async () => {
    const a = await loginAdmin(ctx.app);
    const other = await loginAdmin(ctx.app);
    expect((await injectAs(ctx.app, a.token, { method: 'DELETE', url: `/api/users/${a.id}/sessions` })).statusCode).toBe(204);
    expect((await me(a.token)).statusCode).toBe(200);
    expectError(await me(other.token), 401);
  });

  it('support cannot end sessions; investors reach none of it', async () => {
    const u = await createInvestor(ctx.app);
    const other = await createInvestor(ctx.app);
    expectError(await injectAs(ctx.app, support.token, { method: 'DELETE', url: `/api/users/${u.id}/sessions` }), 403);
    expect((await me(u.token)).statusCode).toBe(200);
    for (const url of [`/api/users/${u.id}/sessions`, `/api/users/${u.id}/history`]) {
      expectError(await injectAs(ctx.app, other.token, { method: 'GET', url }), 403);
      expectError(await injectAs(ctx.app, u.token, { method: 'GET', url }), 403);
    }
    expectError(await injectAs(ctx.app, u.token, { method: 'DELETE', url: `/api/users/${u.id}/sessions` }), 403);
  });
});
