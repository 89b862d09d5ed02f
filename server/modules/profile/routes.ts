import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adjustSchema, profileUpdateSchema } from '@/common/api/profile';
import type { Db } from '@/server/db/client';
import { systemClock, type Clock } from '@/server/lib/clock';
import { securityChangesOf, securityHoldOf } from '@/common/security-hold';
import type { Notifier } from '../notifications/notifier';
import { sendList } from '@/server/lib/list-route';
import { errorResponses } from '@/server/lib/error-responses';
import { idParamsSchema, listQuerySchema } from '@/common/api/list';
import { revokeToken } from '../tokens/revoke';
import { idempotencyHeaderSchema, sendOnce } from '../idempotency/reply';
import { pendingApprovalSchema, type PendingApproval } from '@/common/api/approvals';
import type { ApprovalRules } from '../approvals/service';
import { antiPhishingAnswerSchema, antiPhishingUpdateSchema } from '@/common/api/anti-phishing';
import { localeAnswerSchema, localeUpdateSchema } from '@/common/api/locale';
import { isLocale } from '@/common/i18n/locales';
import { setAntiPhishingCode } from './anti-phishing';
import { saveLocale } from './locale';
import { presentUserTo, toPublicUser, toStaffUser } from './presenter';
import { listUsers } from './repository';
import { meSchema, publicUserSchema, updatedUserSchema, USER_SORTABLE, userListFilterSchema, type PublicUser } from '@/common/api/profile';
import * as service from './service';

const bearer = [{ bearerAuth: [] }];

const profileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifier: Notifier;
  clock?: Clock;
  rules: ApprovalRules & { securityChangeHoldMs: number };
}> = async (app, { db, notifier, clock, rules }) => {
  app.get(
    '/profile/me',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user, and until when a security change holds their withdrawals',
        security: bearer,
        response: { 200: meSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const hold = securityHoldOf(securityChangesOf(request.account), (clock ?? systemClock).now(), rules.securityChangeHoldMs);
      return {
        ...toPublicUser(request.account),
        withdrawals_paused_until: hold?.until.toISOString() ?? null,
        withdrawals_paused_because: hold?.reason ?? null,
        anti_phishing_code: request.account.antiPhishingCode,
        locale: isLocale(request.account.locale) ? request.account.locale : null,
      };
    },
  );

  app.put(
    '/profile/locale',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Choose the language you read: your screens, e-mails and statements',
        security: bearer,
        body: localeUpdateSchema,
        response: { 200: localeAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => saveLocale(db, request.account.id, request.body.locale),
  );

  app.put(
    '/profile/anti-phishing-code',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Set (or, with null, remove) your anti-phishing code, shown at the top of every e-mail we send you',
        description: 'Needs the password and, with two-factor sign-in on, a current code (401 without).',
        security: bearer,
        body: antiPhishingUpdateSchema,
        response: { 200: antiPhishingAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) =>
      setAntiPhishingCode(db, request.account, request.body, {
        passwordMatches: (password) => app.passwordMatches(request, password),
        stepUp: () => app.requireStepUp(request, request.body.code),
      }),
  );

  app.get(
    '/profile/all',
    {
      preValidation: app.requireRole('support', 'admin'),
      schema: {
        tags: ['profile'],
        summary: 'Users (whole array, or a page with sort/range/filter and Content-Range)',
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: z.array(publicUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) =>
      sendList(reply, {
        resource: 'profile',
        query: request.query,
        sortable: USER_SORTABLE,
        filter: userListFilterSchema,
        fetch: (query) => listUsers(db, query),
        present: toStaffUser,
      }),
  );

  app.get(
    '/profile/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'One user: yourself, or anyone for back-office staff',
        security: bearer,
        params: idParamsSchema,
        response: { 200: publicUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    // staff see whether the owner has locked the account (the back office's chip and unlock)
    async (request) => presentUserTo(request.account, await service.readProfile(db, request.account, request.params.id)),
  );

  app.put(
    '/profile/update/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Edit a profile: your own name, country, phone and password; any field for admins',
        security: bearer,
        params: idParamsSchema,
        body: profileUpdateSchema,
        response: { 200: updatedUserSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { code, ...changes } = request.body;
      // a new password of your own is a sensitive change: with 2FA on it needs a current code
      if (changes.password !== undefined && request.account.id === request.params.id) await app.requireStepUp(request, code);
      const { user, passwordChanged, pendingApprovals } = await service.updateProfile(
        { db, notifier, clock, rules, passwordMatches: (password) => app.passwordMatches(request, password) },
        request.account,
        request.params.id,
        changes,
      );
      if (passwordChanged && request.account.id === user.id) {
        // the presented token dies with the old password; the caller carries on with a new one
        await revokeToken(db, request.user);
        return { ...toPublicUser(user), accessToken: await app.issueToken(user, request) };
      }
      // money parts waiting for a second admin (a credit at the threshold, a raised limit)
      return { ...presentUserTo(request.account, user), ...(pendingApprovals.length && { pending_approvals: pendingApprovals }) };
    },
  );

  app.delete(
    '/profile/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['profile'],
        summary: 'Disable and hide a user; their history is kept',
        security: bearer,
        params: idParamsSchema,
        response: { 200: publicUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => toPublicUser(await service.deleteUser(db, request.account, request.params.id)),
  );

  app.post(
    '/profile/:id/adjust',
    {
      preValidation: app.requireRole('admin'),
      // STAFF_PASSKEY=required: a passkey step-up token in the Step-Up header (passkeys/staff-act.ts)
      config: { staffAct: true },
      schema: {
        tags: ['profile'],
        summary:
          "Credit (amount > 0) or debit (amount < 0) a user's balance or profit (never your own). A credit that brings what " +
          'you credited this user in 24 hours to DUAL_APPROVAL_USD is not applied: 202 with the request a second admin approves',
        security: bearer,
        params: idParamsSchema,
        headers: idempotencyHeaderSchema,
        body: adjustSchema,
        response: { 200: publicUserSchema, 202: pendingApprovalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    // a retry with the same Idempotency-Key gets the first answer: one credit, or one request
    (request, reply) =>
      sendOnce<PublicUser | PendingApproval>(db, request, reply, async (tx) => {
        const done = await service.adjustBalance(tx, request.account, request.params.id, request.body, rules, notifier);
        return 'pending' in done
          ? { statusCode: 202, body: { pending_approval: done.pending } }
          : { statusCode: 200, body: toPublicUser(done.user) };
      }),
  );
};

export default profileRoutes;
