import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { toCents } from '@/common/money';
import type { investSchema } from '@/common/api/transactions';
import { investmentAmountProblem, TX_MSG } from '@/common/validation/transaction';
import type { Queryable } from '@/server/db/client';
import { plans, transactions, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, forbidden, HttpError, notFound } from '@/server/lib/errors';
import { postEntry } from '../ledger/service';
import type { Notifier } from '../notifications/notifier';
import { ownId } from '../money/input-checks';

const DAY_MS = 86_400_000;

/** Buys into a plan on the plan's own terms; the balance pays for it at once, and the owner is told in the same transaction. */
export async function invest(
  tx: Queryable,
  actor: UserRow,
  input: z.output<typeof investSchema>,
  { clock, notifier }: { clock: Clock; notifier: Notifier },
) {
  ownId(actor, input.userid);
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(input.planId ? eq(plans.id, input.planId) : eq(plans.name, input.plan ?? ''), isNull(plans.deletedAt)))
    .limit(1);
  if (!plan) throw notFound(TX_MSG.planNotFound);
  const amountCents = toCents(input.amount);
  // the same rule, and words, as the investment form's
  const problem = investmentAmountProblem(amountCents, plan);
  if (problem) throw badRequest(problem, [{ field: 'amount', message: problem }]);
  const now = clock.now();
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: actor.id,
      type: 'investment',
      amountCents,
      status: 'active',
      // the terms: the legacy wire contract's payment_method (days) and payment_address (daily
      // percent) are written from them (money/presenter.ts)
      planId: plan.id,
      planName: plan.name,
      roiBp: plan.roiBp,
      durationDays: plan.durationDays,
      depositReturn: plan.status,
      startAt: now,
      endAt: new Date(now.getTime() + plan.durationDays * DAY_MS),
      nextAccrualAt: new Date(now.getTime() + DAY_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  try {
    await postEntry(
      tx,
      { userId: actor.id, account: 'balance', amountCents: -amountCents, kind: 'investment', transactionId: row.id },
      {
        notifier,
        kind: 'investment_started',
        params: {
          transactionId: row.id,
          planName: plan.name,
          amountCents,
          days: plan.durationDays,
          // what accrual will pay over the plan's days (accrual/service.ts rounds each day the same way)
          expectedProfitCents: plan.durationDays * Math.floor((amountCents * plan.roiBp + 5000) / 10000),
          endsAt: row.endAt!.toISOString(),
        },
      },
    );
  } catch (err) {
    // an investment the balance can't pay for is a 403 (the legacy wire contract)
    if (err instanceof HttpError && err.statusCode === 409) throw forbidden(TX_MSG.insufficientBalance);
    throw err;
  }
  return row;
}
