import { and, eq } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { sessions, signInAttempts } from '@/server/db/schema';
import { browserFamily } from './browser';

/**
 * Whether a sign-in about to be recorded comes from a browser (family and system) this user
 * has not signed in with before, going by their sessions and successful sign-ins still kept.
 * The first sign-in of an account (nothing earlier) is not "new": there is nothing to compare.
 */
export async function isNewBrowser(q: Queryable, userId: string, browser: string): Promise<boolean> {
  const earlier = await q
    .select({ browser: signInAttempts.browser })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.userId, userId), eq(signInAttempts.result, 'success')))
    .union(q.select({ browser: sessions.browser }).from(sessions).where(eq(sessions.userId, userId)));
  if (!earlier.length) return false;
  const family = browserFamily(browser);
  return !earlier.some((row) => browserFamily(row.browser) === family);
}
