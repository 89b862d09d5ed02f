import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { createInvestor, createTestApp, injectAs, type InjectResponse, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { KYC_FIELDS, PDF, PNG } from '../kyc/kyc-helpers';
import { openTicket, TICKET } from '../tickets/ticket-helpers';
import { brokenMultipart, eachDefectAlone, wellFormed, type Form, type Shape } from './multipart-shapes';

// Beside the JSON fuzzer: every route that reads a multipart form gets broken forms, written
// byte by byte, first each defect alone in an otherwise valid form, then random mixes of them:
// parts without a name or with an empty one, a name twice, files for text and text for files,
// unknown names, empty files, no or the wrong boundary, bodies cut short, the wrong content
// type, with huge headers and files claiming the wrong type mixed in. Each is a 4xx in the
// error shape, never a 5xx, and changes nothing. The routes come from the OpenAPI document:
// whatever consumes multipart/form-data is fuzzed, so a new upload route is not forgotten.

const SEED = 20261128;
const RUNS_PER_ROUTE = 60;

let ctx: TestContext;
let investor: TestUser;
let ticketId: string;
let multipartRoutes: string[];

const file = (bytes: Buffer, filename: string, type: string) => ({ bytes, filename, type });

/** A valid form for each multipart route (its OpenAPI path), and where to send it. */
const forms: Record<string, { url: () => string; form: Form }> = {
  '/api/kyc': {
    url: () => '/api/kyc',
    form: {
      text: { ...KYC_FIELDS },
      files: { front_img: file(PNG, 'front.png', 'image/png'), back_img: file(PDF, 'back.pdf', 'application/pdf') },
    },
  },
  '/api/tickets': {
    url: () => '/api/tickets',
    form: { text: { ...TICKET }, files: { attachment: file(PDF, 'receipt.pdf', 'application/pdf') } },
  },
  '/api/tickets/{id}/messages': {
    url: () => `/api/tickets/${ticketId}/messages`,
    form: { text: { body: 'Here is the receipt.' }, files: { attachment: file(PNG, 'receipt.png', 'image/png') } },
  },
};

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  investor = await createInvestor(ctx.app);
  ticketId = (await openTicket(ctx.app, investor.token))._id;
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  multipartRoutes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.values(ops).some((op) => op.requestBody?.content?.['multipart/form-data']) ? [path] : [],
  );
});
afterAll(async () => ctx?.close());

/** Rows that any of these routes would add or change. */
async function snapshot(db: Db) {
  const result = await db.execute(sql`
    select (select count(*) from kyc_submissions)::int as kyc,
           (select count(*) from tickets)::int as tickets,
           (select count(*) from ticket_messages)::int as messages,
           (select string_agg(id::text || status::text || updated_at::text, ',' order by id) from tickets) as ticket_states`);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0];
}

const send = (url: string, shape: Shape) =>
  injectAs(ctx.app, investor.token, { method: 'POST', url, headers: { 'content-type': shape.contentType }, payload: shape.payload });

/** a 4xx in the one error shape, every entry of its errors list well-formed */
function check(res: InjectResponse, label: string) {
  expect(res.statusCode, `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(body, label).toMatchObject({ statusCode: res.statusCode, error: expect.any(String), message: expect.any(String) });
  expect(
    Object.keys(body).filter((k) => !['statusCode', 'error', 'message', 'errors'].includes(k)),
    label,
  ).toEqual([]);
  for (const e of (body.errors as unknown[] | undefined) ?? []) {
    expect(e, label).toEqual({ field: expect.any(String), message: expect.any(String) });
    expect((e as { field: string }).field, label).not.toBe('');
  }
}

describe('multipart fuzz: every route that takes multipart/form-data', () => {
  it('finds the upload routes in the OpenAPI document, and has a valid form for each', () => {
    expect(multipartRoutes.sort()).toEqual(Object.keys(forms).sort());
  });

  it.each(Object.keys(forms))(
    '%s: broken forms are a 4xx in the error shape and change nothing',
    async (route) => {
      const { url, form } = forms[route];
      const before = await snapshot(ctx.db);
      const statuses = new Map<number, number>();
      for (const shape of eachDefectAlone(form)) {
        const res = await send(url(), shape);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        check(res, `POST ${route}: ${shape.label}`);
      }
      await fc.assert(
        fc.asyncProperty(brokenMultipart(form), async (shape) => {
          const res = await send(url(), shape);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          check(res, `POST ${route}: ${shape.label}`);
        }),
        { seed: SEED + route.length, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      expect(await snapshot(ctx.db)).toEqual(before);
      // FUZZ_STATS=1 shows which refusals the forms met
      if (process.env.FUZZ_STATS) console.log(route, Object.fromEntries(statuses));
    },
    120_000,
  );

  it.each(Object.keys(forms))('%s: the same builder, unbroken, makes a form the route accepts', async (route) => {
    // last: it changes what the others check stays unchanged
    const res = await send(forms[route].url(), wellFormed(forms[route].form));
    expect(res.statusCode, res.body).toBe(201);
  });
});
