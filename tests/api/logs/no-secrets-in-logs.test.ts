import { sql } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import {
  createInvestor,
  createTestApp,
  expectError,
  injectAs,
  signupPayload,
  TEST_JWT_SECRET,
  type TestApp,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { KYC_FIELDS, PNG, PDF, submitKyc, front, back } from '../kyc/kyc-helpers';

// A failed query used to log its parameters: the argon2 hash and e-mail on sign-up, every KYC
// field and both documents' bytes (one 10 MB request added 137 MB to the log). Here the
// database refuses those inserts on purpose and the log must hold class, code and route only.

const PASSWORD = 'Leak-Check-Passw0rd!';
const EMAIL = 'leak-check-person@example.com';
const FIRST_NAME = 'Quillonbert';
const DOC_MARKER = 'DOCUMENT-BYTES-7f3a9c';
const QUERY_MARKER = 'query-marker-5e1d';

let ctx: TestContext;
let app: TestApp;
let investor: TestUser;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  ctx = await createTestApp();
  investor = await createInvestor(ctx.app);
  // the same database, served by an app that logs at info level into memory
  const stream: DestinationStream = { write: (line: string) => void lines.push(line) };
  app = await buildApp({ config: { ...ctx.config, logLevel: 'info' }, handle: ctx.handle, jwtSecret: TEST_JWT_SECRET, logStream: stream });
  await ctx.db.execute(sql`
    create function refuse_insert() returns trigger language plpgsql as $$
    begin raise exception 'refused by the test'; end $$`);
  await ctx.db.execute(sql`create trigger refuse_users before insert on users for each row execute function refuse_insert()`);
  await ctx.db.execute(sql`create trigger refuse_kyc before insert on kyc_submissions for each row execute function refuse_insert()`);
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

describe('the log after failed queries', () => {
  it('sign-up: a 500, logged as class, code and route, never the hash, e-mail or password', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: signupPayload({ email_address: EMAIL, password: PASSWORD }),
    });
    expectError(res, 500);
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request failed');
    expect(failure).toMatchObject({
      route: '/api/user/signup',
      method: 'POST',
      err: { type: 'DrizzleQueryError', cause: { code: 'P0001' } },
    });
  });

  it('KYC upload: a 500, never the fields or the documents', async () => {
    const doc = Buffer.concat([PNG, Buffer.from(DOC_MARKER.repeat(2000))]);
    const res = await submitKyc(app, investor.token, { ...KYC_FIELDS, first_name: FIRST_NAME }, [
      front(doc),
      back(Buffer.concat([PDF, Buffer.from(DOC_MARKER)])),
    ]);
    expectError(res, 500);
    expect(lines.filter((l) => l.includes('"request failed"')).length).toBe(2);
  });

  it('requests are logged without query strings or credentials', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: QUERY_MARKER }));
    const res = await injectAs(app, investor.token, { method: 'GET', url: `/api/transaction/${investor.id}?filter=${filter}` });
    expect(res.statusCode).toBe(200);
    expect(log()).toContain(`/api/transaction/${investor.id}`);
  });

  it('holds none of it', () => {
    const text = log();
    const token = investor.token;
    const forbidden = [
      PASSWORD,
      EMAIL,
      '$argon2',
      FIRST_NAME,
      KYC_FIELDS.address_one,
      DOC_MARKER,
      Buffer.from(DOC_MARKER).toString('hex'),
      Buffer.from(DOC_MARKER).toString('base64').slice(0, 12),
      token,
      token.split('.')[2],
      QUERY_MARKER,
      'Failed query',
      'params',
      'insert into',
    ];
    for (const needle of forbidden) expect(text.includes(needle), `the log holds ${needle}`).toBe(false);
    // a few short lines per request, nothing the size of a document
    expect(text.length).toBeLessThan(20_000);
  });
});
