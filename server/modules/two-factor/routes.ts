import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  recoveryCodesSchema,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorResetBodySchema,
  twoFactorSetupBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  TWO_FACTOR_MSG,
} from '@/common/api/two-factor';
import { idParamsSchema, messageSchema } from '@/common/api/list';
import { errorResponses } from '@/server/lib/error-responses';
import type { StaffPasskey } from '@/server/config';
import { recoveryCodesLeft, secondFactors } from './repository';
import * as service from './service';

const bearer = [{ bearerAuth: [] }];

const twoFactorRoutes: FastifyPluginAsyncZod<service.TwoFactorDeps & { staffPasskey?: StaffPasskey }> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/auth/2fa',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account security'],
        summary:
          'Whether two-factor sign-in is on, how many recovery codes are left, whether this account must have it, ' +
          'how many passkeys it has, and whether its staff acts need a passkey',
        security: bearer,
        response: { 200: twoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { account } = request;
      const { totpOn: enabled, passkeys } = await secondFactors(db, account.id);
      return {
        enabled,
        recovery_codes_left: enabled ? await recoveryCodesLeft(db, account.id) : 0,
        required: app.staffTwoFactorRequired(account),
        passkeys,
        staff_passkey_required: deps.staffPasskey === 'required' && account.role !== 'investor',
      };
    },
  );

  app.post(
    '/auth/2fa/setup',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account security'],
        summary: 'A new TOTP secret and its QR code, for the current password; nothing is on until /auth/2fa/enable',
        security: bearer,
        body: twoFactorSetupBodySchema,
        response: { 200: twoFactorSetupSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.setup(deps, request.account, request.body.password)),
  );

  app.post(
    '/auth/2fa/enable',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account security'],
        summary:
          'Turn two-factor sign-in on with the password and a code from the app; answers 10 single-use recovery codes, once. ' +
          'Every other session of the account ends.',
        security: bearer,
        body: twoFactorEnableBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ recovery_codes: await service.enable(deps, request.account, request.body, request.user.jti) }),
  );

  app.post(
    '/auth/2fa/disable',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account security'],
        summary: 'Turn two-factor sign-in off: the password and a current code (or a recovery code)',
        security: bearer,
        body: twoFactorDisableBodySchema,
        response: { 204: z.null().describe('Two-factor sign-in is off'), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      await service.disable(deps, request.account, request.body);
      return reply.code(204).send(null);
    },
  );

  // not under /api/auth/: that prefix stays open to staff without 2FA (enrolment), this must not
  app.post(
    '/profile/:id/2fa/reset',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['account security'],
        summary: "Turn a user's two-factor sign-in off (they lost the app and the codes): they are logged out and e-mailed",
        description: 'Admins only, with their own step-up code when their 2FA is on (401 without); audited. 409 when it is not on.',
        security: bearer,
        params: idParamsSchema,
        body: twoFactorResetBodySchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await app.requireStepUp(request, request.body.code);
      await service.resetByAdmin(deps, request.account, request.params.id);
      return { message: TWO_FACTOR_MSG.resetDone };
    },
  );
};

export default twoFactorRoutes;
