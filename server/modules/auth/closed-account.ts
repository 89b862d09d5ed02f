import type { Queryable } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import { forbidden } from '@/server/lib/errors';
import { recordAttempt, type Origin } from '../sessions/attempts';

/**
 * Every way in (password, code, passkey) ends here once the person has proven who they are:
 * an account that is closed to sign-in is refused, and the refusal goes to its sign-in history.
 * Only someone who proved the account's credentials learns why.
 */
export async function refuseClosedAccount(db: Queryable, user: UserRow, origin: Origin): Promise<void> {
  if (!user.status) {
    await recordAttempt(db, user.id, origin, 'disabled');
    throw forbidden('This account is disabled. Please contact support.');
  }
}
