// The money forms' rules, written once in common/: the text -> cents reader every
// amount field uses, and the deposit, withdrawal, investment and credit/debit form schemas,
// with the inputs and messages the hand checkers they replace were tested with.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADDRESS_MSG } from '@/common/crypto-address';
import type { Locale } from '@/common/i18n/locales';
import { MSG } from '@/common/messages';
import { MAX_AMOUNT_CENTS, parseUsdText } from '@/common/money';
import { adjustFormSchema } from '@/common/validation/profile';
import { depositFormSchema, investmentFormSchema, withdrawalFormSchema } from '@/common/validation/transaction-forms';
import { investmentAmountProblem, TX_MSG } from '@/common/validation/transaction';
import { inLocale } from '@/server/i18n/locale-context';

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const USDT_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** The first message per field, as react-hook-form's zodResolver shows them. */
function problems(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('parseUsdText: typed text -> cents, plain decimals only', () => {
  it.each([
    ['100', 10_000],
    ['  100  ', 10_000],
    ['1,000.50', 100_050],
    ['1,234,567.89', 123_456_789],
    ['0.1', 10],
    ['.5', 50],
    ['5.', 500],
    ['0', 0],
    ['100000000', MAX_AMOUNT_CENTS],
    // read digit by digit: no float error (0.29 * 100 is 28.999999999999996)
    ['0.29', 29],
    ['1234567.89', 123_456_789],
  ])('%j -> %i cents', (text, cents) => {
    expect(parseUsdText(text)).toEqual({ ok: true, cents });
  });

  it.each([
    // Number() reads all of these as numbers: none is a typed amount
    ['1e3', MSG.amountNumber],
    ['0x10', MSG.amountNumber],
    ['0b11', MSG.amountNumber],
    ['Infinity', MSG.amountNumber],
    ['NaN', MSG.amountNumber],
    ['+5', MSG.amountNumber],
    ['abc', MSG.amountNumber],
    ['.', MSG.amountNumber],
    ['1.2.3', MSG.amountNumber],
    ['1,0,0', MSG.amountNumber],
    ['10 000', MSG.amountNumber],
    ['-5', MSG.amountPositive],
    ['-0.5', MSG.amountPositive],
    ['100.001', MSG.amountCents],
    ['1.005', MSG.amountCents],
    ['100000000.01', MSG.amountTooLarge],
    ['100000001', MSG.amountTooLarge],
    ['9'.repeat(400), MSG.amountTooLarge],
  ])('%j is refused: %s', (text, message) => {
    expect(parseUsdText(text)).toEqual({ ok: false, empty: false, message });
  });

  it('blank is reported as empty, so each form words what is missing', () => {
    expect(parseUsdText('   ')).toEqual({ ok: false, empty: true, message: MSG.amountNumber });
  });
});

describe('depositFormSchema (was checkDepositAmount)', () => {
  it.each([
    ['100', { amount: 100 }],
    ['1,000.50', { amount: 1000.5 }],
  ])('%j is a deposit of %o', (amount, expected) => {
    expect(depositFormSchema.parse({ amount })).toEqual(expected);
  });

  it.each([
    ['99.99', 'The minimum deposit is $100.00'],
    ['100.001', 'Amount can have at most two decimal places'],
    // blank or zero: what is missing is the minimum
    ['', TX_MSG.minDeposit],
    ['0', TX_MSG.minDeposit],
    ['abc', MSG.amountNumber],
    ['1e3', MSG.amountNumber],
  ])('%j: %s', (amount, message) => {
    expect(problems(depositFormSchema.safeParse({ amount }))).toEqual({ amount: message });
  });
});

/** The outcome the withdrawal screen acts on, in the shape checkWithdrawal gave it. */
function withdrawalOutcome(input: {
  rawAmount: string;
  rawAddress: string;
  coin: 'btc' | 'eth' | 'usdt';
  profile: { acct_bal: number; kyc_status: boolean } | undefined;
}) {
  const result = withdrawalFormSchema(input.profile).safeParse({ coin: input.coin, amount: input.rawAmount, address: input.rawAddress });
  if (result.success) return { kind: 'ok', ...result.data };
  const { root, ...errors } = problems(result);
  if (root === MSG.withdrawalNoProfile) return { kind: 'no-profile' };
  if (root === TX_MSG.balanceTooLow) return { kind: 'balance' };
  if (root === TX_MSG.kycRequired) return { kind: 'kyc' };
  return { kind: 'invalid', errors };
}

describe('withdrawalFormSchema (was checkWithdrawal): the rules, in order', () => {
  const me = { acct_bal: 1000, kyc_status: true };
  it.each([
    [
      { rawAmount: '', rawAddress: ADDRESS, coin: 'btc', profile: me },
      { kind: 'invalid', errors: { amount: TX_MSG.withdrawalAmountRequired } },
    ],
    [
      { rawAmount: '99.99', rawAddress: ADDRESS, coin: 'btc', profile: me },
      { kind: 'invalid', errors: { amount: TX_MSG.minWithdrawal } },
    ],
    [
      { rawAmount: '100', rawAddress: '  ', coin: 'btc', profile: me },
      { kind: 'invalid', errors: { address: TX_MSG.addressRequired } },
    ],
    [
      { rawAmount: '100', rawAddress: 'not an address!', coin: 'btc', profile: me },
      { kind: 'invalid', errors: { address: ADDRESS_MSG.invalidFor('btc') } },
    ],
    // one character off: the checksum catches it
    [
      { rawAmount: '100', rawAddress: ADDRESS.slice(0, -1) + '5', coin: 'btc', profile: me },
      { kind: 'invalid', errors: { address: ADDRESS_MSG.invalidFor('btc') } },
    ],
    // a valid address of another coin's network
    [
      { rawAmount: '100', rawAddress: ETH_ADDRESS, coin: 'btc', profile: me },
      { kind: 'invalid', errors: { address: ADDRESS_MSG.invalidFor('btc') } },
    ],
    [
      { rawAmount: '100', rawAddress: ADDRESS, coin: 'usdt', profile: me },
      { kind: 'invalid', errors: { address: ADDRESS_MSG.invalidFor('usdt') } },
    ],
    // both fields wrong: both say so at once
    [
      { rawAmount: '', rawAddress: 'xx', coin: 'btc', profile: me },
      { kind: 'invalid', errors: { amount: TX_MSG.withdrawalAmountRequired, address: ADDRESS_MSG.invalidFor('btc') } },
    ],
    // what Number() would take is not an amount
    [
      { rawAmount: '1e3', rawAddress: ADDRESS, coin: 'btc', profile: me },
      { kind: 'invalid', errors: { amount: MSG.amountNumber } },
    ],
    [{ rawAmount: '100', rawAddress: ADDRESS, coin: 'btc', profile: undefined }, { kind: 'no-profile' }],
    [{ rawAmount: '1000.01', rawAddress: ADDRESS, coin: 'btc', profile: me }, { kind: 'balance' }],
    [{ rawAmount: '1000', rawAddress: ADDRESS, coin: 'btc', profile: { ...me, kyc_status: false } }, { kind: 'kyc' }],
    [
      { rawAmount: '1000', rawAddress: ` ${ADDRESS} `, coin: 'btc', profile: me },
      { kind: 'ok', amount: 1000, address: ADDRESS, coin: 'btc' },
    ],
    [
      { rawAmount: '100', rawAddress: ETH_ADDRESS, coin: 'eth', profile: me },
      { kind: 'ok', amount: 100, address: ETH_ADDRESS, coin: 'eth' },
    ],
    [
      { rawAmount: '100', rawAddress: USDT_ADDRESS, coin: 'usdt', profile: me },
      { kind: 'ok', amount: 100, address: USDT_ADDRESS, coin: 'usdt' },
    ],
  ] as const)('%o -> %o', (input, expected) => {
    expect(withdrawalOutcome(input)).toEqual(expected);
  });

  it('the messages the screen words them with', () => {
    expect(TX_MSG.withdrawalAmountRequired).toBe('Amount is required');
    expect(TX_MSG.addressRequired).toBe('Wallet address is required');
    expect(TX_MSG.minWithdrawal).toBe('The minimum withdrawal is $100.00');
  });
});

describe('investmentAmountProblem: one min/max rule for the form and invest()', () => {
  const plan = { minCents: 300_000, maxCents: 5_000_000 };
  it.each([
    [299_999, 'Minimum amount is $3,000.00'],
    [5_000_001, 'Maximum amount is $50,000.00'],
    [300_000, null],
    [5_000_000, null],
  ])('%i cents: %s', (cents, message) => {
    expect(investmentAmountProblem(cents, plan)).toBe(message);
  });
  it('a plan bound with cents shows them', () => {
    expect(investmentAmountProblem(100, { minCents: 300_050, maxCents: 1_000_000_00 })).toBe('Minimum amount is $3,000.50');
    expect(investmentAmountProblem(1_000_000_00 + 1, { minCents: 0, maxCents: 1_000_000_00 })).toBe('Maximum amount is $1,000,000.00');
  });
});

describe('investmentFormSchema (was checkInvestmentAmount)', () => {
  const gold = investmentFormSchema({ min: 3000, max: 50000 });
  it.each([
    ['', 'Please Select or Enter an amount to Invest.'],
    ['2999.99', 'Minimum amount is $3,000.00'],
    ['50000.01', 'Maximum amount is $50,000.00'],
    ['3e3', MSG.amountNumber],
  ])('%j: %s', (amount, message) => {
    expect(problems(gold.safeParse({ amount }))).toEqual({ amount: message });
  });
  it('a plain amount within the plan', () => {
    expect(gold.parse({ amount: '3000' })).toEqual({ amount: 3000 });
  });
});

describe('adjustFormSchema (was checkAdjustment): the rules before any call', () => {
  const ok = { account: 'balance', direction: 'credit', amount: '10', reason: 'bonus' } as const;
  it('accepts a credit of any size the API allows', () => {
    expect(adjustFormSchema(5).parse(ok)).toEqual({ ...ok, amount: 10 });
  });
  it.each([
    ['', MSG.amountNumber],
    ['abc', MSG.amountNumber],
    ['0', MSG.amountPositive],
    ['-5', MSG.amountPositive],
    ['1.005', MSG.amountCents],
    ['100000001', MSG.amountTooLarge],
    // Number() took these as 1000 and 16
    ['1e3', MSG.amountNumber],
    ['0x10', MSG.amountNumber],
  ])('refuses the amount %j: %s', (amount, message) => {
    expect(problems(adjustFormSchema(5).safeParse({ ...ok, amount }))).toEqual({ amount: message });
  });
  it('requires a reason', () => {
    expect(problems(adjustFormSchema(5).safeParse({ ...ok, reason: '   ' }))).toEqual({ reason: MSG.reasonRequired });
  });
  it('refuses a debit over what the account holds, to the cent', () => {
    expect(problems(adjustFormSchema(5).safeParse({ ...ok, direction: 'debit', amount: '5.01' }))).toEqual({ root: MSG.insufficientFunds });
    expect(adjustFormSchema(5).safeParse({ ...ok, direction: 'debit', amount: '5' }).success).toBe(true);
  });
});

describe('parseUsdText in the page language: its own decimal mark and thousands separator', () => {
  const readIn = (locale: Locale, text: string) => inLocale(locale, () => parseUsdText(text));

  it.each<[Locale, string, number]>([
    ['es', '1.234,56', 123456],
    ['es', '12,5', 1250],
    ['es', '1.500', 150000],
    // as a calculator writes it: no comma, and only a point reads it
    ['es', '10.50', 1050],
    ['pt-BR', '2.000,05', 200005],
    ['fr', '1 234,56', 123456],
    ['fr', '1\u202f234,56', 123456],
    ['fr', '1\u00a0234', 123400],
    ['fr', '0,99', 99],
    ['zh-CN', '1,234.56', 123456],
    ['ar', '1,234.56', 123456],
    ['en', '1,234.56', 123456],
  ])('%s reads %j as %i cents', (locale, text, cents) => {
    expect(readIn(locale, text)).toEqual({ ok: true, cents });
  });

  it.each<[Locale, string, () => string]>([
    // the language's own reading wins: a comma then three digits is three decimals in Spanish
    ['es', '1,500', () => MSG.amountCents],
    ['es', '1.234.5', () => MSG.amountNumber],
    ['fr', '1.234,56', () => MSG.amountNumber],
    ['es', '-5,00', () => MSG.amountPositive],
    ['en', '12,5', () => MSG.amountNumber],
    ['es', '1e3', () => MSG.amountNumber],
  ])('%s refuses %j', (locale, text, message) => {
    expect(readIn(locale, text)).toEqual({ ok: false, empty: false, message: inLocale(locale, message) });
  });
});
