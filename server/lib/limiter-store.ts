import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

interface LimiterOptions {
  points: number;
  duration: number;
  keyPrefix: string;
}

/**
 * Where a limiter keeps its counts: in Redis when REDIS_URL is set, so several instances share
 * them, else in this process. With Redis, an in-memory insurance limiter (rate-limiter-flexible's
 * own fallback) counts in this process while Redis cannot be reached, so a Redis outage neither
 * turns sign-ins into 500s nor lifts the brute-force limits; each instance then counts alone.
 */
export function limiterStore(options: LimiterOptions, redis?: Redis): RateLimiterAbstract {
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
}
