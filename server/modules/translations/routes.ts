import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '@/common/api/list';
import {
  overridesParamsSchema,
  overridesSchema,
  TRANSLATION_SORTABLE,
  translationIdParamsSchema,
  translationListFilterSchema,
  translationOverrideSchema,
  translationParamsSchema,
  translationSchema,
} from '@/common/api/translations';
import type { Db } from '@/server/db/client';
import { errorResponses } from '@/server/lib/error-responses';
import { sendList } from '@/server/lib/list-route';
import { readRevision } from './repository';
import { listTranslations, overridesOf, readTranslation, resetOverride, saveOverride } from './service';
import type { OverrideSync } from './sync';

const bearer = [{ bearerAuth: [] }];

/**
 * How long a browser or proxy may keep a language's overrides without asking again: an
 * operator's fix reaches pages loaded within this, and asking again costs one revision read
 * (a 304) when nothing changed.
 */
const OVERRIDES_MAX_AGE_S = 30;

/** The ETag of a language's overrides read at `revision` (any write changes it). */
const overridesTag = (locale: string, revision: number) => `"${locale}-${revision}"`;

/** If-None-Match holds this ETag (weak or strong, RFC 9110 13.1.2), or `*`. */
const holds = (ifNoneMatch: string, etag: string) => ifNoneMatch.split(',').some((t) => ['*', etag, `W/${etag}`].includes(t.trim()));

const translationRoutes: FastifyPluginAsyncZod<{ db: Db; sync: OverrideSync }> = async (app, { db, sync }) => {
  app.get(
    '/admin/translations',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['translations'],
        summary:
          'Every message of the four catalogues with, per language, the shipped text and the override in use. A page with sort/range/filter and Content-Range.',
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: z.array(translationSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) =>
      sendList(reply, {
        resource: 'translations',
        query: request.query,
        sortable: TRANSLATION_SORTABLE,
        filter: translationListFilterSchema,
        fetch: (query) => listTranslations(db, query),
        present: (row) => row,
      }),
  );

  app.get(
    '/admin/translations/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['translations'],
        summary: 'One message (area.key) with its shipped text and override in every language',
        security: bearer,
        params: translationIdParamsSchema,
        response: { 200: translationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => readTranslation(db, request.params.id),
  );

  app.put(
    '/admin/translations/:locale/:key',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['translations'],
        summary:
          'Use this wording of a message in a language instead of the shipped text: an ICU message with exactly the placeholders of the shipped text. Audited.',
        security: bearer,
        params: translationParamsSchema,
        body: translationOverrideSchema,
        response: { 200: translationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      saveOverride(db, sync, request.account, { locale: request.params.locale, key: request.params.key, text: request.body.text }),
  );

  app.delete(
    '/admin/translations/:locale/:key',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['translations'],
        summary: 'Back to the shipped text of a message in a language (404 when it has no override there). Audited.',
        security: bearer,
        params: translationParamsSchema,
        response: { 200: translationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => resetOverride(db, sync, request.account, request.params),
  );

  app.get(
    '/i18n/overrides/:locale',
    {
      schema: {
        tags: ['translations'],
        summary: `A language's overrides for the web apps, { area: { key: text } }: public, cached up to ${OVERRIDES_MAX_AGE_S} s, with an ETag (304 when unchanged)`,
        params: overridesParamsSchema,
        response: { 200: overridesSchema, 304: z.null().describe('Not modified'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { locale } = request.params;
      // public words, the same for everyone: the one API answer a cache may keep (for a while)
      reply.header('cache-control', `public, max-age=${OVERRIDES_MAX_AGE_S}`);
      const known = request.headers['if-none-match'];
      if (known) {
        const etag = overridesTag(locale, await readRevision(db));
        if (holds(known, etag)) return reply.code(304).header('etag', etag).send(null);
      }
      const { revision, overrides } = await overridesOf(db, locale);
      reply.header('etag', overridesTag(locale, revision));
      return overrides;
    },
  );
};

export default translationRoutes;
