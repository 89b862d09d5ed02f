import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { users } from '@/server/db/schema';
import { createTestApp, expectFieldError, signupPayload, type TestContext } from '@/tests/helpers/test-app';

// Signing up means accepting the Terms and the Privacy Policy: the body says so in its own
// field, the server refuses a sign-up without it and records when it was given.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const signup = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload });
const accountsFor = (email: string) => ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));

describe('POST /api/user/signup: the consent to the Terms', () => {
  it('records when the Terms were accepted', async () => {
    const payload = signupPayload();
    const before = Date.now();
    const res = await signup(payload);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.json()._id));
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['missing', undefined],
    ['false', false],
    ['a string', 'true'],
    ['a number', 1],
    ['null', null],
  ])('without it (%s): 400 naming the field, and no account', async (_case, value) => {
    const { terms_accepted: _dropped, ...rest } = signupPayload();
    const payload = value === undefined ? rest : { ...rest, terms_accepted: value };
    expectFieldError(await signup(payload), 'terms_accepted', MSG.signupTermsRequired);
    expect(await accountsFor(rest.email_address)).toEqual([]);
  });
});
