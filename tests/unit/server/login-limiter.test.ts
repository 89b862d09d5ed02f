import { describe, expect, it } from 'vitest';
import { LoginLimiter } from '../../../server/modules/auth/login-limiter';

describe('LoginLimiter (in memory)', () => {
  it('blocks an e-mail after max failures, whatever its case', async () => {
    const limiter = new LoginLimiter(3);
    for (let i = 0; i < 2; i++) await limiter.recordFailure('Ada@Example.com', `10.0.0.${i}`);
    expect(await limiter.isBlocked('ada@example.com', '10.9.9.9')).toBe(false);
    await limiter.recordFailure('ADA@example.com', '10.0.0.3');
    expect(await limiter.isBlocked('ada@example.com', '10.9.9.9')).toBe(true);
    expect(await limiter.isBlocked('someone-else@example.com', '10.9.9.9')).toBe(false);
  });

  it('blocks an address after max failures across e-mails', async () => {
    const limiter = new LoginLimiter(3);
    for (let i = 0; i < 3; i++) await limiter.recordFailure(`user${i}@example.com`, '192.0.2.1');
    expect(await limiter.isBlocked('fresh@example.com', '192.0.2.1')).toBe(true);
    expect(await limiter.isBlocked('fresh@example.com', '192.0.2.2')).toBe(false);
  });

  it('further failures past the limit keep it blocked and never throw', async () => {
    const limiter = new LoginLimiter(2);
    for (let i = 0; i < 6; i++) await limiter.recordFailure('x@example.com', '192.0.2.3');
    expect(await limiter.isBlocked('x@example.com', '192.0.2.3')).toBe(true);
  });

  it('nothing recorded: not blocked', async () => {
    expect(await new LoginLimiter(10).isBlocked('nobody@example.com', '192.0.2.4')).toBe(false);
  });
});
