// POST /api/kyc and GET /api/kyc/me: the investor's side of identity verification
// (the KYC form uploads its documents; JPEG, PNG or PDF up to 5 MB each).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_MAX_FILE_BYTES, KYC_MSG } from '@/common/validation/kyc';
import { kycSubmissions } from '@/server/db/schema';
import { createInvestor, createTestApp, expectError, expectNoSecrets, type TestContext } from '@/tests/helpers/test-app';
import { back, call, FAKE_PNG, front, JPEG, KYC_FIELDS, PDF, PNG, submitKyc, submitValid } from './kyc-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => ctx.close());

const storedOf = async (id: string) => (await ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)))[0];
const countOf = async (userId: string) =>
  (await ctx.db.select({ id: kycSubmissions.id }).from(kycSubmissions).where(eq(kycSubmissions.userId, userId))).length;

describe('POST /api/kyc: a valid submission', () => {
  it('stores every field and both documents (bytes and type from their content); 201 without the bytes', async () => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS }, [front(JPEG, 'front.jpg', 'image/jpeg'), back(PDF)]);
    expect(res.statusCode, res.body).toBe(201);
    expectNoSecrets(res.body);
    const body = res.json();
    expect(body).toMatchObject({
      userid: u.id,
      status: 'pending',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_no: '+44 20 7946 0958',
      dob: '1990-12-10',
      address_one: '12 St James Square',
      address_two: 'Flat 3',
      city: 'London',
      state: 'Greater London',
      nationality: 'United Kingdom',
      address_country: 'GB',
      zip_code: 'SW1Y 4LB',
      doc_type: 'national_id',
      front_mime: 'image/jpeg',
      back_mime: 'application/pdf',
      front_size: JPEG.length,
      back_size: PDF.length,
      front_url: `/api/kyc/${body._id}/front`,
      back_url: `/api/kyc/${body._id}/back`,
      reason: null,
      reviewed_by: null,
      reviewed_at: null,
    });
    expect(body).not.toHaveProperty('front_img');
    expect(body).not.toHaveProperty('back_img');
    const row = await storedOf(body._id);
    expect(Buffer.from(row.frontImg).equals(JPEG)).toBe(true);
    expect(Buffer.from(row.backImg ?? '').equals(PDF)).toBe(true);
    expect(row).toMatchObject({ frontMime: 'image/jpeg', backMime: 'application/pdf', status: 'pending' });
  });

  it('address_two is optional (blank or absent is stored as null)', async () => {
    const u = await createInvestor(ctx.app);
    const { address_two: _omit, ...fields } = KYC_FIELDS;
    const res = await submitKyc(ctx.app, u.token, fields);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().address_two).toBeNull();
    const v = await createInvestor(ctx.app);
    const blank = await submitKyc(ctx.app, v.token, { ...KYC_FIELDS, address_two: '   ' });
    expect(blank.statusCode, blank.body).toBe(201);
    expect(blank.json().address_two).toBeNull();
  });

  it('the type comes from the bytes, not the name or the declared type', async () => {
    const u = await createInvestor(ctx.app);
    // a PNG named .pdf and declared as text is still a PNG
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS }, [
      front(PNG, 'scan.pdf', 'text/plain'),
      back(PDF, 'back', 'application/octet-stream'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ front_mime: 'image/png', back_mime: 'application/pdf' });
  });

  it('GET /api/kyc/me answers null before any submission, then the latest one', async () => {
    const u = await createInvestor(ctx.app);
    const none = await call(ctx.app, u.token, 'GET', '/api/kyc/me');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const id = await submitValid(ctx.app, u.token);
    const me = await call(ctx.app, u.token, 'GET', '/api/kyc/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: id, status: 'pending', userid: u.id });
    expect(me.body).not.toContain('iVBOR');
  });
});

describe('POST /api/kyc: refused documents', () => {
  it('a file whose content is not JPEG, PNG or PDF is 400, whatever its name; nothing is stored', async () => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS }, [front(FAKE_PNG, 'passport.png', 'image/png'), back()]);
    const body = expectError(res, 400, KYC_MSG.fileType);
    expect(body.errors).toEqual([{ field: 'front_img', message: KYC_MSG.fileType }]);
    expect(await countOf(u.id)).toBe(0);
  });

  it('an empty file is 400', async () => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS }, [front(), back(Buffer.alloc(0), 'back.pdf')]);
    expect(expectError(res, 400).errors).toEqual([{ field: 'back_img', message: KYC_MSG.fileEmpty }]);
  });

  it('a missing document is 400 naming it', async () => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS }, [front()]);
    expect(expectError(res, 400, KYC_MSG.backRequired).errors).toEqual([{ field: 'back_img', message: KYC_MSG.backRequired }]);
    const none = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS }, []);
    expect(expectError(none, 400).errors).toEqual([
      { field: 'front_img', message: KYC_MSG.frontRequired },
      { field: 'back_img', message: KYC_MSG.backRequired },
    ]);
  });

  it('a document of exactly 5 MB is accepted; one byte more is 413 with a clear message', async () => {
    const u = await createInvestor(ctx.app);
    const exact = Buffer.concat([PNG, Buffer.alloc(KYC_MAX_FILE_BYTES - PNG.length)]);
    const ok = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS }, [front(exact), back()]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().front_size).toBe(KYC_MAX_FILE_BYTES);

    const v = await createInvestor(ctx.app);
    const tooBig = Buffer.concat([PNG, Buffer.alloc(KYC_MAX_FILE_BYTES + 1 - PNG.length)]);
    const res = await submitKyc(ctx.app, v.token, { ...KYC_FIELDS }, [front(tooBig), back()]);
    expectError(res, 413, KYC_MSG.fileTooLarge);
    expect(await countOf(v.id)).toBe(0);
  });

  it('more than two files is 413', async () => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS }, [front(), back(), { ...back(), field: 'selfie' }]);
    expectError(res, 413, KYC_MSG.tooManyFiles);
    expect(await countOf(u.id)).toBe(0);
  });

  it('a document sent twice under one name is 400', async () => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS }, [front(), front()]);
    expect(expectError(res, 400).errors).toEqual(expect.arrayContaining([{ field: 'front_img', message: KYC_MSG.tooManyFiles }]));
  });

  it('a file under an unknown name is 400', async () => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS }, [{ ...front(), field: 'selfie' }, back()]);
    expect(expectError(res, 400).errors).toEqual(
      expect.arrayContaining([{ field: 'selfie', message: 'selfie is not a recognised field' }]),
    );
  });

  it('JSON instead of multipart is 415', async () => {
    const u = await createInvestor(ctx.app);
    const res = await call(ctx.app, u.token, 'POST', '/api/kyc', { ...KYC_FIELDS });
    expectError(res, 415, KYC_MSG.notMultipart);
  });

  it('a truncated multipart body is 400, never a 500', async () => {
    const u = await createInvestor(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/kyc',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAda',
    });
    expectError(res, 400);
  });
});

describe('POST /api/kyc: field rules (common/validation/kyc.ts)', () => {
  it('every required field missing: 400 listing each', async () => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, {});
    const body = expectError(res, 400);
    const fields = body.errors?.map((e) => e.field);
    for (const f of ['first_name', 'last_name', 'phone_no', 'dob', 'address_one', 'city', 'state', 'nationality', 'zip_code', 'doc_type']) {
      expect(fields).toContain(f);
    }
    expect(fields).not.toContain('address_two');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'first_name', message: KYC_MSG.firstNameRequired },
        { field: 'doc_type', message: KYC_MSG.docTypeRequired },
        { field: 'nationality', message: KYC_MSG.nationalityRequired },
      ]),
    );
    expect(await countOf(u.id)).toBe(0);
  });

  it.each([
    ['dob', 'not-a-date', KYC_MSG.dobInvalid],
    ['dob', '2001-02-30', KYC_MSG.dobInvalid],
    ['dob', `${new Date().getFullYear() - 10}-01-01`, KYC_MSG.dobTooYoung],
    ['doc_type', 'library_card', KYC_MSG.docTypeRequired],
    ['nationality', 'Atlantis', KYC_MSG.nationalityUnknown],
    ['zip_code', '!!', KYC_MSG.zipInvalid],
    ['phone_no', '123', 'Phone no must be at least 9 characters'],
  ])('%s = %j: 400 %s', async (field, value, message) => {
    const u = await createInvestor(ctx.app);
    const res = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS, [field]: value });
    expect(expectError(res, 400).errors).toEqual(expect.arrayContaining([{ field, message }]));
  });

  it('an unknown text field is 400; an over-long value is 400', async () => {
    const u = await createInvestor(ctx.app);
    const unknown = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS, status: 'approved' });
    expect(expectError(unknown, 400).errors).toEqual(
      expect.arrayContaining([{ field: 'status', message: 'status is not a recognised field' }]),
    );
    const long = await submitKyc(ctx.app, u.token, { ...KYC_FIELDS, city: 'x'.repeat(5000) });
    expect(expectError(long, 400).errors?.map((e) => e.field)).toContain('city');
    expect(await countOf(u.id)).toBe(0);
  });
});

describe('POST /api/kyc: one pending submission at a time', () => {
  it('a second submission while one waits is 409 and stores nothing', async () => {
    const u = await createInvestor(ctx.app);
    await submitValid(ctx.app, u.token);
    expectError(await submitKyc(ctx.app, u.token), 409, KYC_MSG.alreadyPending);
    expect(await countOf(u.id)).toBe(1);
  });

  it('two submissions at the same moment: exactly one is stored', async () => {
    const u = await createInvestor(ctx.app);
    const answers = await Promise.all([submitKyc(ctx.app, u.token), submitKyc(ctx.app, u.token), submitKyc(ctx.app, u.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await countOf(u.id)).toBe(1);
  });
});
