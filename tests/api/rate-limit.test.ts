import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { buildApp } from '@/server/app';
import { createTestApp, expectError, TEST_JWT_SECRET, type TestContext } from '../helpers/test-app';

// A tiny per-address budget so the limit is reached deterministically, without waiting.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '5' });
});
afterAll(() => ctx.close());

const hit = (remoteAddress: string, url = '/api/profile/me') => ctx.app.inject({ method: 'GET', url, remoteAddress });

describe('the API-wide rate limit (RATE_LIMIT_MAX requests a minute per address)', () => {
  it('the request after the budget gets 429 in the error shape with a Retry-After', async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < 5; i++) {
      const res = await hit(address);
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-ratelimit-limit']).toBe('5');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(4 - i));
    }
    const limited = await hit(address);
    expectError(limited, 429, MSG.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // every API route shares the budget
    expectError(await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: {}, remoteAddress: address }), 429);
  });

  it('other addresses have their own budget', async () => {
    expect((await hit('192.0.2.11')).statusCode).toBe(401);
  });

  it('the health check is never limited', async () => {
    const address = '192.0.2.12';
    for (let i = 0; i < 8; i++) expect((await hit(address, '/api/health')).statusCode).toBe(200);
  });

  it('X-Forwarded-For is not trusted by default (a client cannot pick a fresh address)', async () => {
    const address = '192.0.2.13';
    for (let i = 0; i < 5; i++) await hit(address);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/me',
      remoteAddress: address,
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expectError(res, 429);
  });
});

describe('behind a proxy named in TRUST_PROXY', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestApp({ RATE_LIMIT_MAX: '5', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => proxied.close());

  const viaProxy = (client: string) =>
    proxied.app.inject({ method: 'GET', url: '/api/profile/me', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });

  it("each client behind it has its own budget (the proxy's address is not everybody's)", async () => {
    for (let i = 0; i < 5; i++) expect((await viaProxy('203.0.113.50')).statusCode).toBe(401);
    expectError(await viaProxy('203.0.113.50'), 429, MSG.tooManyRequests);
    expect((await viaProxy('203.0.113.51')).statusCode).toBe(401);
  });
});

describe("the web app's files are not limited and not logged per request", () => {
  let web: TestContext;
  let staticDir: string;
  const logLines: { msg?: string; req?: { url?: string; route?: string }; res?: { statusCode?: number }; responseTime?: unknown }[] = [];
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'rate-limit-static-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    web = await createTestApp({ RATE_LIMIT_MAX: '5', STATIC_DIR: staticDir, LOG_LEVEL: 'info' });
    // the same instance, now with its log read (createTestApp has no log option)
    await web.app.close();
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    web.app = await buildApp({ config: web.config, handle: web.handle, jwtSecret: TEST_JWT_SECRET, logStream });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('many more file requests than the API budget all get 200, and no request log line', async () => {
    const address = '192.0.2.20';
    for (let i = 0; i < 12; i++) {
      for (const url of ['/', '/assets/app-abc123.js', '/dashboard']) {
        const res = await web.app.inject({ method: 'GET', url, remoteAddress: address });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
    expect(logLines.filter((l) => l.req !== undefined || l.res !== undefined)).toEqual([]);
  });

  it('API requests from the same address keep their budget and their log lines', async () => {
    const address = '192.0.2.20';
    for (let i = 0; i < 5; i++)
      expect((await web.app.inject({ method: 'GET', url: '/api/profile/me', remoteAddress: address })).statusCode).toBe(401);
    expectError(await web.app.inject({ method: 'GET', url: '/api/profile/me', remoteAddress: address }), 429, MSG.tooManyRequests);
    // one line a request, written as it ends: what was asked and how it went
    const completed = logLines.filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => [l.req?.url, l.req?.route, l.res?.statusCode])).toEqual([
      ...Array(5).fill(['/api/profile/me', '/api/profile/me', 401]),
      ['/api/profile/me', '/api/profile/me', 429],
    ]);
    expect(completed.every((l) => typeof l.responseTime === 'number')).toBe(true);
    expect(logLines.filter((l) => l.req !== undefined && l.msg !== 'request completed')).toEqual([]);
  });
});
