import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { MSG } from '@/common/messages';
import { errorBody } from './errors';

/** Every API route: at most `max` requests a minute per client address (request.ip honours TRUST_PROXY). */
export default fp(async function rateLimits(app: FastifyInstance, opts: { max: number; redis?: Redis }) {
  await app.register(rateLimit, {
    max: opts.max,
    timeWindow: '1 minute',
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'rl:api:' } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(429, MSG.tooManyRequests),
      // fastify throws what this returns; the status makes the error handler keep it a 429
      statusCode: context.statusCode,
    }),
  });
});
