// The API description is a document tools can use: it passes Spectral's OpenAPI ruleset
// (spectral:oas) with no errors, every operation has a unique operationId and a tag, no two
// paths differ only in their parameters' names, and an error is described as the JSON it is.
// Spectral runs offline: the document has only local references, and nothing else is fetched.
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '@/tests/helpers/test-app';

type Operation = { operationId?: string; tags?: string[]; responses?: Record<string, { content?: Record<string, unknown> }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let ctx: TestContext;
let doc: OpenApi;
let text: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  text = res.body;
  doc = res.json();
});
afterAll(() => ctx.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, op })),
  );

describe('the OpenAPI document', () => {
  it('refers only to itself, so no validator needs the network', () => {
    const refs = [...text.matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]);
    expect(refs.filter((r) => !r.startsWith('#/'))).toEqual([]);
  });

  // what the ruleset may still warn about: prose the routes' summaries do not carry
  const PROSE = ['info-contact', 'info-description', 'operation-description'];

  it('passes the spectral:oas ruleset with no errors, and no warnings beyond missing prose', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(new Document(text, Json, 'openapi.json'));
    const errors = results.filter((r) => r.severity === 0).map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(errors).toEqual([]);
    const warnings = results.filter((r) => !PROSE.includes(String(r.code))).map((r) => `${r.code} at ${r.path.join('.')}`);
    expect(warnings).toEqual([]);
  }, 60_000);

  it('every operation has a unique operationId and at least one tag', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.filter(({ op }) => !op.operationId).map((o) => o.where)).toEqual([]);
    expect(ops.filter(({ op }) => !op.tags?.length).map((o) => o.where)).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('no two paths differ only in the names of their parameters', () => {
    const shapes = new Map<string, string[]>();
    for (const path of Object.keys(doc.paths)) {
      const shape = path.replace(/\{[^}]+\}/g, '{}');
      shapes.set(shape, [...(shapes.get(shape) ?? []), path]);
    }
    expect([...shapes.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('an error answer is described as JSON, also on routes whose success is a file', () => {
    const wrong = operations().flatMap(({ where, op }) =>
      Object.entries(op.responses ?? {})
        .filter(([status, r]) => /^[45]/.test(status) && Object.keys(r.content ?? {}).some((type) => type !== 'application/json'))
        .map(([status, r]) => `${where} ${status}: ${Object.keys(r.content ?? {}).join(', ')}`),
    );
    expect(wrong).toEqual([]);
    expect(Object.keys(doc.paths['/api/payouts/export'].get.responses?.['403'].content ?? {})).toEqual(['application/json']);
  });
});
