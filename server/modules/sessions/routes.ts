import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@/common/messages';
import { sessionIdParamsSchema, sessionSchema, signInAttemptSchema } from '@/common/api/sessions';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { notFound } from '@/server/lib/errors';
import { API_MSG } from '@/server/i18n/api-messages';
import { idParamsSchema } from '@/common/api/list';
import { errorResponses } from '@/server/lib/error-responses';
import { recordAudit } from '../audit/repository';
import { findLiveUser } from '../users/repository';
import { listAttempts } from './attempts';
import { endSessions, listSessions } from './repository';

const bearer = [{ bearerAuth: [] }];
const ended = z.null().describe('Ended');

const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/auth/sessions',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account security'],
        summary: 'Your signed-in sessions; `current` is the one asking',
        security: bearer,
        response: { 200: z.array(sessionSchema), ...errorResponses(401) },
      },
    },
    async (request) => listSessions(db, request.account.id, clock.now(), request.user.jti),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account security'],
        summary: 'Log out one of your sessions; its token is refused from the next request on',
        security: bearer,
        params: sessionIdParamsSchema,
        response: { 204: ended, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      // someone else's session id is "not found": its existence is not told
      const n = await endSessions(db, request.account.id, { only: request.params.id }, clock.now());
      if (n === 0) throw notFound(API_MSG.sessionNotFound);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/auth/sessions',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account security'],
        summary: 'Log out every session but this one',
        security: bearer,
        response: { 204: ended, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await endSessions(db, request.account.id, { except: request.user.jti }, clock.now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/history',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account security'],
        summary: 'The last 50 sign-in attempts on your account, newest first',
        security: bearer,
        response: { 200: z.array(signInAttemptSchema), ...errorResponses(401) },
      },
    },
    async (request) => listAttempts(db, request.account.id),
  );

  /** The user behind a staff route, or 404. */
  const liveUser = async (id: string) => {
    const user = await findLiveUser(db, id);
    if (!user) throw notFound(MSG.userNotFound);
    return user;
  };

  app.get(
    '/users/:id/sessions',
    {
      preValidation: app.requireRole('support', 'admin'),
      schema: {
        tags: ['account security'],
        summary: "A user's signed-in sessions (back office)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: z.array(sessionSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listSessions(db, (await liveUser(request.params.id)).id, clock.now(), request.user.jti),
  );

  app.get(
    '/users/:id/history',
    {
      preValidation: app.requireRole('support', 'admin'),
      schema: {
        tags: ['account security'],
        summary: "A user's last 50 sign-in attempts (back office)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: z.array(signInAttemptSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listAttempts(db, (await liveUser(request.params.id)).id),
  );

  app.delete(
    '/users/:id/sessions',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['account security'],
        summary: 'End every session of a user (admins; audited)',
        security: bearer,
        params: idParamsSchema,
        response: { 204: ended, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const target = await liveUser(request.params.id);
      await db.transaction(async (tx) => {
        // the admin's own current session survives "end my sessions" from the back office
        const except = target.id === request.account.id ? request.user.jti : undefined;
        const count = await endSessions(tx, target.id, { except }, clock.now());
        await recordAudit(tx, {
          actorId: request.account.id,
          action: 'user.sessions.end',
          entity: 'user',
          entityId: target.id,
          after: { sessionsEnded: count },
        });
      });
      return reply.code(204).send(null);
    },
  );
};

export default sessionRoutes;
