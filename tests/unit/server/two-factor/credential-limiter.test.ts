import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ChecksExhausted, CredentialLimiter, MAX_WRONG_CHECKS } from '@/server/modules/two-factor/credential-limiter';

// In memory always; in Redis too when TEST_REDIS_URL is set (its own key prefix per run).
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(() => redis?.disconnect());

const stores: [string, () => CredentialLimiter][] = [
  ['memory', () => new CredentialLimiter()],
  ...(redis
    ? [['redis', () => new CredentialLimiter(redis, `test-cred-${randomBytes(6).toString('hex')}`)] as [string, () => CredentialLimiter]]
    : []),
];

/** A check that takes a while, as argon2 does, and counts how often it ran. */
function slowCheck(answer: boolean) {
  const run = { count: 0 };
  const check = async () => {
    run.count += 1;
    await new Promise((resolve) => setImmediate(resolve));
    return answer;
  };
  return { run, check };
}

describe.each(stores)('CredentialLimiter (%s)', (_name, make) => {
  it(`50 wrong answers at once: ${MAX_WRONG_CHECKS} are checked, the rest refused before the check`, async () => {
    const limiter = make();
    const { run, check } = slowCheck(false);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => limiter.attempt('user-a', check)));
    expect(run.count).toBe(MAX_WRONG_CHECKS);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(50 - MAX_WRONG_CHECKS);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ChecksExhausted);
    // another account is not affected
    expect(await limiter.attempt('user-b', slowCheck(true).check)).toBe(true);
  });

  it('right answers give their point back: they never use the ceiling up', async () => {
    const limiter = make();
    for (let i = 0; i < MAX_WRONG_CHECKS * 2; i++) expect(await limiter.attempt('user-c', slowCheck(true).check)).toBe(true);
    for (let i = 0; i < MAX_WRONG_CHECKS - 1; i++) expect(await limiter.attempt('user-c', slowCheck(false).check)).toBe(false);
    expect(await limiter.attempt('user-c', slowCheck(true).check)).toBe(true);
  });

  it('once used up, a right answer is refused too, with the seconds to wait', async () => {
    const limiter = make();
    for (let i = 0; i < MAX_WRONG_CHECKS; i++) await limiter.attempt('user-d', slowCheck(false).check);
    const err = await limiter.attempt('user-d', slowCheck(true).check).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChecksExhausted);
    expect((err as ChecksExhausted).statusCode).toBe(429);
    expect((err as ChecksExhausted).retryAfterSeconds).toBeGreaterThan(14 * 60);
  });
});
