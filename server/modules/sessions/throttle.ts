import { MSG } from '@/common/messages';
import type { Db } from '@/server/db/client';
import { HttpError } from '@/server/lib/errors';
import { API_MSG } from '@/server/i18n/api-messages';
import { findLiveUserByEmail } from '../users/repository';
import { recordAttempt, type Origin } from './attempts';
import type { LoginBlock, LoginLimiter } from './login-limiter';

/** 429 for a sign-in refused by the limiter; Retry-After tells clients when to come back. */
export class LoginThrottled extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(block: LoginBlock) {
    super(429, block.scope === 'account' ? accountLockedMessage(block.retryAfterSeconds) : MSG.loginTooMany);
    this.retryAfterSeconds = block.retryAfterSeconds;
  }
}

// The pair and address counts are 15-minute windows, which MSG.loginTooMany states; the
// account-wide ceiling is a 24-hour window, so its message gives the hours left.
function accountLockedMessage(retryAfterSeconds: number): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  return API_MSG.signInThrottledAccount(hours);
}

/** 429 for a sign-in the limiter refuses, recorded on the account's history when there is one. */
export async function refuseIfThrottled(db: Db, limiter: LoginLimiter, email: string, origin: Origin): Promise<void> {
  const block = await limiter.blocked(email, origin.ip);
  if (!block) return;
  const user = await findLiveUserByEmail(db, email);
  if (user) await recordAttempt(db, user.id, origin, 'throttled');
  throw new LoginThrottled(block);
}
