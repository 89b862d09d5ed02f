import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import type { Queryable } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import { forbidden } from '@/server/lib/errors';
import { API_MSG } from '@/server/i18n/api-messages';
import { recordAttempt, type Origin } from './attempts';

/**
 * PUBLIC_URL, for the unlock page the locked refusal names: set once at start (app.ts). A
 * setting of the process rather than an argument, so that every way in keeps calling
 * refuseClosedAccount alike; it is the same for every instance a process runs.
 */
let siteUrl = '';
export const setRefusalSiteUrl = (publicUrl: string): void => {
  siteUrl = publicUrl;
};

/**
 * Every way in (password, code, passkey) ends here once the person has proven who they are:
 * an account that is closed to sign-in is refused, and the refusal goes to its sign-in history.
 * Only someone who proved the account's credentials learns why.
 */
export async function refuseClosedAccount(db: Queryable, user: UserRow, origin: Origin): Promise<void> {
  if (!user.status) {
    await recordAttempt(db, user.id, origin, 'disabled');
    throw forbidden(API_MSG.accountDisabled);
  }
  // locked by its owner ('This wasn't me', 'Lock my account'): the refusal says how to get back in
  if (user.lockedAt) {
    await recordAttempt(db, user.id, origin, 'locked');
    throw forbidden(ACCOUNT_LOCK_MSG.signInRefused(siteUrl));
  }
}
