import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable, Tx } from '@/server/db/client';
import { idempotencyKeys } from '@/server/db/schema';
import { IDEMPOTENCY_HEADER as SHARED_HEADER, intentOf } from '@/common/idempotency';
import { badRequest, conflict } from '@/server/lib/errors';
import { API_MSG } from '@/server/i18n/api-messages';

/** Node lower-cases incoming header names. */
const IDEMPOTENCY_HEADER = SHARED_HEADER.toLowerCase();
/** Keys are answered for at least 24 hours; the purge keeps them 48. */
const KEEP_KEYS_MS = 48 * 3_600_000;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The same JSON whatever order the keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface Answer<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

export type Work<T> = (tx: Tx) => Promise<{ statusCode: number; body: T }>;

/**
 * Runs a money-moving request once per Idempotency-Key. The key is claimed in the same
 * database transaction as the money effect: copies arriving together wait on the key's
 * row, then read the stored answer. A request that fails stores nothing (it moved no
 * money), so its retry runs again. Without the header the request simply runs, in a
 * transaction; `oneStatement`, the same work when it is a single statement (atomic by
 * itself), runs instead without BEGIN and COMMIT: two round trips fewer.
 */
export async function once<T>(
  db: Db,
  request: FastifyRequest,
  userId: string,
  run: Work<T>,
  oneStatement?: (q: Queryable) => Promise<{ statusCode: number; body: T }>,
): Promise<Answer<T>> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined && oneStatement) return { ...(await oneStatement(db)), replayed: false };
  if (header === undefined) return db.transaction(async (tx) => ({ ...(await run(tx)), replayed: false }));
  const key = Array.isArray(header) ? header[0] : header;
  if (!KEY_PATTERN.test(key)) {
    throw badRequest(API_MSG.idempotencyKeyInvalid);
  }
  const scope = `${request.method} ${request.routeOptions.url}`;
  // the path's parameters are part of the request: the same adjust body for another user is
  // another request, not a replay of the first one's answer; the step-up proof is not (intentOf)
  const requestHash = createHash('sha256')
    .update(canonical({ params: request.params ?? {}, body: intentOf(request.body ?? null) }))
    .digest('hex');

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, scope, requestHash, statusCode: 0, responseBody: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length) {
      const answer = await run(tx);
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: answer.statusCode, responseBody: answer.body as object })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return { ...answer, replayed: false };
    }
    const [first] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (first.scope !== scope || first.requestHash !== requestHash) {
      throw conflict(API_MSG.idempotencyKeyReused);
    }
    return { statusCode: first.statusCode, body: first.responseBody as T, replayed: true };
  });
}

export async function purgeOldKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_KEYS_MS)));
}
