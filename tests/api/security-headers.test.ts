import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, injectAs, createTestApp, type TestContext, type TestUser } from '../helpers/test-app';

// The security headers are computed once at start (plugins/security.ts). This pins the whole
// set, value by value, on the three kinds of answer: the web app's page, an API answer and a
// hashed asset. Any header added, dropped or changed shows here.
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';connect-src 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
    "frame-src https://s.tradingview.com https://www.tradingview-widget.com;img-src 'self' data:;object-src 'none';" +
    "script-src 'self' https://s3.tradingview.com;style-src 'self' 'unsafe-inline'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

// every header a security middleware could set, so that an extra one is caught too
const SECURITY_HEADER_NAMES = [
  ...Object.keys(EXPECTED),
  'content-security-policy-report-only',
  'cross-origin-embedder-policy',
  'strict-transport-security',
  'x-powered-by',
  'server',
];

const securityHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY_HEADER_NAMES.includes(name)));

let ctx: TestContext;
let investor: TestUser;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ STATIC_DIR: staticDir });
  investor = await createInvestor(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('the full set of security headers', () => {
  it.each([
    ['the web app', '/', 200],
    ['a page of the web app (router fallback)', '/dashboard', 200],
    ['a hashed asset', '/assets/app-abc123.js', 200],
    ['an API answer', '/api/profile/me', 200],
    ['an API error', '/api/no-such-route', 404],
  ])('%s (%s)', async (_what, url, status) => {
    const res = await injectAs(ctx.app, url.startsWith('/api/') ? investor.token : undefined, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(status);
    expect(securityHeaders(res.headers)).toEqual(EXPECTED);
  });

  it('an unauthenticated API call too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profile/me' });
    expect(res.statusCode).toBe(401);
    expect(securityHeaders(res.headers)).toEqual(EXPECTED);
  });

  it('the API documentation keeps its own script policy and the rest of the set', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const { 'content-security-policy': csp, ...rest } = securityHeaders(res.headers);
    expect(csp).not.toBe(EXPECTED['content-security-policy']);
    expect(String(csp)).toContain("object-src 'none'");
    const { 'content-security-policy': _appCsp, ...expectedRest } = EXPECTED;
    expect(rest).toEqual(expectedRest);
  });
});
