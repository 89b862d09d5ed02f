import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, listQuerySchema } from '@/common/api/list';
import {
  approveWithdrawalSchema,
  bulkApproveSchema,
  bulkRejectSchema,
  bulkResultSchema,
  markOnePaidSchema,
  markPaidResultSchema,
  markPaidSchema,
  PAYOUT_SORTABLE,
  payoutExportQuerySchema,
  payoutListFilterSchema,
  payoutSummarySchema,
  rejectWithdrawalSchema,
} from '@/common/api/payouts';
import { transactionSchema } from '@/common/api/transactions';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { errorResponses } from '@/server/lib/error-responses';
import { sendList } from '@/server/lib/list-route';
import { idempotencyHeaderSchema, sendOnce } from '../idempotency/reply';
import type { Notifier } from '../notifications/notifier';
import { toStaffTransaction } from '../money/presenter';
import type { ChainDeposits } from '../chain/service';
import { listQueue } from './repository';
import type { PayoutRules } from '../withdrawals/reviews';
import { withReviews } from '../withdrawals/review-state';
import * as service from './service';

const bearer = [{ bearerAuth: [] }];

/** The payout desk: staff only; approving is for support or admin, everything that moves money for admins. */
const payoutRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; notifier: Notifier; rules: PayoutRules; chain: ChainDeposits }> = async (
  app,
  opts,
) => {
  const deps: service.PayoutDeps = { db: opts.db, clock: opts.clock, notifier: opts.notifier, rules: opts.rules, chain: opts.chain };
  const staff = app.requireRole('support', 'admin');
  const admin = app.requireRole('admin');
  const present = (t: Parameters<typeof toStaffTransaction>[0]) => toStaffTransaction(t, opts.rules.dualApprovalCents);

  // the mark-paid upload may come as the CSV file itself (in this plugin only)
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, { lines: body }));

  app.post(
    '/transaction/:id/approve',
    {
      preValidation: staff,
      // STAFF_PASSKEY=required: a passkey step-up token in the Step-Up header (passkeys/staff-act.ts)
      config: { staffAct: true },
      schema: {
        tags: ['payouts'],
        summary:
          'Approve a pending withdrawal (support or admin) of the amount, coin and address the approver saw: the first of two ' +
          'steps; at or above DUAL_APPROVAL_USD a different admin then marks it paid. 409 when it is not pending, already ' +
          'approved, its terms are no longer the ones named, or no admin other than the approver could then pay it ' +
          "(nothing is approved then). The answer's review_state says what comes next",
        security: bearer,
        params: idParamsSchema,
        body: approveWithdrawalSchema,
        response: { 200: transactionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => present(await service.approveWithdrawal(deps, request.account, request.params.id, request.body)),
  );

  app.delete(
    '/transaction/:id/approve',
    {
      preValidation: staff,
      schema: {
        tags: ['payouts'],
        summary:
          'Withdraw your approval of a pending withdrawal (its approver only; audited): it no longer counts for paying it. ' +
          '403 when someone else approved it, 409 when it is not pending (a paid one keeps its approval) or not approved',
        security: bearer,
        params: idParamsSchema,
        response: { 200: transactionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => present(await service.withdrawApproval(deps, request.account, request.params.id)),
  );

  app.post(
    '/transaction/:id/paid',
    {
      preValidation: admin,
      // STAFF_PASSKEY=required: a passkey step-up token in the Step-Up header (passkeys/staff-act.ts)
      config: { staffAct: true },
      schema: {
        tags: ['payouts'],
        summary:
          'Mark one pending withdrawal paid with the hash of the transfer that paid it (admin), under the two-person rule ' +
          '(403 with why: its approver, above the threshold without an approval, or past your 24-hour sum for this user)',
        security: bearer,
        params: idParamsSchema,
        headers: idempotencyHeaderSchema,
        body: markOnePaidSchema,
        response: { 200: transactionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    // a retry with the same Idempotency-Key gets the first answer, not 'not pending'
    (request, reply) =>
      sendOnce(deps.db, request, reply, async (tx) => ({
        statusCode: 200,
        body: present(await service.markOnePaid(tx, deps, request.account, request.params.id, request.body)),
      })),
  );

  app.post(
    '/transaction/:id/reject',
    {
      preValidation: admin,
      // STAFF_PASSKEY=required: a passkey step-up token in the Step-Up header (passkeys/staff-act.ts)
      config: { staffAct: true },
      schema: {
        tags: ['payouts'],
        summary: 'Reject a pending withdrawal with a reason (admin): the funds return to the balance and the owner is told why',
        security: bearer,
        params: idParamsSchema,
        headers: idempotencyHeaderSchema,
        body: rejectWithdrawalSchema,
        response: { 200: transactionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    // a retry with the same Idempotency-Key gets the first answer, not 'not pending'
    (request, reply) =>
      sendOnce(deps.db, request, reply, async (tx) => ({
        statusCode: 200,
        body: present(await service.rejectWithdrawal(tx, deps, request.account, request.params.id, request.body)),
      })),
  );

  app.get(
    '/payouts/summary',
    {
      preValidation: staff,
      schema: {
        tags: ['payouts'],
        summary:
          'Pending withdrawals per coin: count and total, split into those ready to pay (approved, or under ' +
          'DUAL_APPROVAL_USD) and those awaiting an approval (each counted once), and the oldest',
        security: bearer,
        response: { 200: payoutSummarySchema, ...errorResponses(401, 403) },
      },
    },
    () => service.payoutSummary(deps.db, deps.rules),
  );

  app.get(
    '/payouts',
    {
      preValidation: staff,
      schema: {
        tags: ['payouts'],
        summary:
          'The queue: pending withdrawals, oldest first, with risk flags, approvals and review_state (who must do what next, ' +
          'and what you may do) (filter coin, approved, flagged, q)',
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: z.array(transactionSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) =>
      sendList(reply, {
        resource: 'payouts',
        query: request.query,
        sortable: PAYOUT_SORTABLE,
        filter: payoutListFilterSchema,
        fetch: async (q) => {
          const page = await listQueue(deps.db, q);
          return { ...page, rows: await withReviews(deps.db, page.rows, request.account, deps.rules.dualApprovalCents, deps.clock.now()) };
        },
        present,
      }),
  );

  app.post(
    '/payouts/approve',
    {
      preValidation: staff,
      // STAFF_PASSKEY=required: a passkey step-up token in the Step-Up header (passkeys/staff-act.ts)
      config: { staffAct: true },
      schema: {
        tags: ['payouts'],
        summary:
          'Approve several pending withdrawals, each with the terms the approver saw and each on its own; the answer lists ' +
          'those that failed and why (one whose terms changed is refused, 409, and approved nothing)',
        security: bearer,
        body: bulkApproveSchema,
        response: { 200: bulkResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.approveMany(deps, request.account, request.body),
  );

  app.post(
    '/payouts/reject',
    {
      preValidation: admin,
      // STAFF_PASSKEY=required: a passkey step-up token in the Step-Up header (passkeys/staff-act.ts)
      config: { staffAct: true },
      schema: {
        tags: ['payouts'],
        summary: 'Reject several pending withdrawals with one reason, each on its own (refunded, owners told)',
        security: bearer,
        body: bulkRejectSchema,
        response: { 200: bulkResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.rejectMany(deps, request.account, request.body),
  );

  app.get(
    '/payouts/export',
    {
      preValidation: staff,
      schema: {
        tags: ['payouts'],
        summary:
          'The payout run of one coin as CSV: pending withdrawals ready to pay, approved or under DUAL_APPROVAL_USD ' +
          '(id,coin,address,amount_usd,amount_coin,rate_usd,user,email; amount_coin at the live rate, else the fallback one)',
        security: bearer,
        querystring: payoutExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(deps.db, deps, request.query.coin);
      const day = opts.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payouts-${request.query.coin}-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/payouts/paid',
    {
      preValidation: admin,
      // STAFF_PASSKEY=required: a passkey step-up token in the Step-Up header (passkeys/staff-act.ts)
      config: { staffAct: true },
      schema: {
        tags: ['payouts'],
        summary:
          'Mark withdrawals paid from id,reference lines (JSON { lines } or a text/csv body), all or nothing: a bad line is a ' +
          '400 naming it and nothing changes; each obeys the two-person rule',
        security: bearer,
        headers: idempotencyHeaderSchema,
        body: markPaidSchema,
        response: { 200: markPaidResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    // all lines in one transaction; a retry with the same Idempotency-Key gets the first answer
    (request, reply) =>
      sendOnce(deps.db, request, reply, async (tx) => ({
        statusCode: 200,
        body: await service.markPaid(tx, deps, request.account, request.body),
      })),
  );
};

export default payoutRoutes;
