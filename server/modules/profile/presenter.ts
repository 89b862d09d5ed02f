import { fromCents } from '@/common/money';
import type { UserRow } from '@/server/db/schema';
import type { PublicUser } from '@/common/api/profile';

export const toPublicUser = (u: UserRow): PublicUser => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  country: u.country,
  phone_no: u.phoneNo,
  acct_bal: fromCents(u.acctBal),
  acct_bonus: fromCents(u.acctBonus),
  progress_bar: u.progressBar,
  kyc_status: u.kycStatus,
  email_verified: u.emailVerified,
  status: u.status,
  isAdmin: u.role === 'admin',
  role: u.role,
  createdAt: u.createdAt.toISOString(),
  // only when an admin has set one: absent means DAILY_WITHDRAWAL_LIMIT_USD
  ...(u.dailyWithdrawalLimitCents !== null && { daily_withdrawal_limit: fromCents(u.dailyWithdrawalLimitCents) }),
});

/**
 * A user as back-office staff read them: the public view and whether the owner has locked the
 * account ('This wasn't me', 'Lock my account'). Not on /me: a locked account has no session.
 */
export const toStaffUser = (u: UserRow): PublicUser => ({ ...toPublicUser(u), locked_at: u.lockedAt?.toISOString() ?? null });

/** A user as `viewer` reads them: staff see the lock (toStaffUser), an investor their own public view. */
export const presentUserTo = (viewer: Pick<UserRow, 'role'>, u: UserRow): PublicUser =>
  viewer.role === 'investor' ? toPublicUser(u) : toStaffUser(u);
