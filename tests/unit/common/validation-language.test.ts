// The shared rules are built once, when their modules load (in English, before any request), and
// then answer every reader in the reader's language: each message is written when a parse fails.
// Every schema here was loaded above, outside any language; a message read at load would come out
// in English inside inLocale('es') and fail.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kycReviewSchema } from '@/common/api/kyc';
import { batchCreateSchema } from '@/common/api/payout-batches';
import { markReadBodySchema } from '@/common/api/notifications';
import { statementQuerySchema } from '@/common/api/statements';
import { codeField } from '@/common/api/two-factor';
import { COINS } from '@/common/coins';
import type { Locale } from '@/common/i18n/locales';
import { translate, type MessageValues } from '@/common/i18n/translate';
import { formatUsdFromDollars } from '@/common/money';
import { ROLES } from '@/common/roles';
import { MIN_DEPOSIT_USD } from '@/common/transactions';
import { loginFormSchema } from '@/common/validation/auth';
import { countryNameField, countryOptionField } from '@/common/validation/country-fields';
import { emailChangeFormSchema } from '@/common/validation/email-verification';
import { emailField, nameField, passwordField, phoneField, progressField, roleField } from '@/common/validation/fields';
import { kycConsentFields, kycDetailsFields } from '@/common/validation/kyc';
import { resetPasswordFormSchema } from '@/common/validation/password-reset';
import { PAYOUT_MSG, PAYOUT_NEXT, RISK_FLAG_LABELS } from '@/common/validation/payouts';
import { planFormSchema } from '@/common/validation/plan';
import { adjustFormSchema, profileFormSchema } from '@/common/validation/profile';
import { senderTxidIssue } from '@/common/validation/sender-txid';
import { signInCodeFormSchema } from '@/common/validation/sign-in-code';
import { signupFormSchema } from '@/common/validation/signup';
import { safeTextField } from '@/common/validation/text';
import { newTicketFields, ticketReplyFields } from '@/common/validation/tickets';
import { depositFormSchema, investmentFormSchema, withdrawalFormSchema } from '@/common/validation/transaction-forms';
import { investmentAmountProblem } from '@/common/validation/transaction';
import { walletFormSchema } from '@/common/validation/wallet';
import { withdrawalAddressFormSchema } from '@/common/validation/withdrawal-addresses';
import { inLocale } from '@/server/i18n/locale-context';

/** A catalogue message as a language writes it; `values` are written in that language too (labels, money). */
interface Expected {
  id: string;
  values?: (locale: Locale) => MessageValues;
}
const m = (id: string, values?: (locale: Locale) => MessageValues): Expected => ({ id, values });
const write = (e: Expected, locale: Locale) => translate(e.id, e.values?.(locale), locale);
/** A label of another area, in the language of the message it goes into. */
const label = (id: string) => (locale: Locale) => ({ label: translate(id, undefined, locale) });

/** field path -> messages of one parse */
function issues(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  if (!result.success) for (const i of result.error.issues) (out[i.path.join('.') || '(root)'] ??= []).push(i.message);
  return out;
}

const written = (expected: Record<string, Expected[]>, locale: Locale) =>
  Object.fromEntries(Object.entries(expected).map(([path, list]) => [path, list.map((e) => write(e, locale))]));

/**
 * Parsed in Spanish, every message is the Spanish catalogue's; the same schema then still
 * answers in English outside it. Where the Spanish differs from the English, the answer does too.
 */
function expectSpanish(schema: z.ZodType, input: unknown, expected: Record<string, Expected[]>) {
  const spanish = inLocale('es', () => issues(schema, input));
  expect(spanish).toEqual(written(expected, 'es'));
  const english = issues(schema, input);
  expect(english).toEqual(written(expected, 'en'));
  for (const [path, list] of Object.entries(expected)) {
    list.forEach((e, i) => {
      if (write(e, 'es') !== write(e, 'en')) expect(spanish[path][i]).not.toBe(english[path][i]);
    });
  }
}

const coins = () => ({ coins: COINS.map((c) => c.name).join(', ') });
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const validSignupForm = {
  name: 'Ada Lovelace',
  phone_no: '+44 20 7946 0000',
  email_address: 'ada@example.com',
  country: { label: 'Canada', value: 'CA' },
  password: 'secret-password',
  confirmPassword: 'secret-password',
  terms_accepted: true,
};

describe('the shared rules answer in the language of the parse, not of the load', () => {
  it('fields.ts', () => {
    expectSpanish(emailField, 'nope', { '(root)': [m('msg.emailInvalid')] });
    expectSpanish(passwordField, 'abc', { '(root)': [m('msg.passwordMin')] });
    expectSpanish(nameField, 'ab', { '(root)': [m('msg.nameMin')] });
    expectSpanish(phoneField, '12345678x', { '(root)': [m('msg.phoneInvalid')] });
    expectSpanish(roleField, 'boss', { '(root)': [m('field.roleInvalid', () => ({ roles: ROLES.join(', ') }))] });
    expectSpanish(progressField, 101, { '(root)': [m('msg.progressRange')] });
  });

  it('auth.ts', () => {
    expectSpanish(
      loginFormSchema,
      { email_address: 'nope', password: 'abc' },
      { email_address: [m('msg.emailInvalid')], password: [m('msg.passwordMin')] },
    );
  });

  it('country-fields.ts', () => {
    expectSpanish(countryNameField, 'Atlantis', { '(root)': [m('msg.countryUnknown')] });
    expectSpanish(countryNameField, ' ', { '(root)': [m('msg.countryRequired')] });
    expectSpanish(countryOptionField, 5, { '(root)': [m('msg.countryRequired')] });
  });

  it('email-verification.ts', () => {
    expectSpanish(
      emailChangeFormSchema,
      { email: 'ada@example.com', password: '', code: 'x'.repeat(65) },
      { password: [m('msg.passwordRequired')], code: [m('twoFactor.codeWrong')] },
    );
  });

  it('kyc.ts, labels inside messages included', () => {
    const details = z.object({ ...kycDetailsFields, ...kycConsentFields });
    expectSpanish(
      details,
      {
        first_name: ' ',
        last_name: 'x'.repeat(101),
        phone_no: '+44 20 7946 0000',
        dob: '2020-01-01',
        address_one: 'High Street 1',
        address_two: 'x'.repeat(201),
        city: 'London',
        state: 'London',
        nationality: 'Atlantis',
        address_country: 'ZZ',
        zip_code: '!',
        doc_type: 'visa',
        agree_terms: false,
        confirm_info: true,
      },
      {
        first_name: [m('kyc.firstNameRequired')],
        last_name: [m('kyc.tooLong', (l) => ({ ...label('kycField.lastName')(l), max: 100 }))],
        dob: [m('kyc.dobTooYoung')],
        address_two: [m('kyc.tooLong', (l) => ({ ...label('kycField.addressTwo')(l), max: 200 }))],
        nationality: [m('kyc.nationalityUnknown')],
        address_country: [m('kyc.addressCountryUnknown')],
        zip_code: [m('kyc.zipInvalid')],
        doc_type: [m('kyc.docTypeRequired')],
        agree_terms: [m('kyc.termsRequired')],
      },
    );
  });

  it('password-reset.ts', () => {
    expectSpanish(
      resetPasswordFormSchema,
      { password: 'secret-password', confirmPassword: 'other-password' },
      { confirmPassword: [m('msg.passwordsMismatch')] },
    );
  });

  it('plan.ts, with the field names the messages carry', () => {
    expectSpanish(
      planFormSchema,
      { name: '', description: 5, category: 'tulips', min: -1, max: 10, roi: 500, duration: 0.5, status: 'yes' },
      {
        name: [m('msg.required', label('planField.name'))],
        description: [m('msg.mustBeText', label('planField.description'))],
        category: [m('msg.planCategoryInvalid')],
        min: [m('msg.mustBePositive', label('planField.min'))],
        roi: [m('msg.planRoiRange')],
        duration: [m('msg.planDurationRange')],
        status: [m('msg.mustBeBoolean', label('planField.depositReturn'))],
      },
    );
  });

  it('profile.ts', () => {
    const profile = { name: 'Ada Lovelace', country: null, password: '', confirmPassword: '', currentPassword: '' };
    expectSpanish(profileFormSchema, profile, { country: [m('msg.countryRequired')] });
    expectSpanish(
      profileFormSchema,
      { ...profile, country: { label: 'Canada', value: 'CA' }, password: 'secret-password', confirmPassword: 'other' },
      { confirmPassword: [m('msg.passwordsMismatch')], currentPassword: [m('msg.currentPasswordRequired')] },
    );
    const adjust = { account: 'balance', direction: 'debit', reason: 'correction' };
    expectSpanish(adjustFormSchema(10), { ...adjust, amount: '' }, { amount: [m('msg.amountNumber')] });
    expectSpanish(adjustFormSchema(10), { ...adjust, amount: '0' }, { amount: [m('msg.amountPositive')] });
    expectSpanish(adjustFormSchema(10), { ...adjust, amount: '25' }, { root: [m('msg.insufficientFunds')] });
  });

  it('sign-in-code.ts', () => {
    expectSpanish(signInCodeFormSchema('app'), { code: ' ' }, { code: [m('twoFactor.codeBlank'), m('signInCode.codeDigits')] });
    expectSpanish(signInCodeFormSchema('app'), { code: '12ab' }, { code: [m('signInCode.codeDigits')] });
    expectSpanish(signInCodeFormSchema('recovery'), { code: '' }, { code: [m('twoFactor.codeBlank')] });
  });

  it('signup.ts', () => {
    expectSpanish(
      signupFormSchema,
      { ...validSignupForm, country: null, terms_accepted: false },
      { country: [m('msg.countryRequired')], terms_accepted: [m('msg.signupTermsRequired')] },
    );
  });

  it('text.ts', () => {
    expectSpanish(safeTextField, 'a\u0000b', { '(root)': [m('text.unsafe')] });
  });

  it('tickets.ts', () => {
    expectSpanish(
      z.object(newTicketFields),
      { subject: 'ab', category: 'lottery', message: ' ' },
      {
        subject: [m('ticket.subjectTooShort', () => ({ min: 3 }))],
        category: [m('ticket.categoryRequired')],
        message: [m('ticket.messageRequired')],
      },
    );
    expectSpanish(z.object(ticketReplyFields), { body: 'x'.repeat(5001) }, { body: [m('ticket.messageTooLong', () => ({ max: 5000 }))] });
  });

  it('transaction-forms.ts and typed-amount.ts, money written in the reader’s language', () => {
    const minDeposit = (l: Locale) => ({ amount: inLocale(l, () => formatUsdFromDollars(MIN_DEPOSIT_USD)) });
    expectSpanish(depositFormSchema, { amount: '' }, { amount: [m('tx.minDeposit', minDeposit)] });
    expectSpanish(depositFormSchema, { amount: '0' }, { amount: [m('tx.minDeposit', minDeposit)] });
    expectSpanish(
      withdrawalFormSchema({ acct_bal: 500, kyc_status: true }),
      { coin: 'doge', amount: '', address: '' },
      { coin: [m('tx.coin', coins)], amount: [m('tx.withdrawalAmountRequired')], address: [m('tx.addressRequired')] },
    );
    expectSpanish(
      withdrawalFormSchema({ acct_bal: 1, kyc_status: true }),
      { coin: 'btc', amount: '100', address: BTC_ADDRESS },
      { root: [m('tx.balanceTooLow')] },
    );
    expectSpanish(
      withdrawalFormSchema({ acct_bal: 500, kyc_status: false }),
      { coin: 'btc', amount: '100', address: BTC_ADDRESS },
      { root: [m('tx.kycRequired')] },
    );
    const plan = { min: 1500, max: 20000 };
    expectSpanish(investmentFormSchema(plan), { amount: '' }, { amount: [m('tx.amountRequired')] });
    expectSpanish(
      investmentFormSchema(plan),
      { amount: '15' },
      {
        amount: [m('tx.minInvestment', (l) => ({ amount: inLocale(l, () => formatUsdFromDollars(1500)) }))],
      },
    );
  });

  it('transaction.ts', () => {
    const problem = (locale: Locale) =>
      inLocale(locale, () => investmentAmountProblem(3_000_000, { minCents: 150_000, maxCents: 2_000_000 }));
    const expected = m('tx.maxInvestment', (l) => ({ amount: inLocale(l, () => formatUsdFromDollars(20000)) }));
    expect(problem('es')).toBe(write(expected, 'es'));
    expect(problem('en')).toBe('Maximum amount is $20,000.00');
  });

  it('wallet.ts', () => {
    expectSpanish(
      walletFormSchema,
      { name: '', address: '', currency: 'doge', status: 'yes' },
      {
        name: [m('msg.required', label('walletField.name'))],
        address: [m('msg.required', label('walletField.address')), m('msg.walletAddressInvalid')],
        currency: [m('msg.walletCurrencyInvalid')],
        status: [m('msg.mustBeBoolean', label('walletField.status'))],
      },
    );
  });

  it('withdrawal-addresses.ts', () => {
    expectSpanish(
      withdrawalAddressFormSchema,
      { coin: 'doge', address: ' ', label: 'x'.repeat(41) },
      {
        coin: [m('withdrawalAddress.coin', coins)],
        address: [m('withdrawalAddress.addressRequired')],
        label: [m('withdrawalAddress.labelTooLong', () => ({ max: 40 }))],
      },
    );
  });

  it('sender-txid.ts and payouts.ts: messages read when they are used', () => {
    const txid = m('senderTxid.invalid', () => ({ coin: 'Ethereum', shape: 'hex0x' }));
    expect(inLocale('es', () => senderTxidIssue('eth', 'abc'))).toBe(write(txid, 'es'));
    expect(senderTxidIssue('eth', 'abc')).toBe(write(txid, 'en'));
    expect(inLocale('es', () => PAYOUT_NEXT.ownMoney)).toBe(translate('payout.ownMoney', undefined, 'es'));
    expect(inLocale('es', () => PAYOUT_MSG.tooMany)).toBe(translate('payout.tooMany', { max: 200 }, 'es'));
    expect(inLocale('es', () => RISK_FLAG_LABELS.new_address.label)).toBe(translate('riskFlag.new_address', undefined, 'es'));
    expect(inLocale('es', () => ({ ...RISK_FLAG_LABELS.shared_address }))).toEqual({
      label: translate('riskFlag.shared_address', undefined, 'es'),
      description: translate('riskFlag.shared_address_description', undefined, 'es'),
    });
  });

  it('common/api: the routes’ own rules too', () => {
    expectSpanish(codeField, '', { '(root)': [m('twoFactor.codeBlank')] });
    expectSpanish(
      kycReviewSchema,
      { status: 'maybe', reason: 'x'.repeat(501) },
      {
        status: [m('kyc.reviewStatus')],
        reason: [m('kyc.tooLong', (l) => ({ ...label('kycField.reason')(l), max: 500 }))],
      },
    );
    expectSpanish(
      statementQuerySchema,
      { month: '1999-12', format: 'doc' },
      { month: [m('statement.monthTooEarly')], format: [m('statement.format')] },
    );
    expectSpanish(markReadBodySchema, { ids: [] }, { ids: [m('notification.idsEmpty')] });
    expectSpanish(
      batchCreateSchema,
      { ids: ['nope'], fee_rate: 0 },
      { 'ids.0': [m('batch.notWithdrawalId')], fee_rate: [m('batch.feeRate', () => ({ max: 2000 }))] },
    );
  });
});
