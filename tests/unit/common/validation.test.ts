import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from '@/common/messages';
import {
  formatUsdFromCents,
  fromCents,
  MAX_AMOUNT_CENTS,
  nonNegativeMoneySchema,
  positiveMoneySchema,
  signedMoneySchema,
  toCents,
} from '@/common/money';
import { loginFormSchema } from '@/common/validation/auth';
import { signupFormSchema } from '@/common/validation/signup';
import { loginSchema } from '@/common/api/auth';
import { signupSchema } from '@/common/api/signup';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/common/validation/fields';
import { adjustSchema, profileUpdateSchema } from '@/common/api/profile';
import { profileFormSchema } from '@/common/validation/profile';

/** field path -> messages, for one parse */
function issues(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of result.error.issues) (out[i.path.join('.') || '(root)'] ??= []).push(i.message);
  return out;
}
const messagesOf = (schema: z.ZodType, value: unknown) => Object.values(issues(schema, value)).flat();

const validLogin = { email_address: 'ada@example.com', password: 'secret-password' };
const validSignup = {
  name: 'Ada Lovelace',
  phone_no: '+44 20 7946 0000',
  email_address: 'ada@example.com',
  country: 'United Kingdom',
  password: 'secret-password',
  terms_accepted: true,
};
const validSignupForm = {
  ...validSignup,
  country: { label: 'Canada', value: 'CA' },
  confirmPassword: 'secret-password',
};

describe('login', () => {
  it('accepts a valid payload; the e-mail is trimmed and lower-cased', () => {
    expect(loginSchema.parse({ email_address: '  Ada@Example.COM ', password: 'secret-password' })).toEqual(validLogin);
    expect(loginFormSchema).toBe(loginSchema);
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada example.com', 'ada@@example.com', `${'a'.repeat(250)}@example.com`])(
    'email %j -> "Enter valid Email Address"',
    (email) => {
      expect(issues(loginSchema, { ...validLogin, email_address: email })).toEqual({ email_address: [MSG.emailInvalid] });
    },
  );

  it('a missing or non-string e-mail -> "Enter valid Email Address"', () => {
    expect(issues(loginSchema, { password: 'secret-password' })).toEqual({ email_address: [MSG.emailInvalid] });
    expect(issues(loginSchema, { ...validLogin, email_address: 42 })).toEqual({ email_address: [MSG.emailInvalid] });
  });

  it('password shorter than 6 -> "Password must be at least 6 characters"', () => {
    expect(MSG.passwordMin).toBe('Password must be at least 6 characters');
    for (const p of ['', '1', '12345']) {
      expect(issues(loginSchema, { ...validLogin, password: p })).toEqual({ password: [MSG.passwordMin] });
    }
  });

  it('password longer than 512 -> "Password cannot exceed 512 characters"', () => {
    expect(MSG.passwordMax).toBe('Password cannot exceed 512 characters');
    expect(issues(loginSchema, { ...validLogin, password: 'p'.repeat(513) })).toEqual({ password: [MSG.passwordMax] });
  });

  it('the bounds 6 and 512 are accepted; the password is not trimmed', () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(PASSWORD_MAX).toBe(512);
    expect(loginSchema.safeParse({ ...validLogin, password: '123456' }).success).toBe(true);
    expect(loginSchema.safeParse({ ...validLogin, password: 'p'.repeat(512) }).success).toBe(true);
    expect(loginSchema.parse({ ...validLogin, password: '  spaced  ' }).password).toBe('  spaced  ');
  });

  it('a missing password -> "Password is required"', () => {
    expect(issues(loginSchema, { email_address: 'ada@example.com' })).toEqual({ password: [MSG.passwordRequired] });
  });

  it('unknown keys are refused', () => {
    expect(loginSchema.safeParse({ ...validLogin, isAdmin: true }).success).toBe(false);
  });
});

describe('sign-up (the API payload)', () => {
  it('accepts a valid payload and normalises it', () => {
    expect(
      signupSchema.parse({ ...validSignup, name: '  Ada Lovelace ', email_address: 'ADA@example.com', country: ' united kingdom ' }),
    ).toEqual({
      ...validSignup,
      country: expect.stringMatching(/^United Kingdom/),
    });
  });

  it.each([
    ['name', 'ab', MSG.nameMin],
    ['name', '  ab  ', MSG.nameMin],
    ['name', '', MSG.nameMin],
    ['name', undefined, MSG.nameMin],
    ['phone_no', '12345678', MSG.phoneMin],
    ['phone_no', '', MSG.phoneMin],
    ['phone_no', undefined, MSG.phoneMin],
    ['email_address', 'not-an-email', MSG.emailInvalid],
    ['email_address', undefined, MSG.emailInvalid],
    ['country', '', MSG.countryRequired],
    ['country', '   ', MSG.countryRequired],
    ['country', undefined, MSG.countryRequired],
    ['country', 'Atlantis', MSG.countryUnknown],
    ['password', '12345', MSG.passwordMin],
    ['password', 'p'.repeat(513), MSG.passwordMax],
    ['password', undefined, MSG.passwordRequired],
  ])('%s %j -> %s', (field, value, message) => {
    const payload: Record<string, unknown> = { ...validSignup, [field]: value };
    if (value === undefined) delete payload[field];
    const found = issues(signupSchema, payload);
    expect(Object.keys(found)).toEqual([field]);
    // the first message is the one the form shows under the field
    expect(found[field][0]).toBe(message);
  });

  it('the exact wording of the messages', () => {
    expect(MSG.nameMin).toBe('Name must be at least 3 characters');
    expect(MSG.phoneMin).toBe('Phone no must be at least 9 characters');
    expect(MSG.emailInvalid).toBe('Enter valid Email Address');
    expect(MSG.countryRequired).toBe('Country is required');
    expect(MSG.passwordsMismatch).toBe('Passwords do not match');
  });

  it('boundaries: name 3, phone 9, password 6 and 512 are accepted', () => {
    expect(signupSchema.safeParse({ ...validSignup, name: 'Abe', phone_no: '123456789', password: '123456' }).success).toBe(true);
    expect(signupSchema.safeParse({ ...validSignup, password: 'p'.repeat(512) }).success).toBe(true);
  });

  it('phone numbers: digits, spaces and + ( ) - only', () => {
    for (const ok of ['+1 (555) 010-0000', '0044 20 7946 0000', '123456789']) {
      expect(signupSchema.safeParse({ ...validSignup, phone_no: ok }).success, ok).toBe(true);
    }
    for (const bad of ['phone 12345', '12345678x', '-123456789', '<script>1</script>']) {
      expect(issues(signupSchema, { ...validSignup, phone_no: bad }).phone_no, bad).toEqual([MSG.phoneInvalid]);
    }
  });

  it('the API takes the country name as a string, not the dropdown object', () => {
    expect(issues(signupSchema, { ...validSignup, country: { label: 'Canada', value: 'CA' } })).toEqual({ country: [MSG.countryRequired] });
  });

  it('refuses unknown keys: no role, isAdmin or balance can be set at sign-up', () => {
    for (const key of ['role', 'isAdmin', 'acct_bal', 'kyc_status', 'confirmPassword']) {
      expect(signupSchema.safeParse({ ...validSignup, [key]: 'x' }).success, key).toBe(false);
    }
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(issues(signupSchema, {})).sort()).toEqual([
      'country',
      'email_address',
      'name',
      'password',
      'phone_no',
      'terms_accepted',
    ]);
  });
});

describe('the sign-up form', () => {
  it('accepts a valid form', () => {
    expect(signupFormSchema.safeParse(validSignupForm).success).toBe(true);
  });

  it('country is the dropdown object; none chosen -> "Country is required"', () => {
    expect(issues(signupFormSchema, { ...validSignupForm, country: null })).toEqual({ country: [MSG.countryRequired] });
    const { country: _c, ...noCountry } = validSignupForm;
    expect(issues(signupFormSchema, noCountry)).toEqual({ country: [MSG.countryRequired] });
    expect(issues(signupFormSchema, { ...validSignupForm, country: 'Canada' })).toEqual({ country: [MSG.countryRequired] });
  });

  it('the field messages are the same as the payload', () => {
    const all = issues(signupFormSchema, {
      ...validSignupForm,
      name: 'a',
      phone_no: '1',
      email_address: 'x',
      password: '1',
      confirmPassword: '1',
    });
    expect(all).toMatchObject({
      name: [MSG.nameMin],
      phone_no: [MSG.phoneMin],
      email_address: [MSG.emailInvalid],
      password: [MSG.passwordMin],
    });
  });

  it('confirmPassword must equal password: "Passwords do not match" on confirmPassword', () => {
    expect(issues(signupFormSchema, { ...validSignupForm, confirmPassword: 'something-else' })).toEqual({
      confirmPassword: [MSG.passwordsMismatch],
    });
  });

  it('confirmPassword over 512: "Password cannot exceed 512 characters" (not the legacy "Email can not exceed 512 characters")', () => {
    const long = 'p'.repeat(513);
    const found = issues(signupFormSchema, { ...validSignupForm, password: long, confirmPassword: long });
    expect(found.password).toEqual([MSG.passwordMax]);
    expect(found.confirmPassword).toContain(MSG.passwordMax);
    expect(Object.values(MSG)).not.toContain('Email can not exceed 512 characters');
    expect(messagesOf(signupFormSchema, { ...validSignupForm, password: long, confirmPassword: long })).not.toContain(
      'Email can not exceed 512 characters',
    );
  });

  it('512-character matching passwords are accepted', () => {
    const p = 'p'.repeat(512);
    expect(signupFormSchema.safeParse({ ...validSignupForm, password: p, confirmPassword: p }).success).toBe(true);
  });
});

describe('the profile edit form', () => {
  const valid = { name: 'Ada Lovelace', country: { label: 'Canada', value: 'CA' }, password: '', confirmPassword: '', currentPassword: '' };
  it('a blank password keeps the current one', () => {
    expect(profileFormSchema.safeParse(valid).success).toBe(true);
  });
  it('a new password must be 6 to 512 and match', () => {
    expect(issues(profileFormSchema, { ...valid, password: '12345', confirmPassword: '12345', currentPassword: 'old-one' })).toEqual({
      password: [MSG.passwordMin],
    });
    expect(issues(profileFormSchema, { ...valid, password: 'new-password', confirmPassword: 'other', currentPassword: 'old-one' })).toEqual(
      {
        confirmPassword: [MSG.passwordsMismatch],
      },
    );
  });
  it('a new password needs the current one', () => {
    expect(issues(profileFormSchema, { ...valid, password: 'new-password', confirmPassword: 'new-password' })).toEqual({
      currentPassword: [MSG.currentPasswordRequired],
    });
    expect(
      profileFormSchema.safeParse({ ...valid, password: 'new-password', confirmPassword: 'new-password', currentPassword: 'old-one' })
        .success,
    ).toBe(true);
  });
  it('name and country are required', () => {
    expect(issues(profileFormSchema, { ...valid, name: 'ab', country: null })).toEqual({
      name: [MSG.nameMin],
      country: [MSG.countryRequired],
    });
  });
});

describe('money: a JSON number of dollars with at most two decimals', () => {
  const schemas = { positive: positiveMoneySchema, nonNegative: nonNegativeMoneySchema, signed: signedMoneySchema } as const;

  it.each([
    ['positive', 0.01],
    ['positive', 100],
    ['positive', 1234.5],
    ['positive', 99.99],
    ['positive', 100_000_000],
    ['nonNegative', 0],
    ['nonNegative', 0.01],
    ['signed', -0.01],
    ['signed', 250.75],
    ['signed', -100_000_000],
  ] as const)('%s accepts %d', (kind, n) => {
    expect(schemas[kind].safeParse(n)).toEqual({ success: true, data: n });
  });

  it('amounts that floating point cannot store exactly still count as two decimals', () => {
    for (const n of [0.1 + 0.2, 1.15, 4.35, 0.29, 1.01, 19.99, 1e8 - 0.01]) {
      expect(positiveMoneySchema.safeParse(n).success, String(n)).toBe(true);
    }
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.15)).toBe(115);
    expect(toCents(4.35)).toBe(435);
  });

  it.each([
    ['positive', -1, MSG.amountPositive],
    ['positive', -0.01, MSG.amountPositive],
    ['positive', 0, MSG.amountPositive],
    ['nonNegative', -0.01, MSG.amountNotNegative],
    ['signed', 0, MSG.amountNonZero],
  ] as const)('%s refuses %d: %s', (kind, n, message) => {
    expect(messagesOf(schemas[kind], n)).toEqual([message]);
  });

  it.each(['100', '', '1e3', ' 5 ', null, undefined, true, {}, [], [100]])('refuses a non-number %j: "Amount must be a number"', (v) => {
    for (const s of Object.values(schemas)) expect(messagesOf(s, v)).toEqual([MSG.amountNumber]);
  });

  it.each([NaN, Infinity, -Infinity])('refuses %d: "Amount must be a number"', (v) => {
    for (const s of Object.values(schemas)) {
      const found = messagesOf(s, v);
      expect(found.length).toBeGreaterThan(0);
      expect(found[0]).toBe(MSG.amountNumber);
    }
  });

  it.each([10.001, 0.005, 99.999, -1.234, 1e-5, 123456.789])(
    'refuses three or more decimals %d: "Amount can have at most two decimal places"',
    (n) => {
      expect(messagesOf(signedMoneySchema, n)).toEqual([MSG.amountCents]);
    },
  );

  it('refuses absurdly large amounts: "Amount is too large"', () => {
    expect(MAX_AMOUNT_CENTS).toBe(10_000_000_000);
    for (const n of [100_000_000.01, 1e9, 1e15, Number.MAX_SAFE_INTEGER, -1e12]) {
      expect(messagesOf(signedMoneySchema, n), String(n)).toContain(MSG.amountTooLarge);
      expect(signedMoneySchema.safeParse(n).success).toBe(false);
    }
    for (const n of [1e20, 1e300, Number.MAX_VALUE]) {
      expect(positiveMoneySchema.safeParse(n).success, String(n)).toBe(false);
      expect(messagesOf(positiveMoneySchema, n), String(n)).toContain(MSG.amountTooLarge);
    }
  });

  it('refuses amounts too small to be a cent (1e-9, 5e-324)', () => {
    for (const n of [1e-9, -1e-9, 5e-324]) {
      expect(signedMoneySchema.safeParse(n).success, String(n)).toBe(false);
      expect(positiveMoneySchema.safeParse(Math.abs(n)).success, String(n)).toBe(false);
    }
  });

  it('cents conversions are exact', () => {
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents(-40.25)).toBe(-4025);
    expect(toCents(100_000_000)).toBe(MAX_AMOUNT_CENTS);
    expect(fromCents(123456)).toBe(1234.56);
    expect(fromCents(30)).toBe(0.3);
    expect(fromCents(-4025)).toBe(-40.25);
    expect(fromCents(0)).toBe(0);
    for (let c = 0; c < 2000; c += 7) expect(toCents(fromCents(c))).toBe(c);
  });

  it('money is shown as en-US dollars', () => {
    expect(formatUsdFromCents(123456)).toBe('$1,234.56');
    expect(formatUsdFromCents(5)).toBe('$0.05');
    expect(formatUsdFromCents(0)).toBe('$0.00');
  });
});

describe('the profile update and adjust payloads', () => {
  it('profile updates are partial: { kyc_status: true } alone is valid; {} too', () => {
    expect(profileUpdateSchema.parse({ kyc_status: true })).toEqual({ kyc_status: true });
    expect(profileUpdateSchema.parse({})).toEqual({});
  });

  it('unknown keys are refused (isAdmin, userid, password_hash)', () => {
    for (const key of ['isAdmin', 'userid', 'password_hash', '_id']) {
      const result = profileUpdateSchema.safeParse({ [key]: true });
      expect(result.success, key).toBe(false);
    }
  });

  it('acct_bal / acct_bonus follow the money rules and may be zero', () => {
    expect(profileUpdateSchema.safeParse({ acct_bal: 0, acct_bonus: 0 }).success).toBe(true);
    expect(issues(profileUpdateSchema, { acct_bal: -5 })).toEqual({ acct_bal: [MSG.amountNotNegative] });
    expect(issues(profileUpdateSchema, { acct_bal: 1.234 })).toEqual({ acct_bal: [MSG.amountCents] });
    expect(issues(profileUpdateSchema, { acct_bonus: '10' })).toEqual({ acct_bonus: [MSG.amountNumber] });
    expect(issues(profileUpdateSchema, { acct_bal: 1e-9 })).toEqual({ acct_bal: [MSG.amountCents] });
  });

  it('progress_bar is a whole number from 0 to 100', () => {
    for (const ok of [0, 50, 100]) expect(profileUpdateSchema.safeParse({ progress_bar: ok }).success).toBe(true);
    for (const bad of [-1, 101, 50.5, '50'])
      expect(issues(profileUpdateSchema, { progress_bar: bad })).toEqual({ progress_bar: [MSG.progressRange] });
  });

  it('the role is one of investor, support, admin', () => {
    expect(profileUpdateSchema.safeParse({ role: 'support' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ role: 'root' }).success).toBe(false);
  });

  it('adjust: account, signed non-zero amount, reason', () => {
    expect(adjustSchema.parse({ account: 'bonus', amount: -12.5, reason: '  fee ' })).toEqual({
      account: 'bonus',
      amount: -12.5,
      reason: 'fee',
    });
    expect(issues(adjustSchema, { account: 'balance', amount: 0, reason: 'x' })).toEqual({ amount: [MSG.amountNonZero] });
    expect(issues(adjustSchema, { account: 'balance', amount: 1e-9, reason: 'x' })).toEqual({ amount: [MSG.amountCents] });
    expect(issues(adjustSchema, { account: 'balance', amount: 10, reason: '   ' })).toEqual({ reason: [MSG.reasonRequired] });
    expect(issues(adjustSchema, { account: 'balance', amount: 10 })).toEqual({ reason: [MSG.reasonRequired] });
    expect(issues(adjustSchema, { account: 'cash', amount: 10, reason: 'x' })).toEqual({ account: ['Account must be balance or bonus'] });
  });
});
