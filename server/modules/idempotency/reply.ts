import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '@/server/db/client';
import { z } from 'zod';
import { once, type Work } from './service';

/** The header a replayable route documents (OpenAPI); `once` reads and checks it. */
export const idempotencyHeaderSchema = z.object({
  'idempotency-key': z.string().optional().describe('Retries with the same key and body get the first answer'),
});

/** Set on an answer read back from an earlier request with the same Idempotency-Key. */
const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * The one shape of every route that replays: run the work once per Idempotency-Key (see
 * once, and its `oneStatement`), mark a replayed answer, and send it with the status it first had.
 */
export async function sendOnce<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  run: Work<T>,
  oneStatement?: (q: Queryable) => Promise<{ statusCode: number; body: T }>,
): Promise<T> {
  const answer = await once(db, request, request.account.id, run, oneStatement);
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  reply.code(answer.statusCode);
  return answer.body;
}
