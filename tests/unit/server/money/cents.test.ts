// Dollars in JSON <-> integer cents in the database (common/money.ts).
import { describe, expect, it } from 'vitest';
import { formatUsdFromCents, fromCents, MAX_AMOUNT_CENTS, toCents } from '@/common/money';

describe('toCents', () => {
  it('turns two-decimal dollars into exact integer cents, whatever the binary double', () => {
    expect(toCents(0)).toBe(0);
    expect(toCents(0.01)).toBe(1);
    expect(toCents(0.1 + 0.2)).toBe(30); // 0.30000000000000004
    expect(toCents(1.1)).toBe(110);
    expect(toCents(100.1)).toBe(10_010); // 10009.999999999998
    expect(toCents(1234.57)).toBe(123_457); // 123456.99999999999
    expect(toCents(4321.07)).toBe(432_107);
    expect(toCents(3333.33)).toBe(333_333);
    expect(toCents(99_999_999.99)).toBe(9_999_999_999);
    expect(toCents(100_000_000)).toBe(MAX_AMOUNT_CENTS);
  });

  it('keeps the sign of debits', () => {
    expect(toCents(-0.01)).toBe(-1);
    expect(toCents(-250.5)).toBe(-25_050);
    expect(toCents(-1234.57)).toBe(-123_457);
  });

  it('round-trips every cent value from 0 to 1,000.00 and a spread up to the maximum', () => {
    for (let c = 0; c <= 100_000; c++) {
      expect(toCents(fromCents(c))).toBe(c);
      expect(toCents(Number((c / 100).toFixed(2)))).toBe(c);
    }
    for (let c = 100_000; c <= MAX_AMOUNT_CENTS; c += 99_999_989) {
      expect(toCents(fromCents(c))).toBe(c);
    }
  });
});

describe('fromCents', () => {
  it('gives dollars with at most two decimals', () => {
    expect(fromCents(0)).toBe(0);
    expect(fromCents(1)).toBe(0.01);
    expect(fromCents(10)).toBe(0.1);
    expect(fromCents(123_457)).toBe(1234.57);
    expect(fromCents(333_333)).toBe(3333.33);
    expect(fromCents(-25_050)).toBe(-250.5);
    expect(fromCents(MAX_AMOUNT_CENTS)).toBe(100_000_000);
    for (const c of [1, 7, 29, 57, 1_005, 123_456_789]) {
      const text = String(fromCents(c));
      expect(text.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
    }
  });

  it('serialises to JSON as the plain number a client expects', () => {
    expect(JSON.stringify({ amount: fromCents(110) })).toBe('{"amount":1.1}');
    expect(JSON.stringify({ amount: fromCents(123_457) })).toBe('{"amount":1234.57}');
  });
});

describe('formatUsdFromCents', () => {
  it('shows US dollars, en-US', () => {
    expect(formatUsdFromCents(123_457)).toBe('$1,234.57');
    expect(formatUsdFromCents(300_000)).toBe('$3,000.00');
  });
});
