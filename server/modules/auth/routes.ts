import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginOrChallengeSchema, loginSchema, signInOutcomeSchema } from '@/common/api/auth';
import { signupSchema } from '@/common/api/signup';
import { publicUserSchema } from '@/common/api/profile';
import { loginTwoFactorBodySchema } from '@/common/api/two-factor';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { errorResponses } from '@/server/lib/error-responses';
import { sendAccountLink, type VerifierDeps } from '../email-verification/service';
import { toPublicUser } from '../profile/presenter';
import type { LoginLimiter } from '../sessions/login-limiter';
import { LoginThrottled } from '../sessions/throttle';
import { revokeToken } from '../tokens/revoke';
import type { Notifier } from '../notifications/notifier';
import { completeChallenge, createChallenge } from '../two-factor/challenge';
import { isTwoFactorOn } from '../two-factor/repository';
import type { CredentialLimiter } from '../two-factor/credential-limiter';
import { originOf, type CompleteSignIn } from './complete-sign-in';
import * as service from './service';

interface AuthRoutesOptions {
  db: Db;
  limiter: LoginLimiter;
  /** the per-account ceiling of wrong passwords and codes (the code step counts against it) */
  credentialLimiter: CredentialLimiter;
  clock: Clock;
  verifier: VerifierDeps;
  /** tells the owner of an address that someone tried to sign up with it */
  notifier: Notifier;
  /** the end of every sign-in (history, new-device notice or approval, session) */
  completeSignIn: CompleteSignIn;
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, limiter, credentialLimiter, clock, verifier, notifier, completeSignIn },
) => {
  const retryAfter = (reply: { header: (k: string, v: string) => unknown }) => (err: unknown) => {
    if (err instanceof LoginThrottled) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  };

  app.post(
    '/user/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an investor account; a link to verify the e-mail address goes to it',
        description:
          'terms_accepted must be true: signing up accepts the Terms and the Privacy Policy, and the time is stored. ' +
          'An address that already has an account gets the same 201 (no account is made; its owner is e-mailed that someone ' +
          'tried), so sign-up does not tell which addresses are registered.',
        body: signupSchema,
        response: { 201: publicUserSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { user, created } = await service.signup(db, request.body, request.locale);
      if (created) await sendAccountLink(verifier, user);
      else await notifier.mail(db, user.email, 'sign_up_attempt', {});
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/user/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers a bearer token, or with two-factor sign-in on a challenge for /api/user/login/2fa',
        body: loginSchema,
        response: { 200: loginOrChallengeSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await service.login(db, limiter, request.body, originOf(request)).catch(retryAfter(reply));
      if (await isTwoFactorOn(db, user.id)) {
        reply.header('cache-control', 'no-store');
        return { twoFactorRequired: true as const, challenge: await createChallenge(db, user.id, clock) };
      }
      return completeSignIn(user, request, reply);
    },
  );

  app.post(
    '/user/login/2fa',
    {
      schema: {
        tags: ['auth'],
        summary: 'The code step of a sign-in: the challenge from /api/user/login and a code (or a recovery code)',
        body: loginTwoFactorBodySchema,
        response: { 200: signInOutcomeSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await completeChallenge({ db, clock, limiter, credentialLimiter }, request.body, originOf(request)).catch(
        retryAfter(reply),
      );
      return completeSignIn(user, request, reply);
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
        response: { 204: z.null().describe('Logged out'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await revokeToken(db, request.user);
      return reply.code(204).send(null);
    },
  );
};

export default authRoutes;
