import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { IDEMPOTENCY_HEADER } from '@/common/idempotency';
import { MARKET_TICKER_PROVIDER } from '@/common/third-party-content';
import { LOWER_BOUND_HEADER } from '@/server/lib/list-query';

/** The market ticker on the investor dashboard: TradingView's script and its iframe (named in the privacy policy). */
const TICKER_SCRIPT = MARKET_TICKER_PROVIDER.scriptOrigin;
const TICKER_FRAMES = [...MARKET_TICKER_PROVIDER.frameOrigins];

/**
 * The CSP the web app itself satisfies: its own scripts (and the ticker's), inline styles
 * for emotion, images from data: URLs, API calls to its own origin. Swagger UI sets its own
 * (docs.ts).
 */
const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  frameSrc: TICKER_FRAMES,
  imgSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'", TICKER_SCRIPT],
  styleSrc: ["'self'", "'unsafe-inline'"],
  upgradeInsecureRequests: null,
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
  // same-origin app: nothing of ours is embedded elsewhere
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // HSTS belongs to the TLS terminator in front of us; sending it over plain http is a no-op
  strictTransportSecurity: false,
};

/**
 * helmet's headers, worked out once: they depend on nothing in the request, and building
 * helmet's middleware on every request (as @fastify/helmet does) cost a large share of the
 * time of a static file. helmet writes them onto a stand-in response here.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export default fp(async function security(app: FastifyInstance, opts: { config: Config }) {
  const headers = securityHeaders();
  // API answers hold personal and financial data: no browser or proxy keeps a copy
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  // onRequest, so that a route with its own policy replaces it (Swagger UI's CSP, docs.ts; the
  // KYC documents' private, no-store). Set here rather than checked as each answer is sent: an
  // async onSend hook was a promise more on every request, static files included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
  // Same-origin by default. Other origins only from CORS_ORIGINS; never reflect any origin.
  if (opts.config.corsOrigins.length) {
    await app.register(cors, {
      origin: opts.config.corsOrigins,
      exposedHeaders: ['Content-Range', LOWER_BOUND_HEADER],
      allowedHeaders: ['Authorization', 'Content-Type', IDEMPOTENCY_HEADER],
    });
  }
});
