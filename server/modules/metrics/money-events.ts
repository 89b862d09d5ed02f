import type { FastifyRequest } from 'fastify';
import type { Metrics } from './registry';

/**
 * The API routes whose answer is one transaction that was just created or moved. Counted from
 * the answer once it is ready, that is after its database transaction committed: the one
 * place every such change passes, without a counter call in each module. A replayed answer
 * (Idempotency-Key) is not counted again.
 */
const MONEY_ROUTES: Record<string, 'created' | 'status_change'> = {
  'POST /api/transaction/save': 'created',
  'POST /api/transaction/invest': 'created',
  'PUT /api/transaction/:id': 'status_change',
  'POST /api/transaction/:id/approve': 'status_change',
  'POST /api/transaction/:id/reject': 'status_change',
};

export const moneyEventOf = (request: FastifyRequest) => MONEY_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];

/** Counts the transaction in a money route's JSON answer (its type and resulting status). */
export function countMoneyEvent(metrics: Pick<Metrics, 'money'>, event: 'created' | 'status_change', payload: unknown) {
  if (typeof payload !== 'string') return;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return;
  }
  const { trnx_type: type, status } = (body ?? {}) as { trnx_type?: unknown; status?: unknown };
  if (typeof type === 'string' && typeof status === 'string') metrics.money.inc({ type, event, status });
}
