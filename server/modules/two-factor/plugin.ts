import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STEP_UP_ERROR } from '@/common/api/two-factor';
import type { Queryable } from '@/server/db/client';
import { requireStepUp, StepUpRequired, type TwoFactorDeps } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Step-up for a sensitive change by the signed-in account: with 2FA on, 401 unless `code`
     * is a current code or an unused recovery code; nothing is asked without 2FA.
     */
    requireStepUp: (request: FastifyRequest, code: string | undefined, tx?: Queryable) => Promise<void>;
  }
}

/** Makes the step-up check available to every module's routes (withdrawals, profile). */
export default fp(async function twoFactorStepUp(app: FastifyInstance, deps: TwoFactorDeps) {
  // before the error handler writes the answer: the header marks a step-up refusal
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof StepUpRequired) {
      reply.header('www-authenticate', `Bearer error="${STEP_UP_ERROR}", error_description="${error.message}"`);
    }
  });
  app.decorate('requireStepUp', (request: FastifyRequest, code: string | undefined, tx?: Queryable) =>
    requireStepUp(deps, request.account, code, tx),
  );
});
