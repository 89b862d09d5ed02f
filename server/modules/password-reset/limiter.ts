import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { limiterStore } from '@/server/lib/limiter-store';

const WINDOW_SECONDS = 60 * 60;

export interface ResetLimits {
  /** requests per e-mail address an hour */
  perEmail: number;
  /** requests per client address an hour */
  perAddress: number;
}

export const DEFAULT_RESET_LIMITS: ResetLimits = { perEmail: 5, perAddress: 20 };

/**
 * Counts reset requests per e-mail (so nobody floods an inbox) and per client address (so
 * nobody sprays the whole user base). In Redis when REDIS_URL is set, shared by every process.
 */
export class ResetRequestLimiter {
  private readonly byEmail: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(limits: ResetLimits = DEFAULT_RESET_LIMITS, redis?: Redis) {
    const make = (points: number, keyPrefix: string) => {
      const options = { points, duration: WINDOW_SECONDS, keyPrefix };
      return limiterStore(options, redis);
    };
    this.byEmail = make(limits.perEmail, 'reset-email');
    this.byAddress = make(limits.perAddress, 'reset-ip');
  }

  /**
   * Takes one request from both budgets. Returns null when allowed, else the seconds until
   * the spent budget frees up. The address is checked first, so a flood from one address
   * does not also use up its victims' per-e-mail budget.
   */
  async take(email: string, ip: string): Promise<number | null> {
    for (const [limiter, key] of [
      [this.byAddress, ip],
      [this.byEmail, email.toLowerCase()],
    ] as const) {
      try {
        await limiter.consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        throw err;
      }
    }
    return null;
  }
}
