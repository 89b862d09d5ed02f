import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { users } from '@/server/db/schema';
import {
  bearer,
  createInvestor,
  createTestApp,
  expectFieldError,
  loginAdmin,
  signupPayload,
  type TestContext,
} from '@/tests/helpers/test-app';

// The API accepts any name, alias, former spelling or ISO code of a
// country and stores one spelling, the dropdown's display name.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const storedCountry = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0].country;

describe('countries at sign-up', () => {
  it.each([
    ['UK', 'United Kingdom'],
    ['Britain', 'United Kingdom'],
    ['GBR', 'United Kingdom'],
    ['USA', 'United States'],
    ['united states of america', 'United States'],
    ['Turkey', 'Türkiye'],
    ['Taiwan, Province of China', 'Taiwan'],
    ['Iran, Islamic Republic of', 'Iran'],
  ])('%s is stored as %s', async (typed, stored) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload: signupPayload({ country: typed }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().country).toBe(stored);
    expect(await storedCountry(res.json()._id)).toBe(stored);
  });

  it('refuses a name two countries share, and a non-country, with 400 and nothing stored', async () => {
    for (const country of ['Congo', 'Narnia']) {
      const payload = signupPayload({ country });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload });
      expectFieldError(res, 'country', MSG.countryUnknown);
      expect(await ctx.db.select().from(users).where(eq(users.email, payload.email_address))).toEqual([]);
    }
  });
});

describe('countries on profile edits', () => {
  it("an investor's own edit stores the display name", async () => {
    const u = await createInvestor(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      headers: bearer(u.token),
      payload: { country: 'usa' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().country).toBe('United States');
    expect(await storedCountry(u.id)).toBe('United States');
  });

  it("an admin's edit of a user stores the display name", async () => {
    const u = await createInvestor(ctx.app);
    const admin = await loginAdmin(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      headers: bearer(admin.token),
      payload: { country: 'Russian Federation' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedCountry(u.id)).toBe('Russia');
  });
});
