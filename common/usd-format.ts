// The one way money is written for people, on screens and inside every message (once
// '3,000.5', '3,000.50' and '$3,000.00' drifted apart): build messages from these two. Money is
// in US dollars in every language; the language decides how it is written ('$1,234.50',
// '1.234,50 US$', '1 234,50 $US').
import { formatterFor } from './i18n/formatters';

const usd = formatterFor((t) => new Intl.NumberFormat(t.number, { style: 'currency', currency: 'USD' }));
/** Integer cents (the ledger's unit) -> '$1,234.50' (in English). */
export const formatUsdFromCents = (cents: number): string => usd().format(cents / 100);
/**
 * Integer cents -> a plain decimal with two places ('1234.50', '-0.05') for files programs read
 * (CSV): digit arithmetic on the integer, never a float division, no symbol, no grouping.
 */
export function formatDecimalFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
const usdWhole = formatterFor(
  (t) => new Intl.NumberFormat(t.number, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
);
/** Dollars as a plan's limits show them: '$3,000' when whole, '$3,000.50' when not. */
export const formatUsdShortFromDollars = (dollars: number): string =>
  Number.isInteger(dollars) ? usdWhole().format(dollars) : usd().format(dollars);

/** Dollars as the API sends them -> '$1,234.50'; '' when there is no amount to show. */
export const formatUsdFromDollars = (dollars: number | null | undefined): string =>
  typeof dollars === 'number' && Number.isFinite(dollars) ? usd().format(dollars) : '';

// Made on first use like `usd`, so a page that never writes a rate or an axis does not pay for them.
const usdRate = formatterFor(
  (t) => new Intl.NumberFormat(t.number, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 8 }),
);
const usdCompact = formatterFor(
  (t) =>
    new Intl.NumberFormat(t.number, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);

/**
 * A rate in USD per coin, kept as an exact decimal string ('67187.12'), as '$67,187.12' with up
 * to 8 decimals. Intl formats a numeric string without going through a float; anything else
 * is shown as it came.
 */
export function formatUsdRateFromDecimal(rate: string): string {
  if (!/^\d+(\.\d+)?$/.test(rate)) return rate;
  return usdRate().format(rate as `${number}`);
}

/** Dollars as a chart's axis writes them: '$12K', '$1.5M', '$950' (never '$12,000.00' on every line). */
export function formatUsdCompactFromDollars(dollars: number): string {
  return usdCompact().format(dollars);
}
