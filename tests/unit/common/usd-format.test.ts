import { describe, expect, it } from 'vitest';
import { formatUsdCompactFromDollars, formatUsdFromCents, formatUsdFromDollars, formatUsdRateFromDecimal } from '@/common/usd-format';

describe('money for people', () => {
  it('cents and dollars as en-US dollars, with cents', () => {
    expect(formatUsdFromCents(123450)).toBe('$1,234.50');
    expect(formatUsdFromDollars(3000)).toBe('$3,000.00');
    expect(formatUsdFromDollars(null)).toBe('');
  });

  it('a rate keeps every decimal up to 8, and anything that is not a decimal is shown as it came', () => {
    expect(formatUsdRateFromDecimal('67187.12')).toBe('$67,187.12');
    expect(formatUsdRateFromDecimal('0.00012345')).toBe('$0.00012345');
    expect(formatUsdRateFromDecimal('n/a')).toBe('n/a');
  });

  it("an axis' figures are short", () => {
    expect(formatUsdCompactFromDollars(12_000)).toBe('$12K');
    expect(formatUsdCompactFromDollars(1_500_000)).toBe('$1.5M');
    expect(formatUsdCompactFromDollars(950)).toBe('$950');
  });
});
