import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestContext } from '../helpers/test-app';

const TRUSTED_ORIGIN = 'https://backoffice.example.test';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ CORS_ORIGINS: TRUSTED_ORIGIN });
});
afterAll(() => ctx.close());

const json = { 'content-type': 'application/json' };

describe('errors answer one JSON shape: { statusCode, error, message, errors? }', () => {
  it('an unknown /api path: 404', async () => {
    const body = expectError(await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404);
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /api/nothing-here not found' });
  });

  it('unknown /api paths for every method, nested ones, and /api itself: 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      expectError(
        await ctx.app.inject({ method, url: '/api/no/such/route', ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) }),
        404,
      );
    }
    expectError(await ctx.app.inject({ method: 'GET', url: '/api' }), 404);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/' }), 404);
  });

  it('a known path with a method it does not have: 404 JSON', async () => {
    expectError(await ctx.app.inject({ method: 'PATCH', url: '/api/user/login', payload: {} }), 404);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/user/login' }), 404);
  });

  it('the query string is not echoed into the 404 message', async () => {
    const body = expectError(await ctx.app.inject({ method: 'GET', url: '/api/nope?token=secret-value' }), 404);
    expect(body.message).not.toContain('secret-value');
  });

  it('malformed JSON: 400', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/login', headers: json, payload: '{"email_address": "a@b.c",' });
    expectError(res, 400, /JSON/);
  });

  it('an empty body declared as JSON: 400', async () => {
    expectError(await ctx.app.inject({ method: 'POST', url: '/api/user/signup', headers: json, payload: '' }), 400);
  });

  it('JSON that is not an object: 400', async () => {
    for (const payload of ['null', '"text"', '42', '[]', 'true']) {
      expectError(await ctx.app.inject({ method: 'POST', url: '/api/user/login', headers: json, payload }), 400);
    }
  });

  it('a prototype-pollution payload is refused, and pollutes nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: json,
      payload: '{"email_address":"a@example.com","password":"secret-password","__proto__":{"isAdmin":true}}',
    });
    expectError(res, 400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('a content type other than JSON: 415', async () => {
    for (const type of ['application/xml', 'application/x-www-form-urlencoded', 'image/png']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': type },
        payload: 'email_address=a%40example.com&password=secret-password',
      });
      expectError(res, 415);
    }
  });

  it('a body over 1 MB: 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: json,
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expectError(res, 413);
  });

  it('a body just under 1 MB is parsed (and then validated): 400, not 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: json,
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 - 100) }),
    });
    expectError(res, 400);
  });

  it('a validation error lists each field with its message', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email_address: 'bad', password: '1' } });
    const body = expectError(res, 400);
    expect(body.errors).toEqual([
      { field: 'email_address', message: 'Enter valid Email Address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    expect(body.message).toBe('Enter valid Email Address');
  });
});

describe('security headers', () => {
  it("helmet's CSP and friends are on API responses; no x-powered-by", async () => {
    for (const res of [
      await ctx.app.inject({ method: 'GET', url: '/api/health' }),
      await ctx.app.inject({ method: 'GET', url: '/api/nope' }),
      await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: {} }),
    ]) {
      const csp = res.headers['content-security-policy'];
      expect(csp).toEqual(expect.any(String));
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers.server).toBeUndefined();
    }
  });

  it('the script policy allows our own scripts and the dashboard ticker, no inline code', async () => {
    const csp = String((await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .find((d) => d.trim().startsWith(`${name} `))
        ?.trim();
    expect(directive('script-src')).toBe("script-src 'self' https://s3.tradingview.com");
    expect(directive('frame-src')).toBe('frame-src https://s.tradingview.com https://www.tradingview-widget.com');
    expect(csp).not.toContain('unsafe-eval');
  });
});

describe('CORS', () => {
  it('a configured origin gets CORS headers with Content-Range exposed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { origin: TRUSTED_ORIGIN } });
    expect(res.headers['access-control-allow-origin']).toBe(TRUSTED_ORIGIN);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/Content-Range/i);
    // the back office reads whether a list's total is exact
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/X-Total-Is-Lower-Bound/i);
  });

  it('a preflight from the configured origin allows Authorization', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/profile/all',
      headers: { origin: TRUSTED_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe(TRUSTED_ORIGIN);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('any other origin is never reflected', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('/api/docs/json is an OpenAPI document listing the routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const expected: [string, string][] = [
      ['/api/health', 'get'],
      ['/api/user/signup', 'post'],
      ['/api/user/login', 'post'],
      ['/api/user/logout', 'post'],
      ['/api/profile/me', 'get'],
      ['/api/profile/all', 'get'],
      ['/api/profile/{id}', 'get'],
      ['/api/profile/{id}', 'delete'],
      ['/api/profile/update/{id}', 'put'],
      ['/api/profile/{id}/adjust', 'post'],
    ];
    for (const [path, method] of expected) {
      expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
    // request schemas come from the shared zod rules
    const signup = doc.paths['/api/user/signup'].post;
    const schema = signup.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['country', 'email_address', 'name', 'password', 'phone_no', 'terms_accepted']);
    // the consent is a required field the documentation names
    expect(schema.required).toContain('terms_accepted');
    expect(schema.additionalProperties).toBe(false);
    // protected routes declare the bearer scheme
    expect(doc.paths['/api/profile/me'].get.security).toEqual([{ bearerAuth: [] }]);
    // the user shape never documents a password
    expect(JSON.stringify(doc)).not.toMatch(/password_hash|passwordHash/);
  });

  it('/api/docs answers the HTML UI', async () => {
    let res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400) res = await ctx.app.inject({ method: 'GET', url: String(res.headers.location) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html/i);
    expect(res.body).toMatch(/swagger/i);
    expect(res.headers['content-security-policy']).toEqual(expect.any(String));
  });
});
