import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import type { ErrorBody, FieldError } from '@/common/api/errors';
import { MSG } from '@/common/messages';
import { HttpError } from '../lib/errors';
import { sendHtmlPage } from './html-page';

export const errorBody = (statusCode: number, message: string, errors?: FieldError[]): ErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(errors?.length ? { errors: errors.map(wellFormed) } : {}),
});

/**
 * An entry of the errors list as its schema wants it, whatever a reader put together (a part
 * with no name once gave `field: undefined`, and the answer then failed its own schema: a 500).
 */
const wellFormed = (e: FieldError): FieldError => ({
  field: typeof e?.field === 'string' && e.field !== '' ? e.field : 'body',
  message: typeof e?.message === 'string' ? e.message : MSG.invalidValue,
});

type ValidationIssue = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> };

/** zod issues -> [{ field, message }], naming each unknown key on its own. */
function fieldErrors(validation: ValidationIssue[], context: string | undefined) {
  return validation.flatMap((v) => {
    const base = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (v.keyword === 'unrecognized_keys' && Array.isArray(v.params.keys)) {
      return (v.params.keys as string[]).map((key) => {
        const field = base ? `${base}.${key}` : key;
        return { field, message: MSG.fieldUnknown(field) };
      });
    }
    return [{ field: base || context || 'body', message: v.message ?? MSG.invalidValue }];
  });
}

/** The API's one error shape, {statusCode, error, message, errors?}, for every error the API answers. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const list = fieldErrors(err.validation as ValidationIssue[], err.validationContext);
      return reply.code(400).send(errorBody(400, list[0]?.message ?? MSG.invalidRequest, list));
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message, err.errors));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // fastify's own client errors: bad JSON, wrong content type, body too large, 429
      const message = status === 429 ? MSG.tooManyRequests : err.message;
      return reply.code(status).send(errorBody(status, message));
    }
    // class, code and route only (the err serializer drops a database error's text and params)
    request.log.error({ err, route: request.routeOptions.url, method: request.method }, 'request failed');
    return reply.code(500).send(errorBody(500, MSG.serverError));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isPage = !pathname.startsWith('/api/') && pathname !== '/api' && !path.extname(pathname);
    const spaPage = request.server.spaPage;
    if (spaPage && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      // a browser route (/account/profile, /admin/users...): the web app shows it, or its
      // not-found page with a 404 when its route table has no such path
      const { page, statusCode } = await spaPage(request, pathname);
      return sendHtmlPage(request, reply.code(statusCode), page);
    }
    return reply.code(404).send(errorBody(404, MSG.routeNotFound(request.method, pathname)));
  });
});
