import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

const WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed sign-ins per e-mail and per client address over 15 minutes. Only failures
 * count, so people who sign in often are never locked out by their own successes.
 * In Redis when REDIS_URL is set, so several server processes share the count.
 */
export class LoginLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(private readonly maxFailures: number, redis?: Redis) {
    const options = { points: maxFailures, duration: WINDOW_SECONDS, keyPrefix: 'login-fail' };
    this.limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
  }

  private keys(email: string, ip: string) {
    return [`email:${email.toLowerCase()}`, `ip:${ip}`];
  }

  /** true when either key has used up its failures: refuse before spending time on a hash */
  async isBlocked(email: string, ip: string): Promise<boolean> {
    const results = await Promise.all(this.keys(email, ip).map((k) => this.limiter.get(k)));
    return results.some((r) => r !== null && r.consumedPoints >= this.maxFailures);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all(
      this.keys(email, ip).map((k) =>
        // consume rejects once points are exhausted; the count is what matters here
        this.limiter.consume(k).catch(() => undefined),
      ),
    );
  }
}
