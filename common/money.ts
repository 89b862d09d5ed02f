import { z } from 'zod';
import { formatterFor } from './i18n/formatters';
import { MSG } from './messages';

/** The largest amount the product accepts in one movement: 100 million US dollars. */
export const MAX_AMOUNT_CENTS = 10_000_000_000;

/** Dollars as they travel in JSON -> integer cents. Callers validate with moneySchema first. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Integer cents -> dollars for JSON (at most two decimals, exact for cents below 2^53). */
export const fromCents = (cents: number): number => Number((cents / 100).toFixed(2));

/**
 * At most two decimals: the one rule for every amount in dollars and every figure kept in
 * hundredths (a plan's daily ROI in basis points). Within a hair of a whole hundredth
 * (0.1 + 0.2 from a JavaScript client is 30 cents), and a non-zero figure is at least 0.01:
 * 1e-9 would otherwise be stored as 0. Forms and schemas use this; do not write another.
 */
export const hasAtMostTwoDecimals = (n: number): boolean => {
  const cents = Math.round(n * 100);
  return Math.abs(n * 100 - cents) < 1e-6 && (n === 0 || cents !== 0);
};

/**
 * A JSON number of US dollars with at most two decimals, within the product's bounds. (Messages
 * as functions: each is written in the language of the request that breaks the rule.)
 */
const dollars = () =>
  z
    .number({ error: () => MSG.amountNumber })
    .refine(Number.isFinite, { error: () => MSG.amountNumber })
    .refine(hasAtMostTwoDecimals, { error: () => MSG.amountCents })
    .refine((n) => Math.abs(n) * 100 <= MAX_AMOUNT_CENTS, { error: () => MSG.amountTooLarge });

/** Strictly positive amount (deposits, withdrawals, investments). */
export const positiveMoneySchema = dollars().refine((n) => n > 0, { error: () => MSG.amountPositive });

/** Zero or more (balances set on an admin edit). */
export const nonNegativeMoneySchema = dollars().refine((n) => n >= 0, { error: () => MSG.amountNotNegative });

/** Signed, never zero (admin credit/debit). */
export const signedMoneySchema = dollars().refine((n) => n !== 0, { error: () => MSG.amountNonZero });

// How money is written for people lives in ./usd-format.ts (messages.ts needs it, and this
// module needs messages.ts): one definition, importable from here as before.
export { formatDecimalFromCents, formatUsdFromCents, formatUsdFromDollars } from './usd-format';

/** What a typed amount reads as: whole cents, or why it is not an amount. */
export type UsdTextParse = { ok: true; cents: number } | { ok: false; empty: boolean; message: string };

// Digits with commas between thousands as people type them ('1,000.50'), an optional point
// and at most two decimals. Number() would also take '1e3', '0x10', ' ' and 'Infinity'.
const PLAIN_DECIMAL = /^(\d{1,3}(,\d{3})+|\d*)(\.(\d*))?$/;

/** Why a typed text is not an amount, before it is worded. */
type Refusal = 'number' | 'positive' | 'cents' | 'tooLarge';
const REFUSAL_MESSAGES: Record<Refusal, () => string> = {
  number: () => MSG.amountNumber,
  positive: () => MSG.amountPositive,
  cents: () => MSG.amountCents,
  tooLarge: () => MSG.amountTooLarge,
};

/** Non-blank text written with a decimal point and thousands commas -> cents, or why not. */
function readPointDecimal(text: string): { cents: number } | { refusal: Refusal } {
  // '-5' is a number, just not an amount: say what is wrong with it
  if (text.startsWith('-') && PLAIN_DECIMAL.test(text.slice(1)) && text !== '-.') return { refusal: 'positive' };
  const match = PLAIN_DECIMAL.exec(text);
  const whole = match?.[1].replace(/,/g, '') ?? '';
  const decimals = match?.[4] ?? '';
  if (!match || (whole === '' && decimals === '')) return { refusal: 'number' };
  if (decimals.length > 2) return { refusal: 'cents' };
  // beyond the maximum's digits the figure is too large whatever it is (and stays exact)
  if (whole.replace(/^0+/, '').length > String(MAX_AMOUNT_CENTS / 100).length) return { refusal: 'tooLarge' };
  const cents = Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0'));
  return cents > MAX_AMOUNT_CENTS ? { refusal: 'tooLarge' } : { cents };
}

/** The marks the page's language writes numbers with: '1.234,5' in Spanish, '1 234,5' in French. */
const numberMarks = formatterFor((tags) => {
  const parts = new Intl.NumberFormat(tags.number, { useGrouping: 'always' }).formatToParts(12345.6);
  return { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.', group: parts.find((p) => p.type === 'group')?.value ?? ',' };
});

/** Text typed with a language's marks, rewritten with a point and commas ('1.234,56' -> '1,234.56'). */
function withPointAndCommas(text: string, marks: { decimal: string; group: string }): string {
  // a language that groups with a space is typed with whichever space the keyboard has
  const spaceGroups = /\s/.test(marks.group);
  return [...text]
    .map((ch) => {
      if (ch === marks.decimal) return '.';
      if (ch === marks.group || (spaceGroups && /\s/.test(ch))) return ',';
      // the other mark, in a language that does not write it: it stays unreadable
      return ch === '.' || ch === ',' ? '#' : ch;
    })
    .join('');
}

/**
 * Text typed into an amount field (US dollars) -> integer cents, read digit by digit so no
 * float rounding is involved. Zero is an amount here; whether it is allowed is each form's rule.
 * Blank is reported as `empty` so each form can word what is missing. The text is read with the
 * page language's marks ('1.234,56' in Spanish, '1 234,56' in French); where the decimal mark
 * is a comma, a text with no comma that reads only with a decimal point ('10.50', as calculators
 * write it) is read so.
 */
export function parseUsdText(raw: string): UsdTextParse {
  const text = raw.trim();
  if (text === '') return { ok: false, empty: true, message: MSG.amountNumber };
  const marks = numberMarks();
  let read = readPointDecimal(marks.decimal === '.' && marks.group === ',' ? text : withPointAndCommas(text, marks));
  if ('refusal' in read && read.refusal === 'number' && marks.decimal !== '.' && !text.includes(marks.decimal)) {
    const withPoint = readPointDecimal(text);
    if ('cents' in withPoint) read = withPoint;
  }
  return 'cents' in read ? { ok: true, cents: read.cents } : { ok: false, empty: false, message: REFUSAL_MESSAGES[read.refusal]() };
}
