import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { MAIL_QUEUE } from '@/server/modules/notifications/notifier';

/** Mail jobs by state (pg-boss: created, retry, active, completed, failed...). */
export async function mailJobStates(db: Db): Promise<Record<string, number>> {
  const rows = rowsOf<{ state: string; n: number }>(
    await db.execute(sql`select state::text as state, count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} group by state`),
  );
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

const QUEUE_WAIT_LIMIT_MS = 15_000;
const QUEUE_CHECK_EVERY_MS = 100;

/**
 * Resolves once no mail job is waiting, retrying or running: every mail enqueued so far has
 * been delivered (or given up). A test that expects *no* mail asserts after this, not after a
 * guessed delay. A bounded wait on the queue's own state; fails the test past the bound.
 */
export async function mailQueueSettled(db: Db): Promise<Record<string, number>> {
  const deadline = Date.now() + QUEUE_WAIT_LIMIT_MS;
  for (;;) {
    const states = await mailJobStates(db);
    if (!states.created && !states.retry && !states.active) return states;
    if (Date.now() > deadline) throw new Error(`mail jobs still pending after ${QUEUE_WAIT_LIMIT_MS / 1000} s: ${JSON.stringify(states)}`);
    await new Promise((resolve) => setTimeout(resolve, QUEUE_CHECK_EVERY_MS));
  }
}
