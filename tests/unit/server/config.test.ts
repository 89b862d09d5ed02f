import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';

describe('loadConfig: TRUST_PROXY', () => {
  it('is off by default and when false or empty', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it.each(['true', 'TRUE', ' true '])("refuses %j, pointing to the proxies' addresses", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: true would trust an X-Forwarded-For written by any client.*addresses of the proxies/,
    );
  });

  it('refuses a hop count, which fastify would silently ignore', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count is not supported.*addresses of the proxies/);
  });

  it.each(['127.0.0.1', '10.0.0.0/8', '127.0.0.1, 10.0.0.5 ,fd00::/8', 'loopback,uniquelocal', '::1'])(
    'accepts addresses and ranges: %j',
    (value) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(
        value
          .split(',')
          .map((s) => s.trim())
          .join(','),
      );
    },
  );

  it.each(['proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', '*'])('refuses what is not an address or range: %j', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/not an address or range/);
  });
});

describe('loadConfig: sign-in limits', () => {
  it('defaults: 10 per e-mail and address, 100 per address, 1000 per account', () => {
    const c = loadConfig({});
    expect([c.loginMaxFailures, c.loginMaxFailuresPerAddress, c.loginMaxFailuresPerAccount]).toEqual([10, 100, 1000]);
  });

  it('can be set, and must be positive integers', () => {
    const c = loadConfig({ LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_ADDRESS: '50', LOGIN_MAX_FAILURES_PER_ACCOUNT: '500' });
    expect([c.loginMaxFailures, c.loginMaxFailuresPerAddress, c.loginMaxFailuresPerAccount]).toEqual([5, 50, 500]);
    expect(() => loadConfig({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '0' })).toThrow(/LOGIN_MAX_FAILURES_PER_ACCOUNT/);
  });
});

describe('loadConfig: PostgreSQL timeouts', () => {
  it('defaults: connect 10 s, statement 30 s, idle in transaction 60 s', () => {
    const c = loadConfig({});
    expect([c.dbConnectTimeoutMs, c.dbStatementTimeoutMs, c.dbIdleInTransactionTimeoutMs]).toEqual([10_000, 30_000, 60_000]);
  });

  it('take durations and refuse nonsense', () => {
    const c = loadConfig({ DB_CONNECT_TIMEOUT: '2s', DB_STATEMENT_TIMEOUT: '1m', DB_IDLE_IN_TRANSACTION_TIMEOUT: '500ms' });
    expect([c.dbConnectTimeoutMs, c.dbStatementTimeoutMs, c.dbIdleInTransactionTimeoutMs]).toEqual([2_000, 60_000, 500]);
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT: 'soon' })).toThrow(/DB_CONNECT_TIMEOUT: must be a duration/);
  });
});

describe('loadConfig: STAFF_2FA', () => {
  it('is required by default and can be optional', () => {
    expect(loadConfig({}).staffTwoFactor).toBe('required');
    expect(loadConfig({ STAFF_2FA: 'required' }).staffTwoFactor).toBe('required');
    expect(loadConfig({ STAFF_2FA: 'optional' }).staffTwoFactor).toBe('optional');
  });

  it.each(['off', 'false', 'REQUIRED', 'yes'])('refuses %j with the values it takes', (value) => {
    expect(() => loadConfig({ STAFF_2FA: value })).toThrow(/STAFF_2FA: must be required or optional/);
  });
});
