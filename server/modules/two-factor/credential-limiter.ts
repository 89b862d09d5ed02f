import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { limiterStore } from '@/server/lib/limiter-store';
import { HttpError } from '@/server/lib/errors';

const WINDOW_SECONDS = 15 * 60;
/** Wrong passwords and codes together, per account, in 15 minutes. */
export const MAX_WRONG_CHECKS = 10;

/** 429 once an account's checks are used up; Retry-After says when one frees up. */
export class ChecksExhausted extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TWO_FACTOR_MSG.tooManyCodes);
  }
}

/**
 * The one per-account counter for every password and code checked behind a session or a
 * sign-in challenge: the current password (password change, e-mail change, allow-list off,
 * 2FA on and off), step-up codes, and the codes of a sign-in. Without a ceiling a stolen
 * session could try passwords or all million codes.
 *
 * Consume first, then check: the point is taken before any hash is computed, by one atomic
 * operation of the store (Redis when REDIS_URL is set, so every instance shares it, else this
 * process). Requests sent together therefore cannot all pass a "not blocked yet" read and then
 * all be checked; at most MAX_WRONG_CHECKS reach the hash. A right answer gives its point back,
 * so only wrong ones count.
 */
export class CredentialLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(redis?: Redis, keyPrefix = 'credential-check') {
    this.limiter = limiterStore({ points: MAX_WRONG_CHECKS, duration: WINDOW_SECONDS, keyPrefix }, redis);
  }

  /** Runs `check` if the account has a check left (else 429); true when it answered right. */
  async attempt(userId: string, check: () => Promise<boolean>): Promise<boolean> {
    try {
      await this.limiter.consume(userId);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new ChecksExhausted(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      throw err; // the store failed, not the limit
    }
    const ok = await check();
    if (ok) await this.limiter.reward(userId, 1);
    return ok;
  }
}
