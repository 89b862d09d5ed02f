import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { MSG } from '@/common/messages';
import { forgotPasswordSchema, resetPasswordSchema } from '@/common/api/password-reset';
import type { AfterAnswer } from '@/server/lib/after-answer';
import { HttpError } from '@/server/lib/errors';
import { errorResponses } from '@/server/lib/error-responses';
import { DEFAULT_RESET_LIMITS, ResetRequestLimiter, type ResetLimits } from './limiter';
import { resetMessageSchema } from '@/common/api/password-reset';
import * as service from './service';

interface PasswordResetOptions {
  deps: service.PasswordResetDeps;
  afterAnswer: AfterAnswer;
  redis?: Redis;
  limits?: ResetLimits;
}

const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetOptions> = async (app, opts) => {
  const { deps } = opts;
  const limiter = new ResetRequestLimiter(opts.limits ?? DEFAULT_RESET_LIMITS, opts.redis);

  app.post(
    '/user/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use link to reset the password',
        description:
          'Always 202 with the same message, whether or not an account has this e-mail. The link is valid for one hour. ' +
          'Limited per e-mail and per client address.',
        body: forgotPasswordSchema,
        response: { 202: resetMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email_address;
      const retryAfter = await limiter.take(email, request.ip);
      if (retryAfter !== null) {
        reply.header('retry-after', String(retryAfter));
        throw new HttpError(429, MSG.resetTooMany);
      }
      // Answered before anything is looked up or written: whether the address has an account
      // (a token row and a mail job, or nothing) cannot show in the time of the answer. The
      // mail itself is a job, so a slow or failing mail server cannot either.
      const requestedAt = deps.clock.now();
      await reply.code(202).send({ message: MSG.resetRequested });
      opts.afterAnswer.run(
        () => service.sendResetLink(deps, email, requestedAt),
        (err) => request.log.error({ err }, 'password reset link not recorded'),
      );
      return reply;
    },
  );

  app.post(
    '/user/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token',
        description:
          'Spends the token, signs the user out everywhere (every token issued so far is refused) and spends their other reset links.',
        body: resetPasswordSchema,
        response: { 200: resetMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await service.resetPassword(deps, request.body);
      return { message: MSG.resetDone };
    },
  );
};

export default passwordResetRoutes;
