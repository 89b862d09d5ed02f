import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@/common/messages';
import { API_MSG } from '../i18n/api-messages';
import { countMoneyEvent, moneyEventOf } from '../modules/metrics/money-events';
import type { Metrics } from '../modules/metrics/registry';
import { errorBody } from './errors';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The route pattern a request matched, never its raw URL (ids and file names would each make a series). */
const routeLabel = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  if (route === undefined) return 'not found';
  return route.startsWith('/api/') || route === '/metrics' ? route : 'web app';
};

/**
 * Records every request's latency and the money events, and serves GET /metrics in the
 * Prometheus text format on this port only to a caller with METRICS_TOKEN as its bearer
 * token: without the setting it is a 404, like any unknown address (METRICS_PORT serves it
 * on a port of its own instead, see server.ts).
 */
export default fp(async function metricsPlugin(app: FastifyInstance, opts: { metrics: Metrics; token?: string }) {
  const { metrics } = opts;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.http.observe(
      { route: routeLabel(request), method: request.method, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const event = reply.statusCode < 300 ? moneyEventOf(request) : undefined;
    if (event && !reply.hasHeader('idempotent-replayed')) countMoneyEvent(metrics, event, payload);
    done(null, payload);
  });

  const expected = opts.token ? digest(`Bearer ${opts.token}`) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!expected) return reply.code(404).send(errorBody(404, MSG.routeNotFound('GET', '/metrics')));
    const given = request.headers.authorization;
    if (!given) return reply.code(401).header('www-authenticate', 'Bearer').send(errorBody(401, API_MSG.metricsTokenRequired));
    if (!timingSafeEqual(digest(given), expected)) return reply.code(403).send(errorBody(403, API_MSG.metricsTokenInvalid));
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
});
