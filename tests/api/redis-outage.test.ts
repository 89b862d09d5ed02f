import { createServer, type Server } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, expectError, login, signupPayload, type TestContext } from '../helpers/test-app';

// Redis shares the limits between instances (REDIS_URL). Here it cannot be reached: a port that
// accepted connections once and now refuses them, with the client options server/server.ts uses.
let ctx: TestContext;
let redis: Redis;
beforeAll(async () => {
  const port = await freePort();
  redis = new Redis(`redis://127.0.0.1:${port}`, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => undefined);
  ctx = await createTestApp({ RATE_LIMIT_MAX: '1000', LOGIN_MAX_FAILURES: '3' }, { redis });
});
afterAll(async () => {
  await ctx.close();
  redis.disconnect();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server: Server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('with Redis out of reach', () => {
  it('the API still answers (the address limit lets requests through) instead of 500', async () => {
    const payload = signupPayload();
    const signup = await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload });
    expect(signup.statusCode, signup.body).toBe(201);
    const { accessToken } = await login(ctx.app, payload.email_address, payload.password);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(accessToken) });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('a right password signs in, and wrong ones are still limited, counted in this process', async () => {
    const payload = signupPayload();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload })).statusCode).toBe(201);
    const attempt = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email_address: payload.email_address, password },
        remoteAddress: '192.0.2.40',
      });
    expect((await attempt(payload.password)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await attempt('not-the-password')).statusCode).toBe(401);
    expectError(await attempt('not-the-password'), 429);
    // the block holds for the right password too, as it does with Redis
    expect((await attempt(payload.password)).statusCode).toBe(429);
  });
});
