import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { revokedTokens, sessions } from '@/server/db/schema';
import type { TokenPayload } from '@/server/plugins/auth';

/** Revokes one token until it would have expired anyway, and ends its session. */
export async function revokeToken(db: Db, token: Pick<TokenPayload, 'jti' | 'id' | 'exp'>): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: token.jti, userId: token.id, expiresAt: new Date(token.exp * 1000) })
    .onConflictDoNothing();
  await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.id, token.jti), isNull(sessions.endedAt)));
}
