import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInOutcomeSchema } from '@/common/api/auth';
import { idParamsSchema } from '@/common/api/list';
import {
  passkeyAssertionBodySchema,
  passkeyCreateBodySchema,
  passkeyListSchema,
  passkeyRegistrationOptionsBodySchema,
  passkeyRemoveBodySchema,
  passkeySchema,
  stepUpGrantSchema,
  webauthnOptionsSchema,
} from '@/common/api/passkeys';
import { errorResponses } from '@/server/lib/error-responses';
import { originOf, type CompleteSignIn } from '../auth/complete-sign-in';
import { LoginThrottled } from '../sessions/throttle';
import * as assertions from './assertions';
import * as service from './service';

const bearer = [{ bearerAuth: [] }];
const tags = ['passkeys'];

const passkeyRoutes: FastifyPluginAsyncZod<service.PasskeyDeps & { completeSignIn: CompleteSignIn }> = async (app, opts) => {
  const { completeSignIn, ...deps } = opts;
  const retryAfter = (reply: FastifyReply) => (err: unknown) => {
    if (err instanceof LoginThrottled) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  };

  app.get(
    '/passkeys',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Your passkeys, newest first',
        security: bearer,
        response: { 200: passkeyListSchema, ...errorResponses(401) },
      },
    },
    (request) => service.listOwn(deps.db, request.account),
  );

  app.post(
    '/passkeys/registration/options',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Options for the browser to make a new passkey (navigator.credentials.create); the challenge lives 5 minutes',
        description:
          'Needs the password and, when the account has two-factor sign-in or a passkey, step-up (a code or a passkey token; ' +
          '401 without). 409 at 10 passkeys. The passkey must be discoverable and verify its user.',
        security: bearer,
        body: passkeyRegistrationOptionsBodySchema,
        response: { 200: webauthnOptionsSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    (request) =>
      service.registrationOptions(deps, request.account, request.body.password, {
        passwordMatches: (password) => app.passwordMatches(request, password),
        stepUp: () => app.requireStepUp(request, request.body.code),
      }),
  );

  app.post(
    '/passkeys',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: "Add the passkey the browser made from this account's registration options, under a name",
        description:
          'The owner is e-mailed. The first passkey of an account ends its other sessions. 400 when the response cannot be ' +
          'verified or its options have expired or were used; 409 at 10 passkeys or when the passkey is registered already.',
        security: bearer,
        body: passkeyCreateBodySchema,
        response: { 201: passkeySchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addPasskey(deps, request.account, request.body, request.user.jti)),
  );

  app.delete(
    '/passkeys/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Remove one of your passkeys, with step-up (a code, or a token from a passkey)',
        description:
          'Withdrawals then wait SECURITY_CHANGE_HOLD; the owner is e-mailed. 401 without step-up, 404 for a passkey that is ' +
          'not yours.',
        security: bearer,
        params: idParamsSchema,
        // a client that sends no body sends no code (refused with 401 when step-up is needed)
        body: passkeyRemoveBodySchema.nullish(),
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await service.removePasskey(deps, request.account, request.params.id, {
        stepUp: (tx) => app.requireStepUp(request, request.body?.code, tx),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/passkey/options',
    {
      schema: {
        tags,
        summary: 'Options for signing in with a passkey (navigator.credentials.get, any passkey of this site); lives 5 minutes',
        response: { 200: webauthnOptionsSchema, ...errorResponses(429) },
      },
    },
    () => assertions.signInOptions(deps),
  );

  app.post(
    '/user/login/passkey',
    {
      schema: {
        tags: ['auth', ...tags],
        summary: 'Sign in with a passkey: the assertion for /api/auth/passkey/options; no password or code is asked',
        description:
          '401 for a passkey that is not known, a response that cannot be verified (origin, signature, user verification, ' +
          'a counter that did not move on) or options that expired or were used; 403 for a closed account.',
        body: passkeyAssertionBodySchema,
        response: { 200: signInOutcomeSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await assertions.signIn(deps, request.body, originOf(request)).catch(retryAfter(reply));
      return completeSignIn(user, request, reply);
    },
  );

  app.post(
    '/passkeys/step-up/options',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Options for confirming a sensitive request with one of your passkeys; 409 when you have none',
        security: bearer,
        response: { 200: webauthnOptionsSchema, ...errorResponses(401, 409) },
      },
    },
    (request) => assertions.stepUpOptions(deps, request.account),
  );

  app.post(
    '/passkeys/step-up',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Confirm with one of your passkeys: a token that stands for a step-up code once, for 5 minutes',
        description:
          'Send the token as the `code` of a withdrawal, password change... or in the Step-Up header of a staff act. ' +
          '401 (step-up refusal) for a passkey that is not yours or a response that cannot be verified.',
        security: bearer,
        body: passkeyAssertionBodySchema,
        response: { 200: stepUpGrantSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await assertions.stepUp(deps, request.account, request.body)),
  );
};

export default passkeyRoutes;
