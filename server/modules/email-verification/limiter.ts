import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { limiterStore } from '@/server/lib/limiter-store';

/** Links sent again on request, per account an hour (in Redis when REDIS_URL is set). */
export const DEFAULT_RESEND_PER_HOUR = 3;

/** Counts "send the link again" per account, so nobody floods an inbox through one account. */
export class ResendLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(perHour: number = DEFAULT_RESEND_PER_HOUR, redis?: Redis) {
    const options = { points: perHour, duration: 60 * 60, keyPrefix: 'verify-resend' };
    this.limiter = limiterStore(options, redis);
  }

  /** null when allowed, else the seconds until the budget frees up. */
  async take(userId: string): Promise<number | null> {
    try {
      await this.limiter.consume(userId);
      return null;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  }
}
