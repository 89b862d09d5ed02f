import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectFieldError,
  expectNoSecrets,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let support: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
  alice = await createInvestor(ctx.app, { name: 'Alice Owner' });
  bob = await createInvestor(ctx.app, { name: 'Bob Other' });
});
afterAll(() => ctx.close());

const read = (token: string | undefined, id: string) => injectAs(ctx.app, token, { method: 'GET', url: `/api/profile/${id}` });
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('GET /api/profile/{id}', () => {
  it('an investor reads their own profile (the shell reads name and email)', async () => {
    const res = await read(alice.token, alice.id);
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res.body);
    expect(res.json()).toMatchObject({ _id: alice.id, name: 'Alice Owner', email: alice.email, isAdmin: false });
  });

  it("an investor reading someone else's profile: 403, and nothing of it is shown", async () => {
    const res = await read(alice.token, bob.id);
    expectError(res, 403, MSG.forbidden);
    expect(res.body).not.toContain(bob.email);
    expect(res.body).not.toContain('Bob Other');
  });

  it('an investor asking for an id that does not exist gets 403 too (no probing of ids)', async () => {
    expectError(await read(alice.token, MISSING), 403);
  });

  it("an investor cannot read the admin's profile", async () => {
    expectError(await read(alice.token, admin.id), 403);
  });

  it('support reads anyone (read-only back-office)', async () => {
    const res = await read(support.token, alice.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: alice.id, email: alice.email });
    expect((await read(support.token, admin.id)).json()).toMatchObject({ isAdmin: true });
    expect((await read(support.token, support.id)).json()).toMatchObject({ role: 'support' });
  });

  it('the admin reads anyone, themselves included', async () => {
    const res = await read(admin.token, bob.id);
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res.body);
    expect(res.json()).toMatchObject({ _id: bob.id, name: 'Bob Other' });
    expect((await read(admin.token, admin.id)).json()).toMatchObject({ _id: admin.id, isAdmin: true });
  });

  it('staff asking for an id that does not exist: 404 in the error shape', async () => {
    expectError(await read(admin.token, MISSING), 404, MSG.userNotFound);
    expectError(await read(support.token, MISSING), 404, MSG.userNotFound);
  });

  it('an id that is not a uuid: 400 "Not a valid id", never a 500', async () => {
    for (const bad of ['123', 'not-an-id', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      expectFieldError(await read(admin.token, encodeURIComponent(bad)), 'id', 'Not a valid id');
    }
  });

  it('anonymous: 401', async () => {
    expectError(await read(undefined, alice.id), 401, MSG.unauthenticated);
  });

  it('a deleted user is 404 for staff, and their own token is dead', async () => {
    const gone = await createInvestor(ctx.app);
    expect((await injectAs(ctx.app, admin.token, { method: 'DELETE', url: `/api/profile/${gone.id}` })).statusCode).toBe(200);
    expectError(await read(admin.token, gone.id), 404, MSG.userNotFound);
    expectError(await read(support.token, gone.id), 404);
    expectError(await read(gone.token, gone.id), 401);
  });

  it('a trailing slash is a different route (no ambiguity over ids)', async () => {
    const res = await read(alice.token, `${alice.id}/`);
    expectError(res, 404);
  });
});
