import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { emailChangeSchema, emailMessageSchema, verifyEmailSchema } from '@/common/api/email-verification';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import { errorResponses } from '@/server/lib/error-responses';
import { HttpError } from '@/server/lib/errors';
import { DEFAULT_RESEND_PER_HOUR, ResendLimiter } from './limiter';
import * as service from './service';

interface EmailVerificationOptions {
  deps: service.VerifierDeps;
  redis?: Redis;
  resendPerHour?: number;
}

const bearer = [{ bearerAuth: [] }];

const emailVerificationRoutes: FastifyPluginAsyncZod<EmailVerificationOptions> = async (app, opts) => {
  const { deps } = opts;
  const limiter = new ResendLimiter(opts.resendPerHour ?? DEFAULT_RESEND_PER_HOUR, opts.redis);
  /** One budget per account for every verification mail it asks for: resends and address changes. */
  const takeMail = async (userId: string, reply: FastifyReply) => {
    const retryAfter = await limiter.take(userId);
    if (retryAfter === null) return;
    reply.header('retry-after', String(retryAfter));
    throw new HttpError(429, EMAIL_MSG.resendTooMany);
  };

  app.post(
    '/user/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Open an e-mailed verification link',
        description:
          'Spends the token: the account’s address is verified, or its pending new address replaces the old one (the old ' +
          'address is told). Unknown, used and expired tokens get the same 400; 409 when the new address was taken meanwhile.',
        body: verifyEmailSchema,
        response: { 200: emailMessageSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      await service.verify(deps, request.body.token);
      return { message: EMAIL_MSG.verified };
    },
  );

  app.post(
    '/user/verify-email/resend',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Send the verification link again',
        description: `At most ${DEFAULT_RESEND_PER_HOUR} an hour per account (429 with Retry-After); 409 when already verified.`,
        security: bearer,
        response: { 204: z.null().describe('Sent'), ...errorResponses(401, 409, 429) },
      },
    },
    async (request, reply) => {
      if (request.account.emailVerified) throw new HttpError(409, EMAIL_MSG.alreadyVerified);
      await takeMail(request.account.id, reply);
      await service.sendAccountLink(deps, request.account);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/profile/email',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Change the e-mail address: a link goes to the new one, which replaces the old once opened',
        description:
          'Needs the password and, with two-factor sign-in on, a current code (401 without). 400 for the same address, ' +
          `409 for one another account uses. With "send the link again", at most ${DEFAULT_RESEND_PER_HOUR} mails an hour per account (429).`,
        security: bearer,
        body: emailChangeSchema,
        response: { 202: emailMessageSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      await service.requestChange(deps, request.account, request.body, {
        passwordMatches: (password) => app.passwordMatches(request, password),
        stepUp: () => app.requireStepUp(request, request.body.code),
        takeMail: () => takeMail(request.account.id, reply),
      });
      return reply.code(202).send({ message: EMAIL_MSG.changeRequested });
    },
  );
};

export default emailVerificationRoutes;
