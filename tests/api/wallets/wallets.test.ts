import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MSG } from '@/common/crypto-address';
import { MSG } from '@/common/messages';
import { COIN_SYMBOLS } from '@/common/coins';
import { DEMO_WALLETS } from '@/server/db/seed-data';
import { auditLog, wallets } from '@/server/db/schema';
import { bearer, createCallers, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import type { ErrorBody } from '@/common/api/errors';
import type { PublicWallet } from '@/common/api/wallets';
import { mistyped, testAddress } from '../test-addresses';

let ctx: TestContext;
let admin: TestUser;
let investor: TestUser;
let support: TestUser;

beforeAll(async () => {
  ({ ctx, admin, investor, support } = await createCallers());
});
afterAll(() => ctx.close());

type Wallet = PublicWallet;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined && { payload: payload as object }) });

const list = (params: Record<string, unknown>, token = admin.token) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) qs.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return send('GET', `/api/address/all?${qs}`, token);
};

let seq = 0;
const validWallet = (overrides: Record<string, unknown> = {}) => ({
  name: `Test wallet ${++seq}`,
  address: testAddress('usdt', `wallet-${++seq}`),
  currency: 'usdt',
  ...overrides,
});

async function createWallet(overrides: Record<string, unknown> = {}): Promise<Wallet> {
  const res = await send('POST', '/api/address/save', admin.token, validWallet(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Wallet;
}

const auditRowsFor = (entityId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'wallet'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

function expectFieldError(res: { statusCode: number; body: string; json: () => unknown }, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as ErrorBody;
  expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  expect(body.errors, res.body).toContainEqual({ field, message });
}

describe('seeded wallets', () => {
  it('one active wallet per coin, in the API shape', async () => {
    const res = await send('GET', '/api/address/all', admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json() as Wallet[];
    expect(all).toHaveLength(3);
    expect(all.map((w) => w.currency).sort()).toEqual([...COIN_SYMBOLS].sort());
    for (const w of all) {
      expect(Object.keys(w).sort()).toEqual(['_id', 'address', 'createdAt', 'currency', 'name', 'placeholder', 'status']);
      expect(w.status).toBe(true);
      const seeded = DEMO_WALLETS.find((d) => d.currency === w.currency)!;
      expect(w).toMatchObject({ name: seeded.name, address: seeded.address });
    }
    expect(res.headers['content-range']).toBe('address 0-2/3');
  });
});

describe('GET /api/address/:symbol (the deposit screen)', () => {
  it("answers the coin's active wallets to any signed-in user", async () => {
    for (const coin of COIN_SYMBOLS) {
      for (const user of [investor, support, admin]) {
        const res = await send('GET', `/api/address/${coin}`, user.token);
        expect(res.statusCode, res.body).toBe(200);
        const found = res.json() as Wallet[];
        expect(found).toHaveLength(1);
        expect(found[0]).toMatchObject({ currency: coin, status: true, address: DEMO_WALLETS.find((d) => d.currency === coin)!.address });
      }
    }
    // the symbol in capitals too
    expect((await send('GET', '/api/address/BTC', investor.token)).json()).toHaveLength(1);
  });

  it('leaves out inactive and deleted wallets; keeps the oldest first', async () => {
    const [seededEth] = (await send('GET', '/api/address/eth', investor.token)).json() as Wallet[];
    const second = await createWallet({ currency: 'eth', address: testAddress('eth', 'eth-1') });
    const inactive = await createWallet({ currency: 'eth', address: testAddress('eth', 'eth-2'), status: false });
    const deleted = await createWallet({ currency: 'eth', address: testAddress('eth', 'eth-3') });
    expect((await send('DELETE', `/api/address/${deleted._id}`, admin.token)).statusCode).toBe(200);

    const eth = (await send('GET', '/api/address/eth', investor.token)).json() as Wallet[];
    expect(eth.map((w) => w._id)).toEqual([seededEth._id, second._id]);
    expect(eth.map((w) => w._id)).not.toContain(inactive._id);

    // switching the old one off moves deposits to the new one
    await send('PUT', `/api/address/${seededEth._id}`, admin.token, { status: false });
    expect(((await send('GET', '/api/address/eth', investor.token)).json() as Wallet[])[0]._id).toBe(second._id);
    await send('PUT', `/api/address/${inactive._id}`, admin.token, { status: true });
    expect(((await send('GET', '/api/address/eth', investor.token)).json() as Wallet[]).map((w) => w._id)).toEqual([
      second._id,
      inactive._id,
    ]);
  });

  it('401 anonymous; 400 for something neither a coin nor an id', async () => {
    expect((await send('GET', '/api/address/btc')).statusCode).toBe(401);
    expect((await send('GET', '/api/address/doge')).statusCode).toBe(401);
    for (const x of ['doge', 'save', 'bitcoin', '123', 'btc%20']) {
      const res = await send('GET', `/api/address/${x}`, investor.token);
      expect(res.statusCode, `${x}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: MSG.walletLookupInvalid });
    }
  });
});

describe('GET /api/address/:id', () => {
  it('answers the wallet to an admin only (403 investor and support, 401 anonymous)', async () => {
    const wallet = await createWallet({ status: false });
    const res = await send('GET', `/api/address/${wallet._id}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(wallet);
    for (const user of [investor, support]) {
      const refused = await send('GET', `/api/address/${wallet._id}`, user.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: MSG.forbidden });
    }
    expect((await send('GET', `/api/address/${wallet._id}`)).statusCode).toBe(401);
  });

  it('404 for an unknown or deleted wallet', async () => {
    const missing = await send('GET', '/api/address/00000000-0000-4000-8000-000000000000', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Wallet not found' });
    const wallet = await createWallet();
    await send('DELETE', `/api/address/${wallet._id}`, admin.token);
    expect((await send('GET', `/api/address/${wallet._id}`, admin.token)).statusCode).toBe(404);
  });
});

describe('GET /api/address/all', () => {
  it('admin only: 401 anonymous, 403 investor and support', async () => {
    expect((await send('GET', '/api/address/all')).statusCode).toBe(401);
    for (const user of [investor, support]) {
      const res = await send('GET', '/api/address/all', user.token);
      expect(res.statusCode).toBe(403);
    }
  });

  it('sorts, pages and filters (q over name and address, currency, status, id)', async () => {
    const a = await createWallet({ name: 'Cold storage BTC', currency: 'btc', address: testAddress('btc', 'cold') });
    const b = await createWallet({ name: 'Hot wallet', currency: 'btc', address: testAddress('btc', 'hot'), status: false });

    const total = ((await send('GET', '/api/address/all', admin.token)).json() as Wallet[]).length;
    const byName = await list({ sort: ['name', 'ASC'], range: [0, 1] });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.headers['content-range']).toBe(`address 0-1/${total}`);
    const allByName = (await list({ sort: ['name', 'ASC'] })).json() as Wallet[];
    expect((byName.json() as Wallet[]).map((w) => w._id)).toEqual(allByName.slice(0, 2).map((w) => w._id));
    expect(allByName.map((w) => w.name)).toEqual([...allByName.map((w) => w.name)].sort());
    const desc = (await list({ sort: ['createdAt', 'DESC'] })).json() as Wallet[];
    expect(desc[0]._id).toBe(b._id);
    for (const field of ['id', 'address', 'currency', 'status']) expect((await list({ sort: [field, 'DESC'] })).statusCode).toBe(200);

    const btc = await list({ filter: { currency: 'btc' }, sort: ['createdAt', 'ASC'], range: [0, 9] });
    expect((btc.json() as Wallet[]).map((w) => w.currency)).toEqual(['btc', 'btc', 'btc']);
    expect(btc.headers['content-range']).toBe('address 0-2/3');
    expect(((await list({ filter: { currency: 'btc', status: false } })).json() as Wallet[]).map((w) => w._id)).toEqual([b._id]);
    expect(((await list({ filter: { q: 'COLD' } })).json() as Wallet[]).map((w) => w._id)).toEqual([a._id]);
    expect(((await list({ filter: { q: b.address.slice(4, 16).toUpperCase() } })).json() as Wallet[]).map((w) => w._id)).toEqual([b._id]);
    expect(((await list({ filter: { id: [a._id, b._id] } })).json() as Wallet[]).map((w) => w._id).sort()).toEqual([a._id, b._id].sort());
  });

  it('refuses bad list parameters with 400', async () => {
    for (const params of [
      { sort: ['secret', 'ASC'] },
      { sort: 'name' },
      { range: '[0' },
      { filter: '{' },
      { filter: { currency: 'doge' } },
      { filter: { status: 'on' } },
      { filter: { userid: 'x' } },
    ]) {
      const res = await list(params);
      expect(res.statusCode, `${JSON.stringify(params)}: ${res.body}`).toBe(400);
    }
    expect((await list({ sort: ['secret', 'ASC'] })).json()).toMatchObject({ message: 'Cannot sort by secret' });
    expect((await list({ filter: '{' })).json()).toMatchObject({ message: 'filter must be JSON' });
  });
});

describe('POST /api/address/save', () => {
  it('creates a wallet (201), trims, lists it and audits it', async () => {
    const res = await send('POST', '/api/address/save', admin.token, {
      name: '  BTC reserve ',
      address: ` ${testAddress('btc', 'reserve')} `,
      currency: 'btc',
    });
    expect(res.statusCode, res.body).toBe(201);
    const wallet = res.json() as Wallet;
    expect(wallet).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'BTC reserve',
      address: testAddress('btc', 'reserve'),
      currency: 'btc',
      status: true,
      placeholder: false,
      createdAt: expect.any(String),
    });
    expect((await send('GET', `/api/address/${wallet._id}`, admin.token)).json()).toEqual(wallet);
    const audit = await auditRowsFor(wallet._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'wallet.create', entity: 'wallet', before: null, after: wallet });
  });

  it('anonymous 401, investor and support 403 on every write', async () => {
    const wallet = await createWallet();
    for (const [method, url, payload] of [
      ['POST', '/api/address/save', validWallet()],
      ['PUT', `/api/address/${wallet._id}`, { status: false }],
      ['DELETE', `/api/address/${wallet._id}`, undefined],
    ] as const) {
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const user of [investor, support]) {
        expect((await send(method, url, user.token, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await send('GET', `/api/address/${wallet._id}`, admin.token)).json()).toEqual(wallet);
    expect(await auditRowsFor(wallet._id)).toHaveLength(1);
  });

  it('every required field has its message', async () => {
    const res = await send('POST', '/api/address/save', admin.token, {});
    expect(res.statusCode).toBe(400);
    const body = res.json() as ErrorBody;
    expect(body.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'address', message: 'Address is required' },
      { field: 'currency', message: 'Currency is required' },
    ]);
    expect(body.message).toBe('Name is required');
    for (const [field, label] of [
      ['name', 'Name'],
      ['address', 'Address'],
      ['currency', 'Currency'],
    ] as const) {
      for (const empty of [undefined, null, '', '   ']) {
        if (empty === '   ' && field === 'currency') continue;
        const payload: Record<string, unknown> = { ...validWallet(), [field]: empty };
        if (empty === undefined) delete payload[field];
        expectFieldError(await send('POST', '/api/address/save', admin.token, payload), field, `${label} is required`);
      }
    }
  });

  it('checks currency, address and status', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currency: 'doge' }, 'currency', 'Currency must be one of btc, eth, usdt'],
      [{ currency: 'BTC' }, 'currency', 'Currency must be one of btc, eth, usdt'],
      [{ address: 'abc123456' }, 'address', MSG.walletAddressInvalid],
      [{ address: 'a'.repeat(129) }, 'address', MSG.walletAddressInvalid],
      [{ address: 'bc1q-abc-0000000000' }, 'address', MSG.walletAddressInvalid],
      [{ address: 'bc1q abc 0000000000' }, 'address', MSG.walletAddressInvalid],
      [{ address: '<script>alert(1)</script>' }, 'address', MSG.walletAddressInvalid],
      [{ address: 12345678901 }, 'address', 'Address must be text'],
      [{ name: 'n'.repeat(101) }, 'name', MSG.nameMax],
      [{ status: 'true' }, 'status', 'Status must be true or false'],
      [{ userid: 'x' }, 'userid', MSG.fieldUnknown('userid')],
    ];
    for (const [overrides, field, message] of cases) {
      expectFieldError(await send('POST', '/api/address/save', admin.token, validWallet(overrides)), field, message);
    }
    expect(MSG.walletAddressInvalid).toBe('Address must be 10 to 128 letters and digits');
  });

  it("refuses an address that is not one of its currency's network, checksum included", async () => {
    const before = (await send('GET', '/api/address/all', admin.token)).json() as Wallet[];
    const cases: [string, string, string][] = [
      // a typo the checksum catches, per network
      ['btc', mistyped(testAddress('btc', 'typo')), ADDRESS_MSG.invalidFor('btc')],
      ['eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', ADDRESS_MSG.invalidFor('eth')],
      ['usdt', mistyped(testAddress('usdt', 'typo')), ADDRESS_MSG.invalidFor('usdt')],
      // letters and digits of the right length, but no address
      ['usdt', 'T' + 'A'.repeat(33), ADDRESS_MSG.invalidFor('usdt')],
      ['btc', 'A'.repeat(10), ADDRESS_MSG.invalidFor('btc')],
      // a valid address of another network
      ['btc', testAddress('eth', 'x'), ADDRESS_MSG.invalidFor('btc')],
      ['eth', testAddress('usdt', 'x'), ADDRESS_MSG.invalidFor('eth')],
      ['usdt', testAddress('btc', 'x'), ADDRESS_MSG.invalidFor('usdt')],
    ];
    for (const [currency, address, message] of cases) {
      expectFieldError(await send('POST', '/api/address/save', admin.token, validWallet({ currency, address })), 'address', message);
    }
    expect((await send('GET', '/api/address/all', admin.token)).json()).toEqual(before);
    // the long forms are fine: P2WSH and Taproot
    for (const address of [
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    ]) {
      expect((await createWallet({ currency: 'btc', address })).address).toBe(address);
    }
  });
});

describe('PUT /api/address/:id', () => {
  it('changes only what is sent and audits before and after', async () => {
    const wallet = await createWallet();
    const res = await send('PUT', `/api/address/${wallet._id}`, admin.token, { address: testAddress('usdt', 'new') });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Wallet;
    expect(updated).toEqual({ ...wallet, address: testAddress('usdt', 'new') });
    const all = await send('PUT', `/api/address/${wallet._id}`, admin.token, {
      name: 'Renamed',
      currency: 'eth',
      address: testAddress('eth', 'new'),
      status: false,
    });
    expect(all.json()).toEqual({ ...wallet, name: 'Renamed', currency: 'eth', address: testAddress('eth', 'new'), status: false });

    const audit = await auditRowsFor(wallet._id);
    expect(audit.map((a) => a.action)).toEqual(['wallet.create', 'wallet.update', 'wallet.update']);
    expect(audit[1]).toMatchObject({ actorId: admin.id, before: wallet, after: updated });
    expect(audit[2]).toMatchObject({ before: updated, after: all.json() });
  });

  it('validates what is sent; an empty edit changes nothing and is not audited', async () => {
    const wallet = await createWallet();
    const url = `/api/address/${wallet._id}`;
    expectFieldError(await send('PUT', url, admin.token, { name: '' }), 'name', 'Name is required');
    expectFieldError(await send('PUT', url, admin.token, { address: null }), 'address', 'Address is required');
    expectFieldError(await send('PUT', url, admin.token, { address: 'short' }), 'address', MSG.walletAddressInvalid);
    expectFieldError(await send('PUT', url, admin.token, { currency: 'xrp' }), 'currency', MSG.walletCurrencyInvalid);
    // the address must fit the currency, whichever of the two changes (the other as stored)
    expectFieldError(await send('PUT', url, admin.token, { address: testAddress('btc', 'x') }), 'address', ADDRESS_MSG.invalidFor('usdt'));
    expectFieldError(await send('PUT', url, admin.token, { currency: 'eth' }), 'address', ADDRESS_MSG.invalidFor('eth'));
    expectFieldError(
      await send('PUT', url, admin.token, { currency: 'btc', address: testAddress('eth', 'x') }),
      'address',
      ADDRESS_MSG.invalidFor('btc'),
    );
    expectFieldError(await send('PUT', url, admin.token, { address: mistyped(wallet.address) }), 'address', ADDRESS_MSG.invalidFor('usdt'));
    expectFieldError(await send('PUT', url, admin.token, { _id: wallet._id }), '_id', MSG.fieldUnknown('_id'));
    const empty = await send('PUT', url, admin.token, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(wallet);
    expect(await auditRowsFor(wallet._id)).toHaveLength(1);
  });

  it('404 unknown or deleted, 400 bad id', async () => {
    expect((await send('PUT', '/api/address/00000000-0000-4000-8000-000000000000', admin.token, { status: false })).statusCode).toBe(404);
    const wallet = await createWallet();
    await send('DELETE', `/api/address/${wallet._id}`, admin.token);
    const res = await send('PUT', `/api/address/${wallet._id}`, admin.token, { status: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Wallet not found' });
    expect((await send('PUT', '/api/address/btc', admin.token, { status: true })).json()).toMatchObject({
      statusCode: 400,
      message: 'Not a valid id',
    });
  });
});

describe('DELETE /api/address/:id', () => {
  it('soft-deletes: answers the wallet, hides it from lists and the deposit screen, audits it', async () => {
    const wallet = await createWallet({ currency: 'usdt' });
    const res = await send('DELETE', `/api/address/${wallet._id}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(wallet);
    expect(((await send('GET', '/api/address/all', admin.token)).json() as Wallet[]).map((w) => w._id)).not.toContain(wallet._id);
    expect(((await send('GET', '/api/address/usdt', investor.token)).json() as Wallet[]).map((w) => w._id)).not.toContain(wallet._id);
    const [row] = await ctx.db.select().from(wallets).where(eq(wallets.id, wallet._id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    const audit = await auditRowsFor(wallet._id);
    expect(audit[1]).toMatchObject({
      action: 'wallet.delete',
      actorId: admin.id,
      before: wallet,
      after: { ...wallet, deletedAt: row.deletedAt!.toISOString() },
    });
    expect((await send('DELETE', `/api/address/${wallet._id}`, admin.token)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/address/00000000-0000-4000-8000-000000000000', admin.token)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/address/usdt', admin.token)).statusCode).toBe(400);
  });
});
