// One day's profit in cents (common/transactions.ts): amount x roi / 100, rounded half up
// to the cent. The accrual SQL computes the same integer expression.
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from '@/common/money';
import { dailyProfitCents } from '@/common/transactions';

/** The exact value in hundredths of a cent, rounded half up by integer arithmetic (BigInt). */
const reference = (amountCents: number, roiBp: number) => Number((BigInt(amountCents) * BigInt(roiBp) + 5000n) / 10000n);

describe('dailyProfitCents', () => {
  it('whole-cent results are exact', () => {
    expect(dailyProfitCents(1_000_000, 150)).toBe(15_000); // 10,000.00 at 1.5 % = 150.00
    expect(dailyProfitCents(300_000, 120)).toBe(3_600); // 3,000.00 at 1.2 % = 36.00
    expect(dailyProfitCents(5_000_000, 250)).toBe(125_000); // 50,000.00 at 2.5 % = 1,250.00
  });

  it('rounds 3,333.33 at 1.37 % (45.6666621) to 45.67', () => {
    expect(dailyProfitCents(333_333, 137)).toBe(4_567);
  });

  it('rounds exactly half a cent up', () => {
    expect(dailyProfitCents(300_050, 100)).toBe(3_001); // 30.005 -> 30.01
    expect(dailyProfitCents(300_100, 150)).toBe(4_502); // 45.015 -> 45.02
    expect(dailyProfitCents(50, 100)).toBe(1); // 0.005 -> 0.01
  });

  it('rounds just under half down and just over half up', () => {
    expect(dailyProfitCents(300_049, 100)).toBe(3_000); // 30.0049 -> 30.00
    expect(dailyProfitCents(300_051, 100)).toBe(3_001); // 30.0051 -> 30.01
    expect(dailyProfitCents(49, 100)).toBe(0); // 0.0049 -> 0.00
    expect(dailyProfitCents(10_001, 137)).toBe(137); // 1.370137 -> 1.37
  });

  it('is an integer, never negative, and zero for nothing', () => {
    expect(dailyProfitCents(0, 150)).toBe(0);
    expect(dailyProfitCents(1, 1)).toBe(0);
    for (const [a, r] of [
      [333_333, 137],
      [1, 10_000],
      [MAX_AMOUNT_CENTS, 10_000],
      [987_654_321, 333],
    ]) {
      const p = dailyProfitCents(a, r);
      expect(Number.isInteger(p)).toBe(true);
      expect(p).toBeGreaterThanOrEqual(0);
    }
  });

  it('stays exact at the largest amount and roi the product accepts (100 million USD at 100 %)', () => {
    expect(dailyProfitCents(MAX_AMOUNT_CENTS, 10_000)).toBe(MAX_AMOUNT_CENTS);
    expect(dailyProfitCents(MAX_AMOUNT_CENTS - 1, 9_999)).toBe(reference(MAX_AMOUNT_CENTS - 1, 9_999));
  });

  it('agrees with exact integer arithmetic on a sweep of amounts and rates', () => {
    let seed = 12345;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 5_000; i++) {
      const amount = next() % 1_000_000_000;
      const roi = (next() % 10_000) + 1;
      expect(dailyProfitCents(amount, roi), `${amount} at ${roi} bp`).toBe(reference(amount, roi));
    }
    for (let amount = 0; amount <= 20_000; amount++) {
      expect(dailyProfitCents(amount, 137)).toBe(reference(amount, 137));
    }
  });
});
