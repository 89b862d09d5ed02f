import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  adjust,
  createInvestor,
  createSupport,
  createTestApp,
  expectLedgerReconciled,
  expectNoSecrets,
  injectAs,
  loginAdmin,
  signupPayload,
  type InjectResponse,
  type TestContext,
} from '../helpers/test-app';

/**
 * No response of any endpoint, success or error, for any caller, carries a password, its
 * hash or the token secret. Every endpoint is called here and every body is checked.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('no password, hash or secret in any response', () => {
  it('every endpoint, as every kind of caller', async () => {
    const seen: { label: string; res: InjectResponse }[] = [];
    const record = (label: string, res: InjectResponse) => {
      seen.push({ label, res });
      return res;
    };

    const payload = signupPayload({ password: 'plain-text-password-1' });
    record('signup', await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload }));
    record('signup 409', await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload }));
    record('signup 400', await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload: { ...payload, password: '1' } }));
    const loginRes = record(
      'login',
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email_address: payload.email_address, password: payload.password },
      }),
    );
    record(
      'login 401',
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email_address: payload.email_address, password: 'wrong-password' },
      }),
    );
    const u = { id: loginRes.json()._id as string, token: loginRes.json().accessToken as string };
    const admin = await loginAdmin(ctx.app);
    const support = await createSupport(ctx.app);
    const other = await createInvestor(ctx.app);

    for (const [who, token] of [
      ['investor', u.token],
      ['support', support.token],
      ['admin', admin.token],
      ['anonymous', undefined],
    ] as const) {
      record(`${who} me`, await injectAs(ctx.app, token, { method: 'GET', url: '/api/profile/me' }));
      record(`${who} read self`, await injectAs(ctx.app, token, { method: 'GET', url: `/api/profile/${u.id}` }));
      record(`${who} read other`, await injectAs(ctx.app, token, { method: 'GET', url: `/api/profile/${other.id}` }));
      record(`${who} list`, await injectAs(ctx.app, token, { method: 'GET', url: '/api/profile/all' }));
      record(
        `${who} page`,
        await injectAs(ctx.app, token, {
          method: 'GET',
          url: `/api/profile/all?range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["email","ASC"]')}`,
        }),
      );
      record(
        `${who} update other`,
        await injectAs(ctx.app, token, { method: 'PUT', url: `/api/profile/update/${other.id}`, payload: { name: 'Renamed Other' } }),
      );
      record(`${who} adjust`, await adjust(ctx.app, token ?? '', other.id, 10));
    }
    record('admin adjust 409', await adjust(ctx.app, admin.token, other.id, -1_000_000));
    record(
      'admin read 404',
      await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/profile/00000000-0000-4000-8000-000000000000' }),
    );
    record(
      'admin set password',
      await injectAs(ctx.app, admin.token, {
        method: 'PUT',
        url: `/api/profile/update/${other.id}`,
        payload: { password: 'plain-text-password-2' },
      }),
    );
    record(
      'self set password',
      await injectAs(ctx.app, u.token, {
        method: 'PUT',
        url: `/api/profile/update/${u.id}`,
        payload: { password: 'plain-text-password-3', current_password: payload.password },
      }),
    );
    record(
      'self mass assignment',
      await injectAs(ctx.app, support.token, {
        method: 'PUT',
        url: `/api/profile/update/${support.id}`,
        payload: { role: 'admin', password: 'plain-text-password-4' },
      }),
    );
    record('admin delete', await injectAs(ctx.app, admin.token, { method: 'DELETE', url: `/api/profile/${other.id}` }));
    record('admin delete self', await injectAs(ctx.app, admin.token, { method: 'DELETE', url: `/api/profile/${admin.id}` }));
    record('logout', await injectAs(ctx.app, support.token, { method: 'POST', url: '/api/user/logout' }));
    record('health', await ctx.app.inject({ method: 'GET', url: '/api/health' }));
    record('docs', await ctx.app.inject({ method: 'GET', url: '/api/docs/json' }));
    record('404', await ctx.app.inject({ method: 'GET', url: '/api/unknown' }));

    expect(seen.length).toBeGreaterThan(30);
    for (const { label, res } of seen) {
      expect(res.statusCode, label).toBeLessThan(500);
      expectNoSecrets(res.body);
      const headers = JSON.stringify(res.headers);
      expectNoSecrets(headers);
      for (const plain of [
        'plain-text-password-1',
        'plain-text-password-2',
        'plain-text-password-3',
        'plain-text-password-4',
        ADMIN_PASSWORD,
      ]) {
        expect(res.body.includes(plain), `${label} echoes a password`).toBe(false);
      }
      // no password field in any payload (the OpenAPI document describes the request bodies)
      if (label !== 'docs') expect(/"password"\s*:/.test(res.body), `${label} has a password field`).toBe(false);
    }
    await expectLedgerReconciled(ctx.db);
  });
});
