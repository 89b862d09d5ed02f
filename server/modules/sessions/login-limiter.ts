import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { limiterStore } from '@/server/lib/limiter-store';

const MINUTE = 60;
const SHORT_WINDOW_SECONDS = 15 * MINUTE;
const ACCOUNT_WINDOW_SECONDS = 24 * 60 * MINUTE;

export interface LoginLimits {
  /** failures per (e-mail, client address) in 15 minutes; a success clears that pair */
  perPair: number;
  /** failures per client address across all e-mails in 15 minutes (password spraying) */
  perAddress: number;
  /** failures per e-mail from all addresses together in 24 hours (distributed guessing) */
  perAccount: number;
}

/** Which count refused a sign-in: the account-wide one locks out everybody, so it says so. */
type LoginBlockScope = 'pair' | 'address' | 'account';

export interface LoginBlock {
  scope: LoginBlockScope;
  retryAfterSeconds: number;
}

/**
 * Counts failed sign-ins the way OWASP's brute-force guidance and rate-limiter-flexible's
 * login recipe do: tightly per (e-mail, client address), so an attacker elsewhere cannot
 * lock the owner out, plus per address across e-mails (spraying) and a higher, slower
 * ceiling per e-mail across addresses (many addresses guessing one password). Only
 * failures count. In Redis when REDIS_URL is set, so several server processes share them.
 */
export class LoginLimiter {
  private readonly pair: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;
  private readonly account: RateLimiterAbstract;

  constructor(
    private readonly limits: LoginLimits,
    redis?: Redis,
    /** distinguishes several limiters sharing one Redis (tests) */
    keyPrefix = 'login-fail',
  ) {
    const make = (name: string, points: number, duration: number) => {
      const options = { points, duration, keyPrefix: `${keyPrefix}:${name}` };
      return limiterStore(options, redis);
    };
    this.pair = make('pair', limits.perPair, SHORT_WINDOW_SECONDS);
    this.address = make('ip', limits.perAddress, SHORT_WINDOW_SECONDS);
    this.account = make('account', limits.perAccount, ACCOUNT_WINDOW_SECONDS);
  }

  private checks(email: string, ip: string) {
    const account = email.toLowerCase();
    return [
      { scope: 'pair' as const, limiter: this.pair, key: JSON.stringify([account, ip]), max: this.limits.perPair },
      { scope: 'address' as const, limiter: this.address, key: ip, max: this.limits.perAddress },
      { scope: 'account' as const, limiter: this.account, key: account, max: this.limits.perAccount },
    ];
  }

  /** Why this attempt is refused, if it is: checked before any time is spent on a hash. */
  async blocked(email: string, ip: string): Promise<LoginBlock | null> {
    const checks = this.checks(email, ip);
    const results = await Promise.all(checks.map((c) => c.limiter.get(c.key)));
    // the account-wide block is named first: it is the one a clean address cannot get past
    for (const i of [2, 1, 0]) {
      const r = results[i];
      if (r !== null && r.consumedPoints >= checks[i].max) {
        return { scope: checks[i].scope, retryAfterSeconds: Math.max(1, Math.ceil(r.msBeforeNext / 1000)) };
      }
    }
    return null;
  }

  /**
   * The password step's own place in every count, taken before the password is checked: one
   * atomic consume per count (Redis or this process), so sign-ins sent together cannot all
   * read "not blocked" and all be checked. Why it is refused, if it is; a right password
   * gives the place back (recordSuccess).
   */
  async take(email: string, ip: string): Promise<LoginBlock | null> {
    const checks = this.checks(email, ip);
    const results = await Promise.allSettled(checks.map((c) => c.limiter.consume(c.key)));
    // the account-wide block is named first: it is the one a clean address cannot get past
    for (const i of [2, 1, 0]) {
      const r = results[i];
      if (r.status === 'fulfilled') continue;
      if (!(r.reason instanceof RateLimiterRes)) throw r.reason; // the store failed, not the limit
      return { scope: checks[i].scope, retryAfterSeconds: Math.max(1, Math.ceil(r.reason.msBeforeNext / 1000)) };
    }
    return null;
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all(
      this.checks(email, ip).map((c) =>
        // consume rejects once points are exhausted; the count is what matters here
        c.limiter.consume(c.key).catch((err: unknown) => {
          if (err instanceof Error) throw err; // the store failed, not the limit
        }),
      ),
    );
  }

  /**
   * The right password from this address: its own failures are forgiven, nobody else's, and
   * the place `take` held in the address and account counts is given back.
   */
  async recordSuccess(email: string, ip: string): Promise<void> {
    const [pair, address, account] = this.checks(email, ip);
    await Promise.all([pair.limiter.delete(pair.key), address.limiter.reward(address.key, 1), account.limiter.reward(account.key, 1)]);
  }
}
