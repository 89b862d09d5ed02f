import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MSG } from '@/common/validation/text';
import { auditLog, kycSubmissions, plans, users, wallets } from '@/server/db/schema';
import { DATE_FILTER_MSG } from '@/server/lib/list-query';
import {
  createCallers,
  expectError,
  expectLedgerReconciled,
  injectAs,
  signupPayload,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { KYC_FIELDS, submitKyc } from '../kyc/kyc-helpers';

// U+0000 made PostgreSQL fail the query (a 500) and lone surrogates are not Unicode: one rule
// refuses both for every body, query and params, before any route runs. The JSON bodies are
// written by hand because JSON.stringify would escape a lone surrogate as text anyway.

const NUL = 'Ada\u0000Lovelace';
/** a JSON text whose `key` holds the raw escape (\u0000, \ud800), as a client would send it */
const jsonWith = (body: Record<string, unknown>, key: string, escape: string) =>
  JSON.stringify({ ...body, [key]: '@@' }).replace('"@@"', `"Ada${escape}Lovelace"`);

let ctx: TestContext;
let admin: TestUser;
let investor: TestUser;

beforeAll(async () => {
  ({ ctx, admin, investor } = await createCallers());
});
afterAll(async () => ctx?.close());

async function counts() {
  const n = async (table: typeof users | typeof plans | typeof wallets | typeof kycSubmissions | typeof auditLog) =>
    (await ctx.db.select({ n: count() }).from(table))[0].n;
  return {
    users: await n(users),
    plans: await n(plans),
    wallets: await n(wallets),
    kyc: await n(kycSubmissions),
    audit: await n(auditLog),
  };
}

const json = { 'content-type': 'application/json' };

describe.each([
  ['NUL', '\\u0000'],
  ['a lone surrogate', '\\ud800'],
])('%s in any text is a 400 with the one message, and changes nothing', (_label, escape) => {
  it('sign-up name, profile update, plan, wallet and adjust reason (JSON bodies)', async () => {
    const before = await counts();
    const meBefore = (await injectAs(ctx.app, investor.token, { method: 'GET', url: '/api/profile/me' })).json();
    const cases: [string | undefined, 'POST' | 'PUT', string, string, string][] = [
      [undefined, 'POST', '/api/user/signup', jsonWith(signupPayload(), 'name', escape), 'name'],
      [investor.token, 'PUT', `/api/profile/update/${investor.id}`, jsonWith({}, 'name', escape), 'name'],
      [
        admin.token,
        'POST',
        '/api/plans/save',
        jsonWith({ description: 'x', category: 'gold', min: 30, max: 200, roi: 1, duration: 14 }, 'name', escape),
        'name',
      ],
      [
        admin.token,
        'POST',
        '/api/address/save',
        jsonWith({ currency: 'btc', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }, 'name', escape),
        'name',
      ],
      [admin.token, 'POST', `/api/profile/${investor.id}/adjust`, jsonWith({ account: 'balance', amount: 10 }, 'reason', escape), 'reason'],
    ];
    for (const [token, method, url, payload, field] of cases) {
      const res = await injectAs(ctx.app, token, { method, url, payload, headers: json });
      const body = expectError(res, 400, TEXT_MSG.unsafe);
      expect(body.errors, `${method} ${url}`).toEqual([{ field, message: TEXT_MSG.unsafe }]);
    }
    expect(await counts()).toEqual(before);
    expect((await injectAs(ctx.app, investor.token, { method: 'GET', url: '/api/profile/me' })).json()).toEqual(meBefore);
    await expectLedgerReconciled(ctx.db);
  });

  it('an object key is text too', async () => {
    const payload = `{"name":"Ada Lovelace","x${escape}":1}`;
    expectError(
      await injectAs(ctx.app, investor.token, { method: 'PUT', url: `/api/profile/update/${investor.id}`, payload, headers: json }),
      400,
      TEXT_MSG.unsafe,
    );
  });

  it('the search text q of a list filter (JSON inside the query string)', async () => {
    const filter = encodeURIComponent(`{"q":"Ada${escape}"}`);
    for (const url of ['/api/profile/all', '/api/transaction/all', '/api/plans/all', '/api/address/all', '/api/kyc/all', '/api/audit']) {
      const body = expectError(
        await injectAs(ctx.app, admin.token, { method: 'GET', url: `${url}?filter=${filter}` }),
        400,
        TEXT_MSG.unsafe,
      );
      expect(body.errors, url).toEqual([{ field: 'filter.q', message: TEXT_MSG.unsafe }]);
    }
  });
});

describe('text outside JSON', () => {
  it('a raw NUL in a query parameter or in a path parameter', async () => {
    expectError(await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/profile/all?sort=%00' }), 400, TEXT_MSG.unsafe);
    expectError(await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/address/x%00y' }), 400, TEXT_MSG.unsafe);
  });

  it('NUL in a KYC form field (multipart: the JSON check never sees it)', async () => {
    const before = await counts();
    const res = await submitKyc(ctx.app, investor.token, { ...KYC_FIELDS, first_name: NUL });
    const body = expectError(res, 400);
    expect(body.errors).toEqual(expect.arrayContaining([{ field: 'first_name', message: TEXT_MSG.unsafe }]));
    expect(await counts()).toEqual(before);
    // a lone surrogate cannot travel in a UTF-8 form at all: it arrives as U+FFFD, valid text
  });
});

describe('date filters', () => {
  it.each(['0000-01-01', '99999-01-01', '1000-01-01T00:00:00Z', '2024-02-31', 'yesterday'])(
    '%s is a 400 on every list with dates',
    async (value) => {
      for (const [url, key] of [
        ['/api/profile/all', 'createdAt_gte'],
        ['/api/transaction/all', 'createdAt_lte'],
        ['/api/audit', 'createdAt_gte'],
        ['/api/audit', 'createdAt_lte'],
      ] as const) {
        const res = await injectAs(ctx.app, admin.token, {
          method: 'GET',
          url: `${url}?filter=${encodeURIComponent(JSON.stringify({ [key]: value }))}`,
        });
        expect(res.statusCode, `${url} ${key}=${value}: ${res.body}`).toBe(400);
        expectError(res, 400);
      }
      const res = await injectAs(ctx.app, admin.token, {
        method: 'GET',
        url: `/api/profile/all?filter=${encodeURIComponent('{"createdAt_gte":"0000-01-01"}')}`,
      });
      expectError(res, 400, DATE_FILTER_MSG);
    },
  );
});
