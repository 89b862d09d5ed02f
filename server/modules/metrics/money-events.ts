import type { FastifyRequest } from 'fastify';
import { ALL_STATUSES, TRANSACTION_TYPES } from '@/common/transactions';
import { isOneOf, type MoneyEvent } from './labels';
import type { Metrics } from './registry';

/**
 * The API routes whose answer is one transaction that was just created or moved. Counted from
 * the answer once it is ready, that is after its database transaction committed: the one
 * place every such change passes, without a counter call in each module. A replayed answer
 * (Idempotency-Key) is not counted again.
 */
const MONEY_ROUTES: Record<string, MoneyEvent> = {
  'POST /api/transaction/save': 'created',
  'POST /api/transaction/invest': 'created',
  'PUT /api/transaction/:id': 'status_change',
  'POST /api/transaction/:id/approve': 'status_change',
  'POST /api/transaction/:id/reject': 'status_change',
};

export const moneyEventOf = (request: FastifyRequest) => MONEY_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];

/**
 * Counts the transaction in a money route's JSON answer, by its type and resulting status: the
 * answer's `type` (deposit, withdraw, investment), never `trnx_type`, which for an investment is
 * the plan's name, free text staff edit (labels come from closed sets only, labels.ts).
 */
export function countMoneyEvent(metrics: Pick<Metrics, 'money'>, event: MoneyEvent, payload: unknown) {
  if (typeof payload !== 'string') return;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return;
  }
  const { type, status } = (body ?? {}) as { type?: unknown; status?: unknown };
  if (isOneOf(TRANSACTION_TYPES, type) && isOneOf(ALL_STATUSES, status)) metrics.money.inc({ type, event, status });
}
