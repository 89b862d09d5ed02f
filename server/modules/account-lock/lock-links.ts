import { and, eq, lt } from 'drizzle-orm';
import { LOCK_LINK_TTL_MS } from '@/common/account-lock';
import type { Queryable } from '@/server/db/client';
import { securityLinks } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import type { LockLinkIssuer } from '../notifications/notifier';
import { newOneTimeToken } from '../tokens/one-time';
import { insertLink } from './repository';

/**
 * The "This wasn't me" links of security e-mails. The notifier calls this for each mail of the
 * list in common/account-lock.ts, in the transaction of the event the mail tells of: the link
 * exists exactly when the mail does. Only a sha-256 of the token is stored; the token itself
 * travels sealed in the mail job. The account's links that have expired are cleared out here,
 * so the table holds no more than a week of mail.
 */
export function lockLinkIssuer(clock: Clock): LockLinkIssuer {
  return async (q: Queryable, userId: string) => {
    const now = clock.now();
    const token = newOneTimeToken();
    await q.delete(securityLinks).where(and(eq(securityLinks.userId, userId), lt(securityLinks.expiresAt, now)));
    await insertLink(q, { userId, purpose: 'lock', token, expiresAt: new Date(now.getTime() + LOCK_LINK_TTL_MS), now });
    return token;
  };
}
