// PUT /api/kyc/{id} and GET /api/kyc/all: an admin approves or rejects; users.kyc_status
// follows in the same database transaction and the audit log records it.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TX_MSG } from '@/common/validation/transaction';
import { KYC_MSG } from '@/common/validation/kyc';
import { auditLog, users } from '@/server/db/schema';
import { createInvestor, createTestApp, expectError, loginAdmin, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { call, KYC_FIELDS, review, submitKyc, submitValid } from './kyc-helpers';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  admin = await loginAdmin(ctx.app);
});
afterAll(() => ctx.close());

const kycStatusOf = async (userId: string) => (await ctx.db.select({ k: users.kycStatus }).from(users).where(eq(users.id, userId)))[0].k;
const auditOf = (id: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'kyc'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));

describe('approving', () => {
  it("sets the submission approved, the user's kyc_status true and writes the audit row", async () => {
    const u = await createInvestor(ctx.app);
    const id = await submitValid(ctx.app, u.token);
    const res = await review(ctx.app, admin.token, id, { status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, status: 'approved', reason: null, reviewed_by: admin.id });
    expect(res.json().reviewed_at).toEqual(expect.any(String));
    expect(await kycStatusOf(u.id)).toBe(true);
    expect((await call(ctx.app, u.token, 'GET', '/api/profile/me')).json().kyc_status).toBe(true);
    expect((await call(ctx.app, u.token, 'GET', '/api/kyc/me')).json()).toMatchObject({ _id: id, status: 'approved' });

    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'kyc.approve',
      entity: 'kyc',
      before: { status: 'pending', kyc_status: false, userid: u.id },
      after: { status: 'approved', kyc_status: true, userid: u.id },
    });
  });

  it('after approval the investor can withdraw (KYC no longer refuses) and cannot submit again', async () => {
    const u = await createInvestor(ctx.app);
    const withdraw = () =>
      call(ctx.app, u.token, 'POST', '/api/transaction/save', {
        trnx_type: 'withdraw',
        amount: 100,
        address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      });
    expectError(await withdraw(), 403, TX_MSG.kycRequired);
    const id = await submitValid(ctx.app, u.token);
    expect((await review(ctx.app, admin.token, id, { status: 'approved' })).statusCode).toBe(200);
    // now the balance is what stops it
    expectError(await withdraw(), 409, TX_MSG.balanceTooLow);
    expectError(await submitKyc(ctx.app, u.token), 409, KYC_MSG.alreadyVerified);
  });
});

describe('rejecting', () => {
  it('needs a reason (400), then records it, keeps kyc_status false and lets the user submit again', async () => {
    const u = await createInvestor(ctx.app);
    const id = await submitValid(ctx.app, u.token);
    const noReason = await review(ctx.app, admin.token, id, { status: 'rejected' });
    expect(expectError(noReason, 400, KYC_MSG.reasonRequired).errors).toEqual([{ field: 'reason', message: KYC_MSG.reasonRequired }]);
    expectError(await review(ctx.app, admin.token, id, { status: 'rejected', reason: '   ' }), 400, KYC_MSG.reasonRequired);

    const res = await review(ctx.app, admin.token, id, { status: 'rejected', reason: 'The photo is blurred' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
    expect(await kycStatusOf(u.id)).toBe(false);
    expect((await call(ctx.app, u.token, 'GET', '/api/kyc/me')).json()).toMatchObject({
      status: 'rejected',
      reason: 'The photo is blurred',
    });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['kyc.reject']);

    const again = await submitKyc(ctx.app, u.token);
    expect(again.statusCode, again.body).toBe(201);
    expect((await call(ctx.app, u.token, 'GET', '/api/kyc/me')).json()).toMatchObject({ _id: again.json()._id, status: 'pending' });
  });

  it('revoking an approval sets kyc_status back to false', async () => {
    const u = await createInvestor(ctx.app);
    const id = await submitValid(ctx.app, u.token);
    await review(ctx.app, admin.token, id, { status: 'approved' });
    const res = await review(ctx.app, admin.token, id, { status: 'rejected', reason: 'Document reported stolen' });
    expect(res.statusCode).toBe(200);
    expect(await kycStatusOf(u.id)).toBe(false);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['kyc.approve', 'kyc.reject']);
  });

  it('only the latest submission of a user can be reviewed (409)', async () => {
    const u = await createInvestor(ctx.app);
    const first = await submitValid(ctx.app, u.token);
    await review(ctx.app, admin.token, first, { status: 'rejected', reason: 'Expired passport' });
    const second = await submitValid(ctx.app, u.token);
    expectError(await review(ctx.app, admin.token, first, { status: 'approved' }), 409, KYC_MSG.notLatest);
    expect(await kycStatusOf(u.id)).toBe(false);
    expect((await review(ctx.app, admin.token, second, { status: 'approved' })).statusCode).toBe(200);
  });

  it('bad bodies are 400, an unknown id 404', async () => {
    const u = await createInvestor(ctx.app);
    const id = await submitValid(ctx.app, u.token);
    expectError(await review(ctx.app, admin.token, id, { status: 'pending' }), 400, KYC_MSG.reviewStatus);
    expectError(await review(ctx.app, admin.token, id, { status: 'approved', kyc_status: true }), 400);
    expectError(await review(ctx.app, admin.token, '00000000-0000-4000-8000-000000000000', { status: 'approved' }), 404, KYC_MSG.notFound);
  });
});

describe('GET /api/kyc/all', () => {
  it('whole array without parameters: newest first, user name and e-mail, never document bytes', async () => {
    const a = await createInvestor(ctx.app, { name: 'Listed Alpha' });
    const b = await createInvestor(ctx.app, { name: 'Listed Beta' });
    const idA = await submitValid(ctx.app, a.token);
    const idB = await submitValid(ctx.app, b.token);
    const res = await call(ctx.app, admin.token, 'GET', '/api/kyc/all');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { _id: string; user_name: string; user_email: string }[];
    const ids = list.map((k) => k._id);
    expect(ids.indexOf(idB)).toBeLessThan(ids.indexOf(idA));
    expect(list.find((k) => k._id === idA)).toMatchObject({ user_name: 'Listed Alpha', user_email: a.email });
    expect(res.body).not.toMatch(/front_img|back_img|iVBOR|%PDF/);
    expect(res.headers['content-range']).toMatch(/^kyc 0-\d+\/\d+$/);
  });

  it('sort, range and filter {status, userid, q} with Content-Range', async () => {
    const u = await createInvestor(ctx.app, { name: 'Filter Person' });
    const first = await submitValid(ctx.app, u.token);
    await review(ctx.app, admin.token, first, { status: 'rejected', reason: 'Unreadable' });
    const second = await submitValid(ctx.app, u.token);

    const byUser = await call(
      ctx.app,
      admin.token,
      'GET',
      `/api/kyc/all?filter=${encodeURIComponent(JSON.stringify({ userid: u.id }))}&sort=${encodeURIComponent('["createdAt","ASC"]')}&range=${encodeURIComponent('[0,9]')}`,
    );
    expect(byUser.statusCode, byUser.body).toBe(200);
    expect(byUser.json().map((k: { _id: string }) => k._id)).toEqual([first, second]);
    expect(byUser.headers['content-range']).toBe('kyc 0-1/2');

    const pending = await call(
      ctx.app,
      admin.token,
      'GET',
      `/api/kyc/all?filter=${encodeURIComponent(JSON.stringify({ userid: u.id, status: 'pending' }))}`,
    );
    expect(pending.json().map((k: { _id: string }) => k._id)).toEqual([second]);

    const page = await call(
      ctx.app,
      admin.token,
      'GET',
      `/api/kyc/all?filter=${encodeURIComponent(JSON.stringify({ q: 'filter person' }))}&range=${encodeURIComponent('[1,1]')}`,
    );
    expect(page.json()).toHaveLength(1);
    expect(page.headers['content-range']).toBe('kyc 1-1/2');

    const byLastName = await call(
      ctx.app,
      admin.token,
      'GET',
      `/api/kyc/all?filter=${encodeURIComponent(JSON.stringify({ q: KYC_FIELDS.last_name, userid: u.id }))}`,
    );
    expect(byLastName.json()).toHaveLength(2);
  });

  it('bad list parameters are 400', async () => {
    expectError(await call(ctx.app, admin.token, 'GET', `/api/kyc/all?sort=${encodeURIComponent('["front_img","ASC"]')}`), 400);
    expectError(await call(ctx.app, admin.token, 'GET', `/api/kyc/all?filter=${encodeURIComponent('{"status":"lost"}')}`), 400);
    expectError(await call(ctx.app, admin.token, 'GET', '/api/kyc/all?range=nope'), 400);
  });
});
