// The withdrawal address book: saved addresses per coin, checked for their
// network, never twice, at most MAX_ADDRESSES_PER_COIN per coin, each investor's own.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { ADDRESS_MSG } from '@/common/crypto-address';
import { MSG } from '@/common/messages';
import { ADDRESS_LABEL_MAX, MAX_ADDRESSES_PER_COIN, WITHDRAWAL_ADDRESS_MSG } from '@/common/validation/withdrawal-addresses';
import { loadConfig } from '@/server/config';
import type { ManualClock } from '@/server/lib/clock';
import { notifications, withdrawalAddresses } from '@/server/db/schema';
import {
  createInvestor,
  createTestApp,
  expectError,
  expectFieldError,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { mistyped, testAddress } from '../test-addresses';
import { MONEY_ENV } from '../transactions/money-helpers';
import { enrol, midStepClock, nextCode } from '../two-factor/two-factor-helpers';
import { BOOK, listAddresses, postAddress, saveAddress } from './address-helpers';

let ctx: TestContext;
let clock: ManualClock;

beforeAll(async () => {
  clock = midStepClock();
  ctx = await createTestApp(MONEY_ENV, { clock });
});
afterAll(() => ctx.close());

const HOUR_MS = 3_600_000;
const rowsOf = (userId: string) => ctx.db.select().from(withdrawalAddresses).where(eq(withdrawalAddresses.userId, userId));

describe('saving addresses', () => {
  it('saves one per coin, checked for its network, usable after the 24 h hold; lists them with Content-Range', async () => {
    const u = await createInvestor(ctx.app);
    const now = clock.now();
    const saved = [];
    for (const coin of ['btc', 'eth', 'usdt'] as const) {
      saved.push(await saveAddress(ctx.app, u, { coin, address: testAddress(coin, `own-${coin}`), label: `My ${coin} wallet` }));
    }
    expect(saved[0]).toEqual({
      _id: expect.any(String),
      coin: 'btc',
      address: testAddress('btc', 'own-btc'),
      label: 'My btc wallet',
      usable_from: new Date(now.getTime() + 24 * HOUR_MS).toISOString(),
      createdAt: now.toISOString(),
    });
    const res = await injectAs(ctx.app, u.token, { method: 'GET', url: BOOK });
    expect(res.headers['content-range']).toBe('withdrawal-addresses 0-2/3');
    expect((res.json() as { _id: string }[]).map((a) => a._id).sort()).toEqual(saved.map((a) => a._id).sort());
    const onlyEth = await listAddresses(ctx.app, u, `?filter=${encodeURIComponent(JSON.stringify({ coin: 'eth' }))}`);
    expect(onlyEth.map((a) => a.coin)).toEqual(['eth']);
  });

  it.each([
    ['btc', testAddress('eth', 'x')],
    ['eth', testAddress('usdt', 'x')],
    ['usdt', testAddress('btc', 'x')],
    ['btc', mistyped(testAddress('btc', 'typo'))],
    ['eth', mistyped(testAddress('eth', 'typo'))],
    ['usdt', mistyped(testAddress('usdt', 'typo'))],
  ] as const)('refuses a %s address of another network or mistyped (%s), saving nothing', async (coin, address) => {
    const u = await createInvestor(ctx.app);
    expectFieldError(await postAddress(ctx.app, u, { coin, address, label: 'Wrong' }), 'address', ADDRESS_MSG.invalidFor(coin));
    expect(await rowsOf(u.id)).toEqual([]);
  });

  it('refuses bad fields with their messages', async () => {
    const u = await createInvestor(ctx.app);
    const address = testAddress('btc', 'fields');
    expectFieldError(await postAddress(ctx.app, u, { coin: 'doge', address, label: 'x' }), 'coin', WITHDRAWAL_ADDRESS_MSG.coin);
    expectFieldError(await postAddress(ctx.app, u, { coin: 'btc', address, label: '  ' }), 'label', WITHDRAWAL_ADDRESS_MSG.labelRequired);
    expectFieldError(
      await postAddress(ctx.app, u, { coin: 'btc', address, label: 'x'.repeat(ADDRESS_LABEL_MAX + 1) }),
      'label',
      WITHDRAWAL_ADDRESS_MSG.labelTooLong,
    );
    expectFieldError(await postAddress(ctx.app, u, { coin: 'btc', label: 'x' }), 'address', WITHDRAWAL_ADDRESS_MSG.addressRequired);
    expectError(await postAddress(ctx.app, u, { coin: 'btc', address, label: 'x', extra: 1 }), 400);
    // a label of the longest length is fine, trimmed
    const ok = await saveAddress(ctx.app, u, { coin: 'btc', address, label: ` ${'y'.repeat(ADDRESS_LABEL_MAX)} ` });
    expect(ok.label).toBe('y'.repeat(ADDRESS_LABEL_MAX));
  });

  it('the same address twice for a coin is 409, whatever its case; after deleting it, it can be saved again', async () => {
    const u = await createInvestor(ctx.app);
    const eth = testAddress('eth', 'dup');
    const first = await saveAddress(ctx.app, u, { coin: 'eth', address: eth, label: 'One' });
    expectError(await postAddress(ctx.app, u, { coin: 'eth', address: eth, label: 'Two' }), 409, WITHDRAWAL_ADDRESS_MSG.duplicate);
    expectError(
      await postAddress(ctx.app, u, { coin: 'eth', address: eth.toLowerCase(), label: 'Three' }),
      409,
      WITHDRAWAL_ADDRESS_MSG.duplicate,
    );
    const btc = testAddress('btc', 'dup');
    await saveAddress(ctx.app, u, { coin: 'btc', address: btc, label: 'Bech32' });
    expectError(
      await postAddress(ctx.app, u, { coin: 'btc', address: btc.toUpperCase(), label: 'Upper' }),
      409,
      WITHDRAWAL_ADDRESS_MSG.duplicate,
    );
    expect((await injectAs(ctx.app, u.token, { method: 'DELETE', url: `${BOOK}/${first._id}` })).statusCode).toBe(200);
    await saveAddress(ctx.app, u, { coin: 'eth', address: eth.toLowerCase(), label: 'Again' });
    // another investor may save the same address
    await saveAddress(ctx.app, await createInvestor(ctx.app), { coin: 'eth', address: eth, label: 'Shared' });
  });

  it('two saves of one address at once: one 201, one 409', async () => {
    const u = await createInvestor(ctx.app);
    const body = { coin: 'usdt', address: testAddress('usdt', 'race'), label: 'Race' };
    const codes = (await Promise.all([postAddress(ctx.app, u, body), postAddress(ctx.app, u, body)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    expect(await rowsOf(u.id)).toHaveLength(1);
  });

  it(`at most ${MAX_ADDRESSES_PER_COIN} per coin (409); other coins are not counted`, async () => {
    const u = await createInvestor(ctx.app);
    for (let i = 0; i < MAX_ADDRESSES_PER_COIN; i++) {
      await saveAddress(ctx.app, u, { coin: 'btc', address: testAddress('btc', `many-${i}`), label: `Wallet ${i}` });
    }
    expectError(
      await postAddress(ctx.app, u, { coin: 'btc', address: testAddress('btc', 'one-too-many'), label: 'Extra' }),
      409,
      WITHDRAWAL_ADDRESS_MSG.tooMany,
    );
    await saveAddress(ctx.app, u, { coin: 'eth', address: testAddress('eth', 'other-coin'), label: 'Other coin' });
  });

  it('every addition is in the inbox (the e-mail: tests/api/withdrawal-addresses/allowlist.test.ts)', async () => {
    const u = await createInvestor(ctx.app);
    const a = await saveAddress(ctx.app, u, { coin: 'btc', address: testAddress('btc', 'inbox'), label: 'Cold storage' });
    const inbox = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.id), eq(notifications.kind, 'withdrawal_address_added')));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ title: 'Withdrawal address saved', link: '/account/withdrawal-addresses' });
    expect(inbox[0].body).toContain('Cold storage');
    expect(inbox[0].data).toMatchObject({ addressId: a._id, address: a.address, usableFrom: a.usable_from });
  });
});

describe('with two-factor sign-in on', () => {
  it('adding needs a current code: 401 without or with a wrong one, nothing saved; 201 with it', async () => {
    const u = await createInvestor(ctx.app);
    const { secret } = await enrol(ctx.app, u, clock);
    const body = { coin: 'btc', address: testAddress('btc', '2fa'), label: 'Guarded' };
    expectError(await postAddress(ctx.app, u, body), 401, TWO_FACTOR_MSG.codeNeeded);
    expectError(await postAddress(ctx.app, u, { ...body, code: '12345x' }), 401, TWO_FACTOR_MSG.codeWrong);
    expect(await rowsOf(u.id)).toEqual([]);
    await saveAddress(ctx.app, u, { ...body, code: nextCode(clock, secret) });
  });

  it('a refused addition (duplicate) does not use up the code', async () => {
    const u = await createInvestor(ctx.app);
    const { secret } = await enrol(ctx.app, u, clock);
    const body = { coin: 'eth', address: testAddress('eth', '2fa-dup'), label: 'Guarded' };
    await saveAddress(ctx.app, u, { ...body, code: nextCode(clock, secret) });
    const code = nextCode(clock, secret);
    expectError(await postAddress(ctx.app, u, { ...body, code }), 409, WITHDRAWAL_ADDRESS_MSG.duplicate);
    await saveAddress(ctx.app, u, { ...body, address: testAddress('eth', '2fa-other'), code });
  });
});

describe('each investor’s own', () => {
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    owner = await createInvestor(ctx.app);
    other = await createInvestor(ctx.app);
  });

  it('lists show only the caller’s live addresses', async () => {
    await saveAddress(ctx.app, owner, { coin: 'btc', address: testAddress('btc', 'mine'), label: 'Mine' });
    expect(await listAddresses(ctx.app, other)).toEqual([]);
    expect((await listAddresses(ctx.app, owner)).map((a) => a.label)).toEqual(['Mine']);
  });

  it('deleting someone else’s is 403 and changes nothing; the owner’s delete is soft and hides it', async () => {
    const a = await saveAddress(ctx.app, owner, { coin: 'usdt', address: testAddress('usdt', 'mine'), label: 'Tron' });
    expectError(await injectAs(ctx.app, other.token, { method: 'DELETE', url: `${BOOK}/${a._id}` }), 403, MSG.forbidden);
    const admin = await loginAdmin(ctx.app);
    expectError(await injectAs(ctx.app, admin.token, { method: 'DELETE', url: `${BOOK}/${a._id}` }), 403);
    const [stillThere] = await ctx.db.select().from(withdrawalAddresses).where(eq(withdrawalAddresses.id, a._id));
    expect(stillThere.deletedAt).toBeNull();
    const res = await injectAs(ctx.app, owner.token, { method: 'DELETE', url: `${BOOK}/${a._id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listAddresses(ctx.app, owner)).map((x) => x._id)).not.toContain(a._id);
    const [kept] = await ctx.db.select().from(withdrawalAddresses).where(eq(withdrawalAddresses.id, a._id));
    expect(kept.deletedAt).not.toBeNull();
    expectError(await injectAs(ctx.app, owner.token, { method: 'DELETE', url: `${BOOK}/${a._id}` }), 404, WITHDRAWAL_ADDRESS_MSG.notFound);
    expectError(await injectAs(ctx.app, owner.token, { method: 'DELETE', url: `${BOOK}/not-an-id` }), 400);
  });
});

describe('NEW_ADDRESS_HOLD', () => {
  it('is a duration, 24 h by default, 0 allowed; nonsense stops the start', () => {
    expect(loadConfig({}).newAddressHoldMs).toBe(24 * HOUR_MS);
    expect(loadConfig({ NEW_ADDRESS_HOLD: '90s' }).newAddressHoldMs).toBe(90_000);
    expect(loadConfig({ NEW_ADDRESS_HOLD: '0s' }).newAddressHoldMs).toBe(0);
    expect(() => loadConfig({ NEW_ADDRESS_HOLD: 'soon' })).toThrow(/NEW_ADDRESS_HOLD/);
  });
});
