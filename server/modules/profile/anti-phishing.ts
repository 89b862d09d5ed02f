import { eq, sql } from 'drizzle-orm';
import { ANTI_PHISHING_MSG, type AntiPhishingUpdate } from '@/common/api/anti-phishing';
import { MSG } from '@/common/messages';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { badRequest } from '@/server/lib/errors';
import { recordAudit } from '../audit/repository';

/**
 * Sets (or, with null, removes) the signed-in account's anti-phishing code, after the password
 * and, with two-factor sign-in on, a current code: whoever holds a stolen session must not be
 * able to learn or plant the phrase that tells our e-mails from theirs. The audit records that it
 * changed, never the phrase.
 */
export async function setAntiPhishingCode(
  db: Db,
  actor: UserRow,
  input: AntiPhishingUpdate,
  guards: { passwordMatches: (password: string) => Promise<boolean>; stepUp: () => Promise<void> },
) {
  if (!(await guards.passwordMatches(input.password))) {
    throw badRequest(MSG.currentPasswordWrong, [{ field: 'password', message: MSG.currentPasswordWrong }]);
  }
  await guards.stepUp();
  const code = input.anti_phishing_code?.trim() || null;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ antiPhishingCode: code, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.anti_phishing_code',
      entity: 'user',
      entityId: actor.id,
      before: { set: actor.antiPhishingCode !== null },
      after: { set: code !== null },
    });
  });
  return { message: code ? ANTI_PHISHING_MSG.saved : ANTI_PHISHING_MSG.removed, anti_phishing_code: code };
}
