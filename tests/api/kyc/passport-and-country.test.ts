// POST /api/kyc: a passport is its photo page only (a back sent with it is refused), an ID card
// or a driving licence needs both sides, and every new submission names its address's country
// (ISO 3166-1 alpha-2).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_MSG } from '@/common/validation/kyc';
import { kycSubmissions } from '@/server/db/schema';
import { bearer, createInvestor, createTestApp, expectFieldError, type TestContext } from '@/tests/helpers/test-app';
import { back, front, JPEG, KYC_FIELDS, PNG, submitKyc } from './kyc-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => ctx.close());

const submissionsOf = (userId: string) => ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId));

describe('POST /api/kyc: the document sides', () => {
  it('a passport with its front only: 201, no back stored, and the back is said to be absent', async () => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS, doc_type: 'passport' }, [front(JPEG, 'photo-page.jpg', 'image/jpeg')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ doc_type: 'passport', front_mime: 'image/jpeg', back_mime: null, back_size: null, back_url: null });
    const [row] = await submissionsOf(u.id);
    expect(row.backImg).toBeNull();
    expect(row.backMime).toBeNull();
    // the missing side is a 404, not a 500
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/kyc/${row.id}/back`, headers: bearer(u.token) });
    expect(missing.statusCode).toBe(404);
    const own = await ctx.app.inject({ method: 'GET', url: '/api/kyc/me', headers: bearer(u.token) });
    expect(own.json()).toMatchObject({ back_url: null });
  });

  it('a passport sent with a back: 400 on back_img, nothing stored', async () => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS, doc_type: 'passport' }, [front(), back()]);
    expectFieldError(res, 'back_img', KYC_MSG.backNotForPassport);
    expect(await submissionsOf(u.id)).toEqual([]);
  });

  it('a passport without its photo page: 400 naming the photo page, not a front', async () => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS, doc_type: 'passport' }, []);
    expectFieldError(res, 'front_img', KYC_MSG.passportPageRequired);
    expect(await submissionsOf(u.id)).toEqual([]);
  });

  it.each(['national_id', 'driving_license'])('%s without a back: 400 on back_img, nothing stored', async (docType) => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS, doc_type: docType }, [front(PNG)]);
    expectFieldError(res, 'back_img', KYC_MSG.backRequired);
    expect(await submissionsOf(u.id)).toEqual([]);
  });
});

describe("POST /api/kyc: the address's country", () => {
  it('is stored as its upper-case ISO code and answered', async () => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS, address_country: ' de ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().address_country).toBe('DE');
    const [row] = await submissionsOf(u.id);
    expect(row.addressCountry).toBe('DE');
  });

  it.each([
    ['missing', undefined, KYC_MSG.addressCountryRequired],
    ['blank', '  ', KYC_MSG.addressCountryRequired],
    ['not a code', 'Germany', KYC_MSG.addressCountryUnknown],
    ['an unknown code', 'XX', KYC_MSG.addressCountryUnknown],
    ['an alpha-3 code', 'DEU', KYC_MSG.addressCountryUnknown],
  ])('%s: 400 naming address_country, nothing stored', async (_case, value, message) => {
    const u = await createInvestor(ctx.app);
    const { address_country: _dropped, ...rest } = KYC_FIELDS;
    const fields: Record<string, string> = value === undefined ? rest : { ...rest, address_country: value };
    expectFieldError(await submitKyc(ctx.app, u.token, fields), 'address_country', message);
    expect(await submissionsOf(u.id)).toEqual([]);
  });
});
