import { describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { formatUsdFromCents, formatUsdFromDollars, hasAtMostTwoDecimals, positiveMoneySchema } from '@/common/money';
import { planCreateSchema } from '@/common/api/plans';
import { TX_MSG } from '@/common/validation/transaction';

// 'at most two decimals' was written three times and money inside messages three
// ways ('3,000.5', '3,000.50', '$3,000.00'). One rule and one format, used everywhere.

describe('at most two decimals', () => {
  it('is one rule: hundredths within float noise; a non-zero figure is at least 0.01', () => {
    for (const ok of [0, 1, 0.1, 0.01, 12.34, 0.1 + 0.2, 1234567.89, -5.5]) expect(hasAtMostTwoDecimals(ok)).toBe(true);
    for (const bad of [0.001, 1.005, 12.345, 1e-9, -0.001]) expect(hasAtMostTwoDecimals(bad)).toBe(false);
  });

  it('amounts and plan ROIs follow it with their own messages', () => {
    for (const n of [12.34, 12.345, 1e-9]) {
      expect(positiveMoneySchema.safeParse(n).success).toBe(hasAtMostTwoDecimals(n));
      const roi = planCreateSchema.safeParse({ name: 'P', description: 'd', category: 'crypto', min: 100, max: 200, duration: 10, roi: n });
      expect(roi.success).toBe(hasAtMostTwoDecimals(n));
      if (!roi.success) expect(roi.error.issues.map((i) => i.message)).toEqual([MSG.planRoiDecimals]);
    }
    expect(positiveMoneySchema.safeParse(12.345).error?.issues[0].message).toBe(MSG.amountCents);
  });
});

describe('money inside messages', () => {
  const FIGURE = /\$\d{1,3}(,\d{3})*\.\d{2}/;

  it('every message that holds money writes it as formatUsdFrom* does', () => {
    expect(formatUsdFromCents(300_050)).toBe('$3,000.50');
    expect(formatUsdFromDollars(3000.5)).toBe('$3,000.50');
    const messages = [
      TX_MSG.minDeposit,
      TX_MSG.minWithdrawal,
      TX_MSG.minInvestment(3000.5),
      TX_MSG.maxInvestment(3000.5),
      MSG.planMinAboveMax(300_050),
      MSG.planMaxBelowStoredMin(300_050),
      MSG.investmentSuccess('Gold', 3000.5),
    ];
    for (const m of messages) expect(m).toMatch(FIGURE);
    expect(TX_MSG.minDeposit).toBe('The minimum deposit is $100.00');
    expect(TX_MSG.minWithdrawal).toBe('The minimum withdrawal is $100.00');
    expect(TX_MSG.minInvestment(3000.5)).toBe('Minimum amount is $3,000.50');
    expect(MSG.investmentSuccess('Gold', 3000.5)).toBe('Successful! You have successfully entered a Gold with $3,000.50');
    expect(MSG.planMinAboveMax(300_050)).toBe("Minimum cannot be more than the plan's maximum ($3,000.50)");
  });
});
