import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import {
  accountLockListSchema,
  accountLockMessageSchema,
  lockBodySchema,
  lockLinkBodySchema,
  staffUnlockBodySchema,
  unlockBodySchema,
  unlockStartBodySchema,
} from '@/common/api/account-lock';
import { idParamsSchema } from '@/common/api/list';
import { MSG } from '@/common/messages';
import { errorResponses } from '@/server/lib/error-responses';
import { HttpError, notFound } from '@/server/lib/errors';
import { describeBrowser } from '../sessions/browser';
import { LoginThrottled } from '../sessions/throttle';
import { findLiveUser } from '../users/repository';
import { LinkLimiter } from './limiter';
import { listLocks } from './repository';
import * as service from './service';

const bearer = [{ bearerAuth: [] }];

interface AccountLockRoutesOptions {
  deps: service.OwnerUnlockDeps;
  redis?: Redis;
}

/**
 * The owner's lock of their account and its two ways out: the public links and the owner's own
 * unlock (/api/account/...), the security page's "Lock my account", and the staff unlock with
 * the lock history (/api/profile/{id}/..., not under /api/auth/: that prefix stays open to staff
 * without 2FA).
 */
const accountLockRoutes: FastifyPluginAsyncZod<AccountLockRoutesOptions> = async (app, { deps, redis }) => {
  const links = new LinkLimiter(redis);
  /** One try of a public route from this address, or 429 with Retry-After. */
  const takeTry = async (ip: string, reply: FastifyReply) => {
    const retryAfter = await links.take(ip);
    if (retryAfter === null) return;
    reply.header('retry-after', String(retryAfter));
    throw new HttpError(429, MSG.tooManyRequests);
  };

  app.post(
    '/account/lock-link',
    {
      schema: {
        tags: ['account security'],
        summary: "Lock the account with the 'This wasn't me' link of a security e-mail (no session needed)",
        description:
          'Ends every session, refuses every token issued so far, and refuses sign-in, withdrawals and address changes until ' +
          'the account is unlocked; the money stays. The link works once and for 7 days (400 otherwise). On an account ' +
          'locked already it changes nothing. Limited per client address.',
        body: lockLinkBodySchema,
        response: { 200: accountLockMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await takeTry(request.ip, reply);
      await service.lockWithLink(deps, request.body.token, request.ip);
      return { message: ACCOUNT_LOCK_MSG.locked };
    },
  );

  app.post(
    '/account/lock',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account security'],
        summary: "Lock your own account ('Lock my account'): every session ends, this one too",
        description: 'Needs `confirm: true`. Investors and staff alike, on their own account only.',
        security: bearer,
        body: lockBodySchema,
        response: { 204: z.null().describe('Locked'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await service.lockOwnAccount(deps, request.account, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/unlock/start',
    {
      schema: {
        tags: ['account security'],
        summary: "The owner's own unlock, from 24 hours after the lock: the password and the second factor; a link is e-mailed",
        description:
          'A wrong e-mail or password is refused as a sign-in is (401, counted by the sign-in limiter). With two-factor ' +
          'sign-in on, `code` (from the app, or a recovery code) is needed too. Only once they are proven: 409 when the ' +
          'account is not locked, is locked for less than 24 hours, or has a passkey as its only second factor (support ' +
          'unlocks those). 202: a link good for 30 minutes went to the account’s address.',
        body: unlockStartBodySchema,
        response: { 202: accountLockMessageSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      await takeTry(request.ip, reply);
      const origin = { ip: request.ip, browser: describeBrowser(request.headers['user-agent']) };
      await service.startOwnerUnlock(deps, request.body, origin).catch((err: unknown) => {
        if (err instanceof LoginThrottled) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      });
      return reply.code(202).send({ message: ACCOUNT_LOCK_MSG.unlockMailed });
    },
  );

  app.post(
    '/account/unlock',
    {
      schema: {
        tags: ['account security'],
        summary: "Finish the owner's own unlock with the e-mailed link",
        description: 'The link works once and for 30 minutes (400 otherwise). Audited; the owner is e-mailed.',
        body: unlockBodySchema,
        response: { 200: accountLockMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await takeTry(request.ip, reply);
      await service.finishOwnerUnlock(deps, request.body.token);
      return { message: ACCOUNT_LOCK_MSG.unlocked };
    },
  );

  app.post(
    '/profile/:id/unlock',
    {
      preValidation: app.requireRole('support', 'admin'),
      schema: {
        tags: ['account security'],
        summary: 'Unlock a locked account after checking who is asking (staff)',
        description:
          '`note`: what identity check was done. With their own step-up `code` when their 2FA is on (401 without). Never ' +
          'your own account (409); support unlock investors only (403 on a staff account). Audited; the owner is e-mailed.',
        security: bearer,
        params: idParamsSchema,
        body: staffUnlockBodySchema,
        response: { 200: accountLockMessageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await app.requireStepUp(request, request.body.code);
      await service.unlockByStaff(deps, request.account, request.params.id, request.body);
      return { message: ACCOUNT_LOCK_MSG.staffUnlocked };
    },
  );

  app.get(
    '/profile/:id/locks',
    {
      preValidation: app.requireRole('support', 'admin'),
      schema: {
        tags: ['account security'],
        summary: "A user's locks, newest first: how each came and how it ended (staff)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: accountLockListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await findLiveUser(deps.db, request.params.id))) throw notFound(MSG.userNotFound);
      return listLocks(deps.db, request.params.id);
    },
  );
};

export default accountLockRoutes;
