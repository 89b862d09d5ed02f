import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '@/common/api/list';
import {
  markReadBodySchema,
  NOTIFICATION_SORTABLE,
  notificationListFilterSchema,
  notificationPreferencesSchema,
  notificationSchema,
  unreadCountSchema,
} from '@/common/api/notifications';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { errorResponses } from '@/server/lib/error-responses';
import { sendList } from '@/server/lib/list-route';
import { toPublicNotification } from './presenter';
import { countUnread, listNotifications } from './repository';
import * as service from './service';

const bearer = [{ bearerAuth: [] }];
const tags = ['notifications'];

/**
 * The in-app inbox and the e-mail preferences. Every route is the caller's own: investors and
 * staff alike see and change only their own notifications and settings.
 */
const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/notifications',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Your notifications, newest first; a page with range/sort/filter ({ unread: true }) and Content-Range',
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: z.array(notificationSchema), ...errorResponses(400, 401) },
      },
    },
    (request, reply) =>
      sendList(reply, {
        resource: 'notifications',
        query: request.query,
        sortable: NOTIFICATION_SORTABLE,
        filter: notificationListFilterSchema,
        fetch: (query) => listNotifications(db, request.account.id, query),
        present: toPublicNotification,
      }),
  );

  app.get(
    '/notifications/unread-count',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'How many of your notifications are unread (the bell)',
        security: bearer,
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ unread: await countUnread(db, request.account.id) }),
  );

  app.post(
    '/notifications/read',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Mark notifications read: { ids } (1 to 100 of yours; other ids are ignored) or { all: true }; answers the unread count',
        security: bearer,
        body: markReadBodySchema,
        response: { 200: unreadCountSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.markNotificationsRead(db, request.account.id, request.body, clock.now()),
  );

  app.get(
    '/notifications/preferences',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Which e-mail categories you receive (security e-mail is always sent and has no switch)',
        security: bearer,
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.readPreferences(db, request.account.id),
  );

  app.put(
    '/notifications/preferences',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Switch e-mail categories on or off (every category, true or false)',
        security: bearer,
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.updatePreferences(db, request.account.id, request.body),
  );
};

export default notificationRoutes;
