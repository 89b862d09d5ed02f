import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '@/server/db/schema';
import {
  createCallers,
  createInvestor,
  expectLedgerReconciled,
  injectAs,
  login,
  type InjectResponse,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { submitValid } from '../kyc/kyc-helpers';
import {
  badBody,
  bodyEncoding,
  encodeSegment,
  headerValue,
  listQueryValue,
  operationsOf,
  pathValue,
  type Operation,
} from './openapi-arbitraries';

// Every documented operation, as anonymous, investor and admin, with bad bodies, params and
// queries generated from its own schema (fixed seed: the same requests every run). Whatever
// comes in, the answer is never a 5xx, every error is in the one error shape, and the money
// still reconciles afterwards.

const SEED = 20261122;
const RUNS_PER_CALLER = 20;

let ctx: TestContext;
let callers: { anonymous: undefined; investor: string; admin: string };
let operations: Operation[];
/** ids of things that exist (and that no caller needs): requests reach past "not found" */
let ids: string[];
let adminLogin: { email: string; password: string };

beforeAll(async () => {
  let admin: TestUser;
  let investor: TestUser;
  // the fuzz must not be stopped by the limits it is not testing
  ({ ctx, admin, investor } = await createCallers({ RATE_LIMIT_MAX: '1000000', LOGIN_MAX_FAILURES: '1000000' }));
  callers = { anonymous: undefined, investor: investor.token, admin: admin.token };
  const victim = await createInvestor(ctx.app);
  const kycId = await submitValid(ctx.app, victim.token);
  const [deposit] = await ctx.db
    .insert(transactions)
    .values({
      userId: victim.id,
      type: 'deposit',
      amountCents: 50_000,
      status: 'pending',
      paymentMethod: 'btc',
      paymentAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    })
    .returning({ id: transactions.id });
  const plan = (await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/plans/all' })).json() as { _id: string }[];
  const wallet = (await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/address/all' })).json() as { _id: string }[];
  ids = [victim.id, kycId, deposit.id, plan[0]._id, wallet[0]._id];
  const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  // signing out revokes the caller's token: that operation goes last, so all others run signed in;
  // locking one's account refuses every sign-in until it is unlocked: after the sign-outs, it meets
  // only tokens that are refused already (the lock itself is tested in tests/api/account-lock)
  const last = (op: Operation) => (op.path.endsWith('/logout') ? 1 : op.path === '/api/account/lock' ? 2 : 0);
  operations = operationsOf(doc.json()).sort((a, b) => last(a) - last(b));
  adminLogin = { email: admin.email, password: admin.password };
});
afterAll(async () => ctx?.close());

function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const path = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, pathValue(p.schema, ids)])));
  const query = fc.record(Object.fromEntries(op.queryParams.map((p) => [p.name, listQueryValue(p.name, ids)])), { requiredKeys: [] });
  const headers = fc.record(Object.fromEntries(op.headerParams.map((p) => [p.name, headerValue])), { requiredKeys: [] });
  const hasBody = op.method === 'POST' || op.method === 'PUT';
  const body = hasBody ? fc.tuple(badBody(op.body, ids), bodyEncoding) : fc.constant(undefined);
  return fc.record({ path, query, headers, body }) as fc.Arbitrary<FuzzRequest>;
}

type FuzzRequest = {
  path: Record<string, string>;
  query: Partial<Record<string, string>>;
  headers: Partial<Record<string, string>>;
  body: [unknown, string] | undefined;
};

function toInject(op: Operation, r: FuzzRequest): InjectOptions {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(String(r.path[name] ?? '')));
  const qs = Object.entries(r.query)
    .map(([k, v]) => `${k}=${encodeSegment(String(v))}`)
    .join('&');
  const headers: Record<string, string> = { ...(r.headers as Record<string, string>) };
  let payload: string | undefined;
  if (r.body) {
    const [value, encoding] = r.body;
    const text = JSON.stringify(value) ?? 'null';
    switch (encoding) {
      case 'json':
        headers['content-type'] = 'application/json';
        payload = text;
        break;
      case 'broken-json':
        headers['content-type'] = 'application/json';
        payload = text.slice(0, Math.max(1, text.length - 1)) + ',';
        break;
      case 'text/plain':
        headers['content-type'] = 'text/plain';
        payload = text;
        break;
      case 'form-urlencoded':
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = 'name=a%00b&amount=-1';
        break;
      case 'multipart-garbage':
        headers['content-type'] = 'multipart/form-data; boundary=zzz';
        payload = '--zzz\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAda\r\n--zz';
        break;
      case 'xml':
        headers['content-type'] = 'application/xml';
        payload = '<a>1</a>';
        break;
      case 'no-content-type':
        payload = text;
        break;
      case 'empty-json':
        headers['content-type'] = 'application/json';
        payload = '';
        break;
    }
  }
  return { method: op.method, url: qs ? `${url}?${qs}` : url, headers, ...(payload !== undefined ? { payload } : {}) };
}

/** never a 5xx; every error in the API's error shape, with its own status */
function check(res: InjectResponse, request: string) {
  const label = request.length > 300 ? `${request.slice(0, 300)}...` : request;
  expect(res.statusCode, `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(body, label).toMatchObject({ statusCode: res.statusCode, error: expect.any(String), message: expect.any(String) });
  expect(
    Object.keys(body).filter((k) => !['statusCode', 'error', 'message', 'errors'].includes(k)),
    label,
  ).toEqual([]);
  if (body.errors !== undefined) {
    expect(Array.isArray(body.errors), label).toBe(true);
    for (const e of body.errors as unknown[]) expect(e, label).toEqual({ field: expect.any(String), message: expect.any(String) });
  }
}

describe('schema fuzz: every operation of the OpenAPI document', () => {
  it('documents the operations it fuzzes', () => {
    // a guard against fuzzing nothing (an empty or unreadable document)
    expect(operations.length).toBeGreaterThan(30);
  });

  it('answers bad input with a 4xx in the error shape, never a 5xx, as anyone; money reconciles after', async () => {
    let sent = 0;
    const statuses = new Map<number, number>();
    let round = 0;
    for (const op of operations) {
      for (const [who, token] of Object.entries(callers)) {
        round += 1;
        await fc.assert(
          fc.asyncProperty(requestFor(op), async (r) => {
            const opts = toInject(op, r);
            const res = await injectAs(ctx.app, token, opts);
            sent += 1;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            check(res, `${who} ${opts.method} ${opts.url} ${String(opts.payload ?? '')}`);
          }),
          { seed: SEED + round, numRuns: RUNS_PER_CALLER, endOnFailure: true },
        );
      }
    }
    expect(sent).toBeGreaterThan(2000);
    // FUZZ_STATS=1 shows how far the requests got (statuses and their counts)
    if (process.env.FUZZ_STATS) console.log(Object.fromEntries(statuses));
    // the fuzz got past the doors too: some requests were accepted, most refused for their content
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(500);
    await expectLedgerReconciled(ctx.db);
    const { accessToken } = await login(ctx.app, adminLogin.email, adminLogin.password);
    const report = await injectAs(ctx.app, accessToken, { method: 'GET', url: '/api/reports/reconcile' });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ ok: true, discrepancies: [] });
  }, 120_000);
});
