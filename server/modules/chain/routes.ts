import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAIN_PAYMENT_SORTABLE,
  chainPaymentListFilterSchema,
  chainPaymentSchema,
  coinParamsSchema,
  coinRateSchema,
  depositOptionSchema,
  fallbackRateSchema,
} from '@/common/api/chain';
import { idParamsSchema, listQuerySchema } from '@/common/api/list';
import type { Db } from '@/server/db/client';
import { fallbackRates } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { errorResponses } from '@/server/lib/error-responses';
import { notFound } from '@/server/lib/errors';
import { API_MSG } from '@/server/i18n/api-messages';
import { sendList } from '@/server/lib/list-route';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/repository';
import { toPublicChainPayment } from './presenter';
import { findChainPayment, listChainPayments } from './repository';
import type { ChainDeposits } from './service';

const bearer = [{ bearerAuth: [] }];

/** On-chain deposits: the deposit screen's options, staff's view of on-chain payments, fallback rates. */
const chainRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; chain: ChainDeposits }> = async (app, { db, clock, chain }) => {
  const staff = app.requireRole('support', 'admin');
  const admin = app.requireRole('admin');

  app.get(
    '/deposit-options',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['deposits'],
        summary: 'Per coin: whether a deposit gets its own address watched on the chain, and the confirmations it needs',
        security: bearer,
        response: { 200: z.array(depositOptionSchema), ...errorResponses(401) },
      },
    },
    async () => chain.options(),
  );

  app.get(
    '/chain-payments',
    {
      preValidation: staff,
      schema: {
        tags: ['deposits'],
        summary: 'Every payment seen on a chain to a derived address (staff), newest first',
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: z.array(chainPaymentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) =>
      sendList(reply, {
        resource: 'chain-payments',
        query: request.query,
        sortable: CHAIN_PAYMENT_SORTABLE,
        filter: chainPaymentListFilterSchema,
        fetch: (query) => listChainPayments(db, query),
        present: (p) => toPublicChainPayment(p, chain),
      }),
  );

  app.get(
    '/chain-payments/:id',
    {
      preValidation: staff,
      schema: {
        tags: ['deposits'],
        summary: 'One on-chain payment (staff)',
        security: bearer,
        params: idParamsSchema,
        response: { 200: chainPaymentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const payment = await findChainPayment(db, request.params.id);
      if (!payment) throw notFound(API_MSG.paymentNotFound);
      return toPublicChainPayment(payment, chain);
    },
  );

  app.get(
    '/chain/rates',
    {
      preValidation: staff,
      schema: {
        tags: ['deposits'],
        summary: "Each coin's live rate (from the price source) and the fallback rate admins set (staff)",
        security: bearer,
        response: { 200: z.array(coinRateSchema), ...errorResponses(401, 403) },
      },
    },
    async () => chain.prices.table(db),
  );

  app.put(
    '/chain/rates/:coin',
    {
      preValidation: admin,
      schema: {
        tags: ['deposits'],
        summary: "Set a coin's fallback rate in USD, used when the price source cannot be reached; null removes it (admins)",
        security: bearer,
        params: coinParamsSchema,
        body: fallbackRateSchema,
        response: { 200: coinRateSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { coin } = request.params;
      const { usd } = request.body;
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(fallbackRates).where(eq(fallbackRates.coin, coin)).for('update');
        if (usd === null) await tx.delete(fallbackRates).where(eq(fallbackRates.coin, coin));
        else
          await tx
            .insert(fallbackRates)
            .values({ coin, usdRate: usd, updatedBy: request.account.id, updatedAt: now })
            .onConflictDoUpdate({ target: fallbackRates.coin, set: { usdRate: usd, updatedBy: request.account.id, updatedAt: now } });
        await recordAudit(tx, {
          actorId: request.account.id,
          action: 'rate.fallback',
          entity: 'coin',
          entityId: coin,
          before: before ? { usd: before.usdRate } : null,
          after: usd === null ? null : { usd },
        });
      });
      return (await chain.prices.table(db)).find((r) => r.coin === coin)!;
    },
  );
};

export default chainRoutes;
