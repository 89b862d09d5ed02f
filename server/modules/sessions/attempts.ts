import { desc, eq } from 'drizzle-orm';
import type { SignInResult } from '@/common/api/sessions';
import type { Queryable } from '@/server/db/client';
import { signInAttempts } from '@/server/db/schema';

export const HISTORY_LENGTH = 50;

/** Where a request comes from, as sessions and the sign-in history record it. */
export interface Origin {
  ip: string;
  browser: string;
}

export async function recordAttempt(db: Queryable, userId: string, origin: Origin, result: SignInResult): Promise<void> {
  await db.insert(signInAttempts).values({ userId, ip: origin.ip, browser: origin.browser, result });
}

/** The last 50 attempts on an account, newest first, as the API shows them. */
export async function listAttempts(db: Queryable, userId: string) {
  const rows = await db
    .select()
    .from(signInAttempts)
    .where(eq(signInAttempts.userId, userId))
    .orderBy(desc(signInAttempts.createdAt), desc(signInAttempts.id))
    .limit(HISTORY_LENGTH);
  return rows.map((r) => ({ time: r.createdAt.toISOString(), address: r.ip, browser: r.browser, result: r.result }));
}
