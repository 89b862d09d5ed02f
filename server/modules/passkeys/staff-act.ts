import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PASSKEY_MSG, STEP_UP_HEADER } from '@/common/api/passkeys';
import type { StaffPasskey } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { forbidden } from '@/server/lib/errors';
import { StepUpRequired } from '../two-factor/service';
import { isStepUpToken, passkeyCount, spendStepUpGrant } from '../two-factor/step-up-grants';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A staff act that moves or decides money (approve, pay, reject, adjust): under
     * STAFF_PASSKEY=required it needs a passkey step-up token in the Step-Up header.
     */
    staffAct?: boolean;
  }
}

/**
 * STAFF_PASSKEY=required: every route flagged `config: { staffAct: true }` asks, once its caller
 * is authenticated and its input valid, for a passkey step-up token in the Step-Up header, spent
 * there and then. A code from an authenticator app does not count: it can be phished and relayed,
 * a passkey's assertion names the origin it was made on. One rule on the flag, so that a staff act
 * written later is covered by setting it. With STAFF_PASSKEY=optional nothing is added.
 */
export default fp(async function staffActs(app: FastifyInstance, opts: { db: Db; clock: Clock; mode: StaffPasskey }) {
  if (opts.mode !== 'required') return;
  const { db, clock } = opts;

  async function requirePasskeyStepUp(request: FastifyRequest) {
    const { account } = request;
    const token = request.headers[STEP_UP_HEADER];
    // spent before the act runs, in its own statement: an act refused afterwards has used it up.
    // A grant is only ever made by a passkey, so the passkeys are counted only for a refusal.
    const spent = typeof token === 'string' && isStepUpToken(token) && (await spendStepUpGrant(db, account.id, token, clock.now()));
    if (spent) return;
    if ((await passkeyCount(db, account.id)) === 0) throw forbidden(PASSKEY_MSG.staffHasNoPasskey);
    throw new StepUpRequired(PASSKEY_MSG.staffNeedsPasskey);
  }

  // added to the flagged routes only (as the rate limit is to /api/ routes): every other request
  // pays nothing for it. preHandler: after authentication (preValidation) and the body's checks.
  app.addHook('onRoute', (route) => {
    if (!route.config?.staffAct) return;
    const own = Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : [];
    route.preHandler = [requirePasskeyStepUp, ...own];
  });
});
