import type { Redis } from 'ioredis';
import { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { limiterStore } from '@/server/lib/limiter-store';

const WINDOW_SECONDS = 15 * 60;
export const MAX_CODE_FAILURES = 10;

/**
 * Wrong codes per account in 15 minutes, outside sign-in (whose challenge dies after 5 and
 * whose password step has its own limiter): enabling, disabling and step-up. Six digits
 * with three steps accepted is a one-in-333,333 guess; without a ceiling a stolen session
 * could try them all. In Redis when REDIS_URL is set, like the sign-in counts.
 */
export class CodeLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(redis?: Redis, keyPrefix = 'code-fail') {
    const options = { points: MAX_CODE_FAILURES, duration: WINDOW_SECONDS, keyPrefix };
    this.limiter = limiterStore(options, redis);
  }

  async blocked(userId: string): Promise<boolean> {
    const r = await this.limiter.get(userId);
    return r !== null && r.consumedPoints >= MAX_CODE_FAILURES;
  }

  async recordFailure(userId: string): Promise<void> {
    await this.limiter.consume(userId).catch((err: unknown) => {
      if (err instanceof Error) throw err; // the store failed, not the limit
    });
  }
}
