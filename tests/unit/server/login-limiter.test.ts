import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginLimiter, type LoginLimits } from '@/server/modules/sessions/login-limiter';

// In memory always; in Redis too when TEST_REDIS_URL is set (each limiter under its own
// key prefix, so runs never see each other's counts).
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(() => redis?.disconnect());

const stores: [string, (limits: LoginLimits) => LoginLimiter][] = [
  ['memory', (limits) => new LoginLimiter(limits)],
  ...(redis
    ? [
        ['redis', (limits: LoginLimits) => new LoginLimiter(limits, redis, `test-login-${randomBytes(6).toString('hex')}`)] as [
          string,
          (limits: LoginLimits) => LoginLimiter,
        ],
      ]
    : []),
];

const limits = { perPair: 3, perAddress: 5, perAccount: 8 };

describe.each(stores)('LoginLimiter (%s)', (_name, make) => {
  it('nothing recorded: not blocked', async () => {
    expect(await make(limits).blocked('nobody@example.com', '192.0.2.4')).toBeNull();
  });

  it('blocks an (e-mail, address) pair after its failures, whatever the case; other addresses still pass', async () => {
    const limiter = make(limits);
    for (let i = 0; i < 2; i++) await limiter.recordFailure('Ada@Example.com', '10.0.0.1');
    expect(await limiter.blocked('ada@example.com', '10.0.0.1')).toBeNull();
    await limiter.recordFailure('ADA@example.com', '10.0.0.1');
    const block = await limiter.blocked('ada@example.com', '10.0.0.1');
    expect(block).toMatchObject({ scope: 'pair' });
    expect(block!.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(block!.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // the owner from a clean address is not affected
    expect(await limiter.blocked('ada@example.com', '10.0.0.2')).toBeNull();
  });

  it('a success clears only its own pair', async () => {
    const limiter = make(limits);
    for (let i = 0; i < 3; i++) await limiter.recordFailure('bo@example.com', '10.0.1.1');
    for (let i = 0; i < 2; i++) await limiter.recordFailure('bo@example.com', '10.0.1.2');
    await limiter.recordSuccess('bo@example.com', '10.0.1.2');
    await limiter.recordFailure('bo@example.com', '10.0.1.2');
    await limiter.recordFailure('bo@example.com', '10.0.1.2');
    expect(await limiter.blocked('bo@example.com', '10.0.1.2')).toBeNull();
    expect(await limiter.blocked('bo@example.com', '10.0.1.1')).toMatchObject({ scope: 'pair' });
  });

  it('blocks an address after its failures across e-mails', async () => {
    const limiter = make(limits);
    for (let i = 0; i < 5; i++) await limiter.recordFailure(`user${i}@example.com`, '192.0.2.1');
    expect(await limiter.blocked('fresh@example.com', '192.0.2.1')).toMatchObject({ scope: 'address' });
    expect(await limiter.blocked('fresh@example.com', '192.0.2.2')).toBeNull();
  });

  it('blocks an e-mail for everybody at the account-wide ceiling, for up to 24 hours', async () => {
    const limiter = make(limits);
    for (let i = 0; i < 7; i++) await limiter.recordFailure('cy@example.com', `198.51.100.${i}`);
    expect(await limiter.blocked('cy@example.com', '203.0.113.1')).toBeNull();
    await limiter.recordFailure('cy@example.com', '198.51.100.99');
    const block = await limiter.blocked('cy@example.com', '203.0.113.1');
    expect(block).toMatchObject({ scope: 'account' });
    expect(block!.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(await limiter.blocked('someone-else@example.com', '203.0.113.1')).toBeNull();
  });

  it('further failures past a limit keep it blocked and never throw', async () => {
    const limiter = make(limits);
    for (let i = 0; i < 12; i++) await limiter.recordFailure('x@example.com', '192.0.2.3');
    expect(await limiter.blocked('x@example.com', '192.0.2.3')).not.toBeNull();
  });
});
