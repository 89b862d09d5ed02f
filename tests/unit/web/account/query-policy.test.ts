// The data-fetching rules (retry, dedupe) and the focus/reconnect rules, per query.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEDUPE_MS, FOCUS_THROTTLE_MS, isSlowConnection, retryDelay, throttledFocusRefetch } from '@/src/lib/query-policy';
import { newIdempotencyKey } from '@/common/idempotency';
import { transactionsQueryOptions } from '@/src/features/activity/api/get-transactions';
import { depositWalletsQueryOptions } from '@/src/features/deposit/api/get-deposit-wallets';
import { activeInvestmentsQueryOptions } from '@/src/features/investments/api/get-active-investments';
import { myKycQueryOptions } from '@/src/features/kyc/api/get-my-kyc';
import { plansQueryOptions } from '@/src/features/plans/api/get-plans';
import { meQueryOptions } from '@/src/lib/auth/me';

const withConnection = (effectiveType: string | undefined) =>
  Object.defineProperty(navigator, 'connection', { configurable: true, value: effectiveType ? { effectiveType } : undefined });

afterEach(() => {
  withConnection(undefined);
  vi.useRealTimers();
});

describe('retry timing', () => {
  it('5 s normally, 10 s on 2g and slow-2g', () => {
    expect(retryDelay()).toBe(5000);
    withConnection('4g');
    expect(isSlowConnection()).toBe(false);
    expect(retryDelay()).toBe(5000);
    withConnection('2g');
    expect(retryDelay()).toBe(10_000);
    withConnection('slow-2g');
    expect(retryDelay()).toBe(10_000);
  });
});

describe('focus throttle', () => {
  it('refetches on focus only when the data is 5 s old or more', () => {
    vi.useFakeTimers();
    vi.setSystemTime(100_000);
    expect(throttledFocusRefetch({ state: { dataUpdatedAt: 100_000 - FOCUS_THROTTLE_MS + 1 } })).toBe(false);
    expect(throttledFocusRefetch({ state: { dataUpdatedAt: 100_000 - FOCUS_THROTTLE_MS } })).toBe(true);
  });
});

describe('each query', () => {
  it.each([
    ['current profile (/profile/me)', meQueryOptions(), throttledFocusRefetch, true],
    ['plans', plansQueryOptions(), false, false],
    ['active investments', activeInvestmentsQueryOptions('u1'), false, true],
    ['transactions', transactionsQueryOptions('u1'), false, false],
    ['deposit wallets', depositWalletsQueryOptions('btc'), false, false],
    ['KYC status', myKycQueryOptions(), throttledFocusRefetch, true],
  ])('%s: dedupe 2 s, retry delay, focus and reconnect as set', (_name, options, focus, reconnect) => {
    expect(options.staleTime).toBe(DEDUPE_MS);
    expect(options.retryDelay).toBe(retryDelay);
    expect(options.refetchOnWindowFocus).toBe(focus);
    expect(options.refetchOnReconnect).toBe(reconnect);
  });

  it('lists keyed by the logged-in id are off without one', () => {
    expect(transactionsQueryOptions(null).enabled).toBe(false);
    expect(activeInvestmentsQueryOptions(null).enabled).toBe(false);
  });
});

it('idempotency keys are fresh v4 UUIDs, also without crypto.randomUUID', () => {
  const a = newIdempotencyKey();
  expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(newIdempotencyKey()).not.toBe(a);
  const spy = vi.spyOn(crypto, 'randomUUID').mockImplementation(undefined as never);
  Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
  try {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  } finally {
    spy.mockRestore();
  }
});
