import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Every route that needs a token says so in the OpenAPI document; each must refuse an
// anonymous caller with 401 before it looks at the input, so a stranger learns nothing
// about what the route would accept.
let ctx: TestContext;
let routes: { method: string; url: string }[];

beforeAll(async () => {
  ctx = await createTestApp();
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.security?.length)
      .map(([method, op]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, () => randomUUID()), op })),
  );
});
afterAll(() => ctx.close());

describe('authentication comes before validation', () => {
  it('the document lists the protected routes', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it('answers 401 to an anonymous caller with a nonsense body on every protected route', async () => {
    const failures: string[] = [];
    for (const r of routes) {
      const res = await ctx.app.inject({
        method: r.method as 'GET',
        url: r.url,
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: { nonsense: true } }),
      });
      if (res.statusCode !== 401) failures.push(`${r.method} ${r.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
