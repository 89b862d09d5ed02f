import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@/common/messages';
import { investSchema, transactionSaveSchema, transactionUpdateSchema } from '@/common/api/transactions';
import { TX_MSG } from '@/common/validation/transaction';
import type { Db, Queryable } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { forbidden, notFound, serviceUnavailable } from '@/server/lib/errors';
import { DEFAULT_RANGE } from '@/server/lib/list-query';
import { sendList, type RawListQuery } from '@/server/lib/list-route';
import { errorResponses } from '@/server/lib/error-responses';
import { idParamsSchema, listQuerySchema } from '@/common/api/list';
import { idempotencyHeaderSchema, sendOnce } from '../idempotency/reply';
import type { Notifier } from '../notifications/notifier';
import type { PayoutRules } from '../withdrawals/reviews';
import { withReviews } from '../withdrawals/review-state';
import { withPayoutChecks } from '../withdrawals/payout-check';
import { createDeposit, isOneStatementDeposit, type OnChainTerms } from '../deposits/create';
import type { ChainDeposits } from '../chain/service';
import { RATE_MSG } from '@/common/api/chain';
import { coinFromLabel } from '@/common/coins';
import { invest } from '../investments/create';
import { createWithdrawal } from '../withdrawals/create';
import { toPublicTransaction, toStaffTransaction, type TransactionView } from '../money/presenter';
import { findTransaction, listTransactions } from '../money/repository';
import {
  loggedIdParamsSchema,
  userIdParamsSchema,
  TRANSACTION_SORTABLE,
  transactionListFilterSchema,
  transactionSchema,
  type TransactionListFilter,
} from '@/common/api/transactions';
import { deleteTransaction, updateTransaction } from './service';
import { setSenderTxid } from '../deposits/sender-txid';
import { depositRateParamsSchema, depositRateSchema, senderTxidBodySchema, type DepositRate } from '@/common/api/transactions-sender-txid';

const bearer = [{ bearerAuth: [] }];

const transactionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  notifier: Notifier;
  rules: PayoutRules;
  chain: ChainDeposits;
}> = async (app, { db, clock, notifier, rules, chain }) => {
  /** An investor sees only their own; back-office staff anyone's. */
  const mayRead = (actor: { id: string; role: string }, userId: string) => {
    if (actor.role === 'investor' && actor.id !== userId) throw forbidden(MSG.forbidden);
  };
  const isStaff = (actor: { role: string }) => actor.role !== 'investor';
  /**
   * A deposit without an address, in a coin watched on its chain: the key and the rate to quote
   * at, read before the database transaction (the rate may come from the price source).
   */
  const onChainTerms = async (paymentMethod: string): Promise<OnChainTerms | undefined> => {
    const coin = coinFromLabel(paymentMethod);
    const deriver = coin && chain.deriver(coin);
    if (!coin || !deriver) return undefined;
    const rate = await chain.prices.rate(db, coin);
    if (!rate) throw serviceUnavailable(RATE_MSG.unavailable);
    return { deriver, rate, requiredConfirmations: chain.requiredConfirmations(coin) };
  };
  /** staff also see a withdrawal's risk flags and who approved, paid or rejected it; investors never */
  const presentFor = (actor: { role: string }) =>
    isStaff(actor) ? (t: TransactionView) => toStaffTransaction(t, rules.dualApprovalCents) : toPublicTransaction;

  app.post(
    '/transaction/save',
    {
      preValidation: app.requireInvestor,
      schema: {
        tags: ['transactions'],
        summary:
          'Record a deposit (pending until confirmed; at most 5 pending) or request a withdrawal in a coin to an address ' +
          "of that coin's network (funds held at once). Investors only: staff get 403",
        security: bearer,
        headers: idempotencyHeaderSchema,
        body: transactionSaveSchema,
        response: { 201: transactionSchema, ...errorResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const onChain =
        body.trnx_type === 'deposit' && body.payment_address === undefined ? await onChainTerms(body.payment_method) : undefined;
      const save = async (q: Queryable) => {
        // in the withdrawal's transaction: a refused withdrawal leaves the code unused, and a
        // retry with the same Idempotency-Key gets the first answer without a second code
        if (body.trnx_type !== 'deposit') await app.requireStepUp(request, body.code, q);
        const row =
          body.trnx_type === 'deposit'
            ? await createDeposit(q, request.account, body, clock, onChain)
            : await createWithdrawal(q, request.account, body, { clock, notifier, rules });
        return { statusCode: 201, body: toPublicTransaction(row) };
      };
      return sendOnce(db, request, reply, save, isOneStatementDeposit(body) ? save : undefined);
    },
  );

  app.get(
    '/deposit-rate/:coin',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['deposits'],
        summary:
          "The USD rate a deposit's coin amount is shown at before it is recorded: live, else the fallback admins set; " +
          'all null when neither is known',
        security: bearer,
        params: depositRateParamsSchema,
        response: { 200: depositRateSchema, ...errorResponses(400, 401) },
      },
    },
    async (request): Promise<DepositRate> => {
      const { coin } = request.params;
      const rate = await chain.prices.rate(db, coin);
      return { coin, usd: rate?.usd ?? null, source: rate?.source ?? null, at: rate?.at.toISOString() ?? null };
    },
  );

  app.put(
    '/transaction/sender-txid/:id',
    {
      preValidation: app.requireInvestor,
      schema: {
        tags: ['transactions'],
        summary:
          "Add or correct the hash of the payment sent for one's own pending deposit to a shared wallet, for staff to match " +
          "(400 when it is not the coin's hash format; 409 once the deposit is no longer pending)",
        security: bearer,
        params: idParamsSchema,
        body: senderTxidBodySchema,
        response: { 200: transactionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => toPublicTransaction(await setSenderTxid(db, request.account, request.params.id, request.body.sender_txid, clock)),
  );

  app.post(
    '/transaction/invest',
    {
      preValidation: app.requireInvestor,
      schema: {
        tags: ['transactions'],
        summary: "Invest in a plan on the plan's terms; 403 'Insufficient balance' when short (and for staff)",
        security: bearer,
        headers: idempotencyHeaderSchema,
        body: investSchema,
        response: { 201: transactionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request, reply) =>
      sendOnce(db, request, reply, async (tx) => ({
        statusCode: 201,
        body: toPublicTransaction(await invest(tx, request.account, request.body, { clock, notifier })),
      })),
  );

  app.get(
    '/transaction/invest/active/:logged_id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['transactions'],
        summary: "A user's running investments (active or paused)",
        security: bearer,
        params: loggedIdParamsSchema,
        response: { 200: z.array(transactionSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      mayRead(request.account, request.params.logged_id);
      const { rows } = await listTransactions(db, {
        sort: { field: 'createdAt', order: 'DESC' },
        // a user's running investments: the newest DEFAULT_LIST_SIZE, like every list
        range: DEFAULT_RANGE,
        unpaged: true,
        filter: { userid: request.params.logged_id, trnx_type: 'investment', status: ['active', 'inactive'] },
      });
      return rows.map(toPublicTransaction);
    },
  );

  /** A transaction list; `forced` filters override the request's (an investor's own rows). */
  /** staff: each withdrawal with its steps and what this staff member may do with it */
  const reviewed = <T extends TransactionView>(actor: { id: string; role: string }, rows: T[]) =>
    withReviews(db, rows, actor, rules.dualApprovalCents, clock.now());
  const sendTransactions = (
    reply: FastifyReply,
    actor: { id: string; role: string },
    query: RawListQuery,
    forced?: Partial<TransactionListFilter>,
  ) =>
    sendList(reply, {
      resource: 'transaction',
      query,
      sortable: TRANSACTION_SORTABLE,
      filter: transactionListFilterSchema,
      fetch: async (q) => {
        const page = await listTransactions(db, { ...q, filter: { ...q.filter, ...forced } });
        await withPayoutChecks(db, chain, page.rows);
        return isStaff(actor) ? { ...page, rows: await reviewed(actor, page.rows) } : page;
      },
      present: presentFor(actor),
    });

  for (const url of ['/transaction/all', '/transaction/all/']) {
    app.get(
      url,
      {
        preValidation: app.requireRole('support', 'admin'),
        schema: {
          tags: ['transactions'],
          summary: 'All transactions: the newest 1,000 without range, or a page with sort/range/filter; Content-Range gives the total',
          security: bearer,
          // the trailing-slash spelling is the legacy wire contract's; document one
          hide: url.endsWith('/'),
          querystring: listQuerySchema,
          response: { 200: z.array(transactionSchema), ...errorResponses(400, 401, 403) },
        },
      },
      (request, reply) => sendTransactions(reply, request.account, request.query),
    );
  }

  app.get(
    '/transaction/single/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['transactions'],
        summary: 'One transaction',
        security: bearer,
        params: idParamsSchema,
        response: { 200: transactionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const t = await findTransaction(db, request.params.id);
      // an investor asking for someone else's record learns nothing about it
      if (!t || (request.account.role === 'investor' && t.userId !== request.account.id)) {
        if (t) throw forbidden(MSG.forbidden);
        throw notFound(TX_MSG.transactionNotFound);
      }
      await withPayoutChecks(db, chain, [t]);
      if (!isStaff(request.account)) return toPublicTransaction(t);
      const [withReview] = await reviewed(request.account, [t]);
      return presentFor(request.account)(withReview);
    },
  );

  app.get(
    '/transaction/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['transactions'],
        summary: "A user's transactions, newest first (or a page with sort/range/filter)",
        security: bearer,
        params: userIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: z.array(transactionSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      mayRead(request.account, request.params.id);
      const query = request.query.sort ? request.query : { ...request.query, sort: '["createdAt","DESC"]' };
      return sendTransactions(reply, request.account, query, { userid: request.params.id });
    },
  );

  app.put(
    '/transaction/:id',
    {
      preValidation: app.requireRole('admin'),
      // how admins approve and reject deposits and pay withdrawals: STAFF_PASSKEY=required asks a passkey step-up
      config: { staffAct: true },
      schema: {
        tags: ['transactions'],
        summary:
          'Change status by the status table (and amount while no money has moved); money follows the status. ' +
          'Marking a withdrawal successful needs payout_reference; a paid withdrawal is final (409)',
        security: bearer,
        params: idParamsSchema,
        body: transactionUpdateSchema,
        response: { 200: transactionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const t = await updateTransaction({ db, clock, notifier, rules, chain }, request.account, request.params.id, request.body);
      const [withReview] = await reviewed(request.account, await withPayoutChecks(db, chain, [{ ...t }]));
      return presentFor(request.account)(withReview);
    },
  );

  app.delete(
    '/transaction/delete/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['transactions'],
        summary: 'Delete a transaction that never moved money (409 otherwise)',
        security: bearer,
        params: idParamsSchema,
        response: { 200: transactionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => toPublicTransaction(await deleteTransaction(db, request.account, request.params.id)),
  );
};

export default transactionRoutes;
