// Exact coin amounts: base units (satoshi, wei, TRC-20 units) as bigint, decimal strings for
// people, USD as integer cents. Nothing here goes through a float.

const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);

/** A non-negative decimal string ('67187.12', '0.5') as an integer scaled by 10^decimals, cut (not rounded) beyond them. */
export function parseDecimal(value: string, decimals: number): bigint {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!m) throw new Error(`not a decimal number: ${value}`);
  const fraction = (m[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return BigInt(m[1]) * pow10(decimals) + BigInt(fraction || '0');
}

/** Base units as an exact decimal string without trailing zeros ('0.0015', '2'). */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / pow10(decimals);
  const fraction = (abs % pow10(decimals)).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Digits kept for a rate in USD per coin. */
export const RATE_DECIMALS = 8;

/**
 * The coin amount that is worth `cents` at `rateUsd` (USD per coin), rounded *up* to
 * `quoteDecimals` so that paying it covers the dollars asked.
 */
export function quoteUnits(cents: number, rateUsd: string, decimals: number, quoteDecimals: number): bigint {
  const rate = parseDecimal(rateUsd, RATE_DECIMALS);
  if (rate <= 0n) throw new Error('a rate must be positive');
  // units = cents / 100 / rate * 10^decimals
  const numerator = BigInt(cents) * pow10(decimals + RATE_DECIMALS);
  const denominator = rate * 100n;
  const exact = (numerator + denominator - 1n) / denominator;
  const step = pow10(decimals - quoteDecimals);
  return ((exact + step - 1n) / step) * step;
}

/** What `units` are worth at `rateUsd`, in whole cents, rounded down (never credit more than arrived). */
export function unitsToCents(units: bigint, rateUsd: string, decimals: number): number {
  const rate = parseDecimal(rateUsd, RATE_DECIMALS);
  const cents = (units * rate * 100n) / pow10(decimals + RATE_DECIMALS);
  return Number(cents);
}
