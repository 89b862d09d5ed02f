// Who may do what with KYC submissions: anonymous, the investor, another investor,
// support (reads) and admin (reads and reviews). Investors never see others' documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { call, JPEG, front, back, PDF, review, submitKyc } from './kyc-helpers';

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let support: TestUser;
let admin: TestUser;
let id: string;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  owner = await createInvestor(ctx.app);
  other = await createInvestor(ctx.app);
  support = await createSupport(ctx.app);
  admin = await loginAdmin(ctx.app);
  const res = await submitKyc(ctx.app, owner.token, undefined, [front(JPEG, 'id.jpg', 'image/jpeg'), back(PDF)]);
  expect(res.statusCode, res.body).toBe(201);
  id = res.json()._id;
});
afterAll(() => ctx.close());

type Who = 'anonymous' | 'owner' | 'other' | 'support' | 'admin';
const tokenOf = (who: Who) =>
  ({ anonymous: undefined, owner: owner.token, other: other.token, support: support.token, admin: admin.token })[who];

describe('reading a submission and its documents', () => {
  it.each<[Who, number]>([
    ['owner', 200],
    ['other', 403],
    ['support', 200],
    ['admin', 200],
  ])('GET /api/kyc/{id} as %s: %i', async (who, status) => {
    const res = await call(ctx.app, tokenOf(who), 'GET', `/api/kyc/${id}`);
    if (status !== 200) {
      expectError(res, status);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, userid: owner.id, user_email: owner.email, status: 'pending' });
  });

  it.each<[Who, number]>([
    ['owner', 200],
    ['other', 403],
    ['support', 200],
    ['admin', 200],
  ])('GET /api/kyc/{id}/front and /back as %s: %i', async (who, status) => {
    const frontRes = await call(ctx.app, tokenOf(who), 'GET', `/api/kyc/${id}/front`);
    const backRes = await call(ctx.app, tokenOf(who), 'GET', `/api/kyc/${id}/back`);
    if (status !== 200) {
      expectError(frontRes, status);
      expectError(backRes, status);
      return;
    }
    expect(frontRes.statusCode).toBe(200);
    expect(frontRes.headers['content-type']).toBe('image/jpeg');
    expect(frontRes.headers['content-disposition']).toBe(`inline; filename="kyc-${id}-front.jpg"`);
    expect(frontRes.headers['x-content-type-options']).toBe('nosniff');
    expect(frontRes.headers['cache-control']).toBe('private, no-store');
    expect(frontRes.rawPayload.equals(JPEG)).toBe(true);
    expect(backRes.headers['content-type']).toBe('application/pdf');
    expect(backRes.headers['content-disposition']).toBe(`inline; filename="kyc-${id}-back.pdf"`);
    expect(backRes.rawPayload.equals(PDF)).toBe(true);
  });

  it('an unknown id is 404, a malformed id or side is 400', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await call(ctx.app, admin.token, 'GET', `/api/kyc/${unknown}`), 404);
    expectError(await call(ctx.app, admin.token, 'GET', `/api/kyc/${unknown}/front`), 404);
    expectError(await call(ctx.app, admin.token, 'GET', '/api/kyc/not-an-id'), 400);
    expectError(await call(ctx.app, admin.token, 'GET', `/api/kyc/${id}/side`), 400);
  });

  it.each<[Who, number]>([
    ['owner', 403],
    ['other', 403],
    ['support', 200],
    ['admin', 200],
  ])('GET /api/kyc/all as %s: %i', async (who, status) => {
    const res = await call(ctx.app, tokenOf(who), 'GET', '/api/kyc/all');
    if (status !== 200) {
      expectError(res, status, status === 403 ? MSG.forbidden : undefined);
      return;
    }
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([expect.objectContaining({ _id: id })]));
  });

  it('GET /api/kyc/me shows only your own', async () => {
    expect((await call(ctx.app, owner.token, 'GET', '/api/kyc/me')).json()).toMatchObject({ _id: id });
    expect((await call(ctx.app, other.token, 'GET', '/api/kyc/me')).json()).toBeNull();
    expectError(await call(ctx.app, undefined, 'GET', '/api/kyc/me'), 401);
  });
});

describe('submitting and reviewing', () => {
  it('an anonymous upload is refused with 401 before its body is read', async () => {
    expectError(await submitKyc(ctx.app, undefined), 401);
  });

  it.each<[Who, number]>([
    ['anonymous', 401],
    ['owner', 403],
    ['other', 403],
    ['support', 403],
  ])('PUT /api/kyc/{id} as %s: %i and nothing changes', async (who, status) => {
    expectError(await review(ctx.app, tokenOf(who), id, { status: 'approved' }), status);
    const res = await call(ctx.app, admin.token, 'GET', `/api/kyc/${id}`);
    expect(res.json().status).toBe('pending');
    const me = await call(ctx.app, owner.token, 'GET', '/api/profile/me');
    expect(me.json().kyc_status).toBe(false);
  });
});
