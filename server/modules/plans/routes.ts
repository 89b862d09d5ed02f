import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planCreateSchema, planUpdateSchema } from '@/common/api/plans';
import type { Db } from '@/server/db/client';
import { sendList } from '@/server/lib/list-route';
import { errorResponses } from '@/server/lib/error-responses';
import { idParamsSchema, listQuerySchema } from '@/common/api/list';
import { toPublicPlan } from './presenter';
import { listPlans } from './repository';
import { PLAN_SORTABLE, planListFilterSchema, planSchema } from '@/common/api/plans';
import * as service from './service';

const bearer = [{ bearerAuth: [] }];

const planRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plans/all',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['plans'],
        summary: 'Plans (whole array, cheapest first; or a page with sort/range/filter and Content-Range)',
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: z.array(planSchema), ...errorResponses(400, 401) },
      },
    },
    (request, reply) =>
      sendList(reply, {
        resource: 'plans',
        query: request.query,
        sortable: PLAN_SORTABLE,
        filter: planListFilterSchema,
        fetch: (query) => listPlans(db, query),
        present: toPublicPlan,
      }),
  );

  app.get(
    '/plans/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['plans'],
        summary: 'One plan',
        security: bearer,
        params: idParamsSchema,
        response: { 200: planSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toPublicPlan(await service.readPlan(db, request.params.id)),
  );

  app.post(
    '/plans/save',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['plans'],
        summary: 'Create a plan',
        security: bearer,
        body: planCreateSchema,
        response: { 201: planSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const plan = await service.createPlan(db, request.account, request.body);
      return reply.code(201).send(toPublicPlan(plan));
    },
  );

  app.put(
    '/plans/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['plans'],
        summary: 'Edit a plan (any subset of its fields); investments already made keep their terms',
        security: bearer,
        params: idParamsSchema,
        body: planUpdateSchema,
        response: { 200: planSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => toPublicPlan(await service.updatePlan(db, request.account, request.params.id, request.body)),
  );

  app.delete(
    '/plans/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['plans'],
        summary: 'Delete a plan: hidden from lists and no longer offered; answers the deleted plan',
        security: bearer,
        params: idParamsSchema,
        response: { 200: planSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toPublicPlan(await service.deletePlan(db, request.account, request.params.id)),
  );
};

export default planRoutes;
