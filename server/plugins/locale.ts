import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { AsyncResource } from 'node:async_hooks';
import { matchLocale } from '@/common/i18n/negotiate';
import type { Locale } from '@/common/i18n/locales';
import { enterRequestLocale } from '../i18n/locale-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** the language the answer is written in: the reader's saved choice, else their browser's */
    locale: Locale;
  }
}

const scope = Symbol('locale scope');
type Scoped = FastifyRequest & { [scope]?: AsyncResource };

/** The supported language the browser asks for first (Accept-Language, q-values honoured). */
export const acceptedLocale = (request: FastifyRequest): Locale =>
  matchLocale(new Negotiator({ headers: { 'accept-language': request.headers['accept-language'] } }).languages());

/**
 * Every request is answered in its reader's language: messages, validation and refusals are
 * written while it runs. The context starts at onRequest; the body is read in another
 * asynchronous context (node's request events), so the later hooks and the handler re-enter the
 * request's own, as @fastify/request-context does.
 */
export default fp(async function locale(app: FastifyInstance) {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', (request: Scoped, _reply, done) => {
    request.locale = acceptedLocale(request);
    enterRequestLocale(request.locale, () => {
      request[scope] = new AsyncResource('request-locale');
      done();
    });
  });
  app.addHook('preValidation', (request: Scoped, _reply, done) => {
    const resource = request[scope];
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
});
