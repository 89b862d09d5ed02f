import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { limiterStore } from '@/server/lib/limiter-store';

const WINDOW_SECONDS = 60 * 60;
/** Tries of the public lock and unlock routes per client address an hour (as forgot-password's per-address count). */
const LINK_TRIES_PER_ADDRESS = 20;

/**
 * Counts the tries of the public routes of the lock (the two links, the owner's unlock) per client
 * address. A link's token is 256 random bits, so this is not what keeps it from being guessed; it
 * keeps one address from hammering routes that write and send mail. In Redis when REDIS_URL is set.
 */
export class LinkLimiter {
  private readonly byAddress: RateLimiterAbstract;

  constructor(redis?: Redis) {
    this.byAddress = limiterStore({ points: LINK_TRIES_PER_ADDRESS, duration: WINDOW_SECONDS, keyPrefix: 'account-lock-ip' }, redis);
  }

  /** Takes one try; null when allowed, else the seconds until one frees up. */
  async take(ip: string): Promise<number | null> {
    try {
      await this.byAddress.consume(ip);
      return null;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  }
}
