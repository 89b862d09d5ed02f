import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, signupSchema } from '../../../common/api/auth';
import type { Db } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { toPublicUser } from '../profile/presenter';
import { publicUserSchema } from '../../../common/api/profile';
import type { LoginLimiter } from './login-limiter';
import { loginResponseSchema } from '../../../common/api/auth';
import * as service from './service';

const authRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: LoginLimiter }> = async (app, { db, limiter }) => {
  app.post(
    '/user/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an investor account',
        body: signupSchema,
        response: { 201: publicUserSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await service.signup(db, request.body);
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/user/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers a bearer token',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await service.login(db, limiter, request.body, request.ip).catch((err: unknown) => {
        if (err instanceof service.LoginThrottled) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      });
      return { _id: user.id, accessToken: app.issueToken(user), isAdmin: user.role === 'admin' };
    },
  );

  app.post(
    '/user/logout',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the presented token',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null().describe('Signed out'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await service.revokeToken(db, request.user);
      return reply.code(204).send(null);
    },
  );
};

export default authRoutes;
