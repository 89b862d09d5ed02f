// The seeded demo deposit addresses are placeholders nobody holds the key to: the wallets API
// says which wallets use one, and lists them alone for the back office's warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicWallet } from '@/common/api/wallets';
import { PLACEHOLDER_WALLET_ADDRESSES } from '@/common/placeholder-wallets';
import { DEMO_WALLETS } from '@/server/db/seed-data';
import { bearer, createCallers, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { testAddress } from '../test-addresses';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ({ ctx, admin } = await createCallers());
});
afterAll(() => ctx.close());

const listWhere = (filter: Record<string, unknown>, token = admin.token) =>
  ctx.app.inject({ method: 'GET', url: `/api/address/all?filter=${encodeURIComponent(JSON.stringify(filter))}`, headers: bearer(token) });

describe('placeholder wallets', () => {
  it('the seed uses exactly the listed placeholder addresses', () => {
    expect(DEMO_WALLETS.map((w) => w.address).sort()).toEqual(Object.values(PLACEHOLDER_WALLET_ADDRESSES).sort());
  });

  it('each wallet says whether its address is a placeholder; the filter lists either kind', async () => {
    const real = await ctx.app.inject({
      method: 'POST',
      url: '/api/address/save',
      headers: bearer(admin.token),
      payload: { name: 'Real cold wallet', address: testAddress('btc', 'real-one'), currency: 'btc' },
    });
    expect(real.statusCode, real.body).toBe(201);
    expect(real.json()).toMatchObject({ placeholder: false });

    const placeholders = await listWhere({ placeholder: true, status: true });
    expect(placeholders.statusCode, placeholders.body).toBe(200);
    const found = placeholders.json() as PublicWallet[];
    expect(found.map((w) => w.address).sort()).toEqual(Object.values(PLACEHOLDER_WALLET_ADDRESSES).sort());
    expect(found.every((w) => w.placeholder)).toBe(true);

    const others = (await listWhere({ placeholder: false })).json() as PublicWallet[];
    expect(others.map((w) => w.name)).toEqual(['Real cold wallet']);

    // a placeholder switched off no longer counts as active
    const eth = found.find((w) => w.currency === 'eth')!;
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/address/${eth._id}`,
      headers: bearer(admin.token),
      payload: { status: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(((await listWhere({ placeholder: true, status: true })).json() as PublicWallet[]).map((w) => w.currency).sort()).toEqual([
      'btc',
      'usdt',
    ]);
  });

  it('a filter that is not a yes or no is refused with 400', async () => {
    expect((await listWhere({ placeholder: 'maybe' })).statusCode).toBe(400);
  });
});
