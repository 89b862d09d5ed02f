import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holdingParamsSchema, holdingUpdateSchema, liabilitiesSchema } from '@/common/api/liabilities';
import { toCents } from '@/common/money';
import type { Db } from '@/server/db/client';
import { holdings } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { errorResponses } from '@/server/lib/error-responses';
import { recordAudit } from '../audit/repository';
import { liabilities } from './service';

const bearer = [{ bearerAuth: [] }];

/** What the platform owes and will owe, against what the operator holds. */
const liabilityRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/reports/liabilities',
    {
      preValidation: app.requireRole('support', 'admin'),
      schema: {
        tags: ['reports'],
        summary:
          'What investors can claim now (balances, profit, returnable principal), the profit and principal running investments ' +
          'will pay per day for 90 days if nothing changes, and what the operator records as held per coin (staff)',
        security: bearer,
        response: { 200: liabilitiesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => liabilities(db, clock.now()),
  );

  app.put(
    '/reports/holdings/:coin',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['reports'],
        summary: 'Record the USD value held in a coin, for the liabilities comparison (admins)',
        security: bearer,
        params: holdingParamsSchema,
        body: holdingUpdateSchema,
        response: { 200: liabilitiesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { coin } = request.params;
      const cents = toCents(request.body.amount);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(holdings).where(eq(holdings.coin, coin)).for('update');
        await tx
          .insert(holdings)
          .values({ coin, amountCents: cents, updatedBy: request.account.id, updatedAt: now })
          .onConflictDoUpdate({ target: holdings.coin, set: { amountCents: cents, updatedBy: request.account.id, updatedAt: now } });
        await recordAudit(tx, {
          actorId: request.account.id,
          action: 'holding.update',
          entity: 'coin',
          entityId: coin,
          before: before ? { amount: before.amountCents / 100 } : null,
          after: { amount: request.body.amount },
        });
      });
      return liabilities(db, now);
    },
  );
};

export default liabilityRoutes;
