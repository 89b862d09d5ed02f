import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STEP_UP_ERROR } from '@/common/api/two-factor';
import type { Queryable } from '@/server/db/client';
import { ChecksExhausted } from './credential-limiter';
import { passwordMatches, requireStepUp, StepUpRequired, type TwoFactorDeps } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Step-up for a sensitive change by the signed-in account: with 2FA on or a passkey, 401
     * unless `code` is a passkey step-up token or (2FA on) a current code or an unused recovery
     * code; nothing is asked without either.
     */
    requireStepUp: (request: FastifyRequest, code: string | undefined, tx?: Queryable) => Promise<void>;
    /**
     * Whether `password` is the signed-in account's, counted against its ceiling of wrong
     * passwords and codes (429 once reached): every password check behind a session uses it.
     */
    passwordMatches: (request: FastifyRequest, password: string) => Promise<boolean>;
  }
}

/** Makes the step-up and password checks available to every module's routes (withdrawals, profile). */
export default fp(async function twoFactorStepUp(app: FastifyInstance, deps: TwoFactorDeps) {
  // before the error handler writes the answer: the header marks a step-up refusal
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof StepUpRequired) {
      reply.header('www-authenticate', `Bearer error="${STEP_UP_ERROR}", error_description="${error.message}"`);
    }
    if (error instanceof ChecksExhausted) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  app.decorate('requireStepUp', (request: FastifyRequest, code: string | undefined, tx?: Queryable) =>
    requireStepUp(deps, request.account, code, tx),
  );
  app.decorate('passwordMatches', (request: FastifyRequest, password: string) => passwordMatches(deps, request.account, password));
});
