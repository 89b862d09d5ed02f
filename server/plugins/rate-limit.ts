import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { MSG } from '@/common/messages';
import { errorBody } from './errors';

/**
 * Every API route: at most `max` requests a minute per client address (request.ip honours
 * TRUST_PROXY). Only routes under /api/ get the limiter's hook at all: the web app's files
 * are served without one (a hook that only decided to let them through still cost each file
 * a lookup). A route opts out with `config: { rateLimit: false }` (the health check).
 */
export default fp(async function rateLimits(app: FastifyInstance, opts: { max: number; redis?: Redis }) {
  await app.register(rateLimit, {
    global: false,
    max: opts.max,
    timeWindow: '1 minute',
    // Redis out of reach: serve the request unlimited rather than answer 500 (sign-in and code
    // limits keep counting in memory meanwhile: server/lib/limiter-store.ts)
    skipOnError: true,
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'rl:api:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(429, MSG.tooManyRequests),
      // fastify throws what this returns; the status makes the error handler keep it a 429
      statusCode: context.statusCode,
    }),
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.rateLimit !== undefined) return;
    const limit = app.rateLimit();
    route.onRequest = [...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []), limit];
  });
});
