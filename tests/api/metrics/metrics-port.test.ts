import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetrics } from '@/server/modules/metrics/server';
import { createTestApp, type TestContext } from '@/tests/helpers/test-app';
import { startServer } from '../startup/server-process';

// METRICS_PORT: a second listener that serves /metrics, and nothing else, without a token
// (the network it is reachable from is the guard). Real sockets on 127.0.0.1.

describe('the metrics listener (serveMetrics on port 0)', () => {
  let ctx: TestContext;
  let listener: Server;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp(); // no METRICS_TOKEN: the app's own port has no /metrics
    listener = await serveMetrics(ctx.app.metrics, 0, '127.0.0.1');
    base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => listener?.close(resolve));
    await ctx?.close();
  });

  it("GET /metrics without a token: this instance's figures in Prometheus text, never cached", async () => {
    // a request on the app's port shows in the listener's figures: both read one registry
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toContain('http_request_duration_seconds_count{route="/api/health/live",method="GET",status="2xx"} 1');
    // a query string does not change what is served
    expect((await fetch(`${base}/metrics?x=1`)).status).toBe(200);
  });

  it('serves nothing else: other paths and methods are 404, the API is not reachable through it', async () => {
    for (const url of ['/', '/api/health', '/api/health/live', '/metrics/', '/metricsx']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.text()).toBe('not found\n');
    }
    expect((await fetch(`${base}/metrics`, { method: 'POST', body: '' })).status).toBe(404);
  });

  it('does not open /metrics on the app port', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

/** A port nothing listens on right now (the OS's pick for port 0, released). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the server started with METRICS_PORT', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'invest-metrics-port-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('listens on it beside the app port: /metrics there without a token, while the app port has none', async () => {
    const metricsPort = await freePort();
    const server = startServer({ DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) });
    try {
      const app = await server.listening;
      expect((await fetch(`${app}/api/health/live`)).status).toBe(200);
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_request_duration_seconds_count{route="/api/health/live",method="GET",status="2xx"}');
      expect((await fetch(`${app}/metrics`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
