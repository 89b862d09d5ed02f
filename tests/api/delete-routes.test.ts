// Every DELETE route of the OpenAPI document, tried on records in every state they can be in:
// the answer is a 2xx or a 4xx in the error shape (409 with the way out when the record must
// stay), never a 5xx, and the money still reconciles. The routes come from the document, not
// from a list written here: a new DELETE route fails this file until its states are added.
import { eq } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treasuryMessage } from '@/common/reserves/treasury-message';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { TX_MSG } from '@/common/validation/transaction';
import { PASSKEY_MSG } from '@/common/api/passkeys';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { chainPayments, depositAddresses, withdrawalReviews } from '@/server/db/schema';
import { startPriceStandin } from '@/tests/helpers/price-standin';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectLedgerReconciled,
  injectAs,
  login,
  loginAdmin,
  type InjectResponse,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { ETH_XPUB, expectDeposit, RATES } from './chain/chain-helpers';
import { approve } from './payouts/desk-helpers';
import { testAddress } from './test-addresses';
import {
  createPlan,
  deposit,
  depositAddress,
  fundedInvestor,
  invest,
  payoutReference,
  REJECTION,
  setStatus,
  UNKNOWN_ID,
  withdraw,
} from './transactions/money-helpers';
import { saveAddress } from './withdrawal-addresses/address-helpers';
import { addPasskey, authenticatorFor, stepUpToken } from './passkeys/passkey-helpers';

/** One attempt: who asks, which record (the path's one parameter), and what may come back. */
interface Attempt {
  state: string;
  token: string;
  id?: string;
  /** a path with two parameters: each, in order */
  ids?: string[];
  /** the statuses this state may answer (a 5xx never) */
  expect: number[];
  message?: string;
}

let ctx: TestContext;
let prices: Awaited<ReturnType<typeof startPriceStandin>>;
let admin: TestUser;
let deleteRoutes: string[];
let refs = 0;

/** A DELETE path with its parameter's name left out: h/{id} and h/{transactionId} are one route. */
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** Records in each state each DELETE route can meet, made through the API (fixtures inserted only where the API has no way). */
const statesFor: Record<string, () => Promise<Attempt[]>> = {
  'DELETE /api/transaction/delete/{}': async () => {
    const btc = await depositAddress(ctx.app, admin.token);
    const investor = await fundedInvestor(ctx.app, admin.token, 5_000);
    const pending = await deposit(ctx.app, investor, 100, btc);
    const failed = await deposit(ctx.app, investor, 100, btc);
    await setStatus(ctx.app, admin.token, failed._id, 'failed');
    // no route makes this today: the net under every other table that may point at a transaction
    const referenced = await deposit(ctx.app, investor, 100, btc);
    await ctx.db.insert(withdrawalReviews).values({ transactionId: referenced._id, step: 'approved', actorId: admin.id });
    const credited = await deposit(ctx.app, investor, 100, btc);
    await setStatus(ctx.app, admin.token, credited._id, 'successful');
    const reversed = await deposit(ctx.app, investor, 100, btc);
    await setStatus(ctx.app, admin.token, reversed._id, 'successful');
    await setStatus(ctx.app, admin.token, reversed._id, 'failed');
    const onChain = await expectDeposit(ctx.app, investor, 100, 'Ethereum');
    const onChainSeen = await expectDeposit(ctx.app, investor, 100, 'Ethereum');
    const [address] = await ctx.db.select().from(depositAddresses).where(eq(depositAddresses.transactionId, onChainSeen._id));
    await ctx.db.insert(chainPayments).values({
      coin: 'eth',
      txid: `0x${'ab'.repeat(32)}`,
      outputIndex: 0,
      address: address.address,
      depositAddressId: address.id,
      units: '1000',
      seenAt: new Date(),
    });
    const onChainFailed = await expectDeposit(ctx.app, investor, 100, 'Ethereum');
    await setStatus(ctx.app, admin.token, onChainFailed._id, 'failed');
    const held = await withdraw(ctx.app, investor, 100);
    const rejected = await withdraw(ctx.app, investor, 100);
    await setStatus(ctx.app, admin.token, rejected._id, 'failed', REJECTION);
    const paid = await withdraw(ctx.app, investor, 100);
    await setStatus(ctx.app, admin.token, paid._id, 'successful', { payout_reference: payoutReference(++refs) });
    const plan = await createPlan(ctx.app, admin.token, { name: 'Delete-state plan', min: 10, max: 10_000, roi: 1, duration: 30 });
    const active = await invest(ctx.app, investor, plan.name, 100);
    const cancelled = await invest(ctx.app, investor, plan.name, 100);
    await setStatus(ctx.app, admin.token, cancelled._id, 'failed');
    const moved = { expect: [409], message: TX_MSG.deleteMovedMoney };
    return [
      { state: 'deposit pending (shared wallet)', token: admin.token, id: pending._id, expect: [200] },
      { state: 'deposit failed, never credited', token: admin.token, id: failed._id, expect: [200] },
      { state: 'deposit another table refers to', token: admin.token, id: referenced._id, expect: [409], message: TX_MSG.deleteReferenced },
      { state: 'deposit credited', token: admin.token, id: credited._id, ...moved },
      { state: 'deposit credited then reversed', token: admin.token, id: reversed._id, ...moved },
      {
        state: 'on-chain deposit pending, with its address',
        token: admin.token,
        id: onChain._id,
        expect: [409],
        message: TX_MSG.deleteOnChainDeposit,
      },
      {
        state: 'on-chain deposit with a payment seen',
        token: admin.token,
        id: onChainSeen._id,
        expect: [409],
        message: TX_MSG.deleteOnChainDeposit,
      },
      {
        state: 'on-chain deposit failed by hand',
        token: admin.token,
        id: onChainFailed._id,
        expect: [409],
        message: TX_MSG.deleteOnChainDeposit,
      },
      { state: 'withdrawal pending (held)', token: admin.token, id: held._id, ...moved },
      { state: 'withdrawal rejected', token: admin.token, id: rejected._id, ...moved },
      { state: 'withdrawal paid', token: admin.token, id: paid._id, ...moved },
      { state: 'investment active', token: admin.token, id: active._id, ...moved },
      { state: 'investment cancelled', token: admin.token, id: cancelled._id, ...moved },
      { state: 'deleted already', token: admin.token, id: pending._id, expect: [404] },
      { state: 'unknown', token: admin.token, id: UNKNOWN_ID, expect: [404] },
      { state: 'asked by its investor', token: investor.token, id: held._id, expect: [403] },
    ];
  },

  'DELETE /api/plans/{}': async () => {
    const investor = await fundedInvestor(ctx.app, admin.token, 1_000);
    const unused = await createPlan(ctx.app, admin.token, { name: 'Unused plan', min: 10, max: 1_000, roi: 1, duration: 30 });
    const inUse = await createPlan(ctx.app, admin.token, { name: 'Plan in use', min: 10, max: 1_000, roi: 1, duration: 30 });
    await invest(ctx.app, investor, inUse.name, 100);
    return [
      { state: 'no investments', token: admin.token, id: unused._id, expect: [200] },
      { state: 'an active investment', token: admin.token, id: inUse._id, expect: [200, 409] },
      { state: 'deleted already', token: admin.token, id: unused._id, expect: [404] },
      { state: 'unknown', token: admin.token, id: UNKNOWN_ID, expect: [404] },
    ];
  },

  'DELETE /api/admin/translations/{}/{}': async () => {
    const support = await createSupport(ctx.app);
    const investor = await createInvestor(ctx.app);
    const id = 'msg.emailInvalid';
    const put = await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/translations/es/${id}`,
      payload: { text: 'Correo no válido' },
    });
    expect(put.statusCode, put.body).toBe(200);
    return [
      { state: 'overridden, asked by support', token: support.token, ids: ['es', id], expect: [403] },
      { state: 'overridden, asked by an investor', token: investor.token, ids: ['es', id], expect: [403] },
      { state: 'overridden', token: admin.token, ids: ['es', id], expect: [200] },
      { state: 'reset already', token: admin.token, ids: ['es', id], expect: [404] },
      { state: 'a message that does not exist', token: admin.token, ids: ['es', 'no.suchMessage'], expect: [404] },
      { state: 'a language the product does not speak', token: admin.token, ids: ['xx', id], expect: [400] },
    ];
  },

  'DELETE /api/address/{}': async () => {
    const create = async (n: number) => {
      const res = await injectAs(ctx.app, admin.token, {
        method: 'POST',
        url: '/api/address/save',
        payload: { name: `Delete-state wallet ${n}`, address: testAddress('usdt', `delete-state-${n}`), currency: 'usdt' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ _id: string }>()._id;
    };
    const wallet = await create(1);
    return [
      { state: 'active', token: admin.token, id: wallet, expect: [200] },
      { state: 'deleted already', token: admin.token, id: wallet, expect: [404] },
      { state: 'unknown', token: admin.token, id: UNKNOWN_ID, expect: [404] },
    ];
  },

  'DELETE /api/profile/{}': async () => {
    const btc = await depositAddress(ctx.app, admin.token);
    const plain = await createInvestor(ctx.app);
    const funded = await fundedInvestor(ctx.app, admin.token, 1_000);
    const withPending = await fundedInvestor(ctx.app, admin.token, 1_000);
    await withdraw(ctx.app, withPending, 100);
    await deposit(ctx.app, withPending, 100, btc);
    await expectDeposit(ctx.app, withPending, 100, 'Ethereum');
    return [
      { state: 'a new investor', token: admin.token, id: plain.id, expect: [200] },
      { state: 'an investor with a balance', token: admin.token, id: funded.id, expect: [200, 409] },
      {
        state: 'an investor with pending money (withdrawal, deposits, on-chain deposit)',
        token: admin.token,
        id: withPending.id,
        expect: [200, 409],
      },
      { state: 'deleted already', token: admin.token, id: plain.id, expect: [404] },
      { state: 'the admin itself', token: admin.token, id: admin.id, expect: [409] },
      { state: 'unknown', token: admin.token, id: UNKNOWN_ID, expect: [404] },
    ];
  },

  'DELETE /api/reserves/treasury-addresses/{}': async () => {
    const wallet = Wallet.createRandom();
    const added = await injectAs(ctx.app, admin.token, {
      method: 'POST',
      url: '/api/reserves/treasury-addresses',
      payload: { coin: 'eth', address: wallet.address, signature: await wallet.signMessage(treasuryMessage('eth', wallet.address)) },
    });
    expect(added.statusCode, added.body).toBe(201);
    return [
      { state: 'counted', token: admin.token, id: added.json().id, expect: [204] },
      { state: 'removed already', token: admin.token, id: added.json().id, expect: [404] },
      { state: 'unknown', token: admin.token, id: UNKNOWN_ID, expect: [404] },
      { state: 'not a treasury address id', token: admin.token, id: 'nope', expect: [400] },
    ];
  },

  'DELETE /api/withdrawal-addresses/{}': async () => {
    const owner = await createInvestor(ctx.app);
    const other = await createInvestor(ctx.app);
    const saved = await saveAddress(ctx.app, owner, { coin: 'btc', address: testAddress('btc', 'delete-state'), label: 'Mine' });
    const another = await saveAddress(ctx.app, owner, { coin: 'eth', address: testAddress('eth', 'delete-state'), label: 'Mine too' });
    return [
      { state: "someone else's", token: other.token, id: another._id, expect: [403, 404] },
      { state: 'saved', token: owner.token, id: saved._id, expect: [200] },
      { state: 'deleted already', token: owner.token, id: saved._id, expect: [404] },
      { state: 'unknown', token: owner.token, id: UNKNOWN_ID, expect: [404] },
    ];
  },

  'DELETE /api/auth/sessions/{}': async () => {
    const user = await createInvestor(ctx.app);
    const second = await login(ctx.app, user.email, user.password);
    const other = await createInvestor(ctx.app);
    const sessions = (await injectAs(ctx.app, second.accessToken, { method: 'GET', url: '/api/auth/sessions' })).json<
      { id: string; current: boolean }[]
    >();
    const first = sessions.find((s) => !s.current)!;
    const current = sessions.find((s) => s.current)!;
    return [
      { state: 'another of mine', token: second.accessToken, id: first.id, expect: [204] },
      { state: 'ended already', token: second.accessToken, id: first.id, expect: [404] },
      { state: "someone else's", token: other.token, id: current.id, expect: [404] },
      { state: 'unknown', token: second.accessToken, id: 'no-such-session', expect: [404] },
      { state: 'the current one', token: second.accessToken, id: current.id, expect: [204] },
    ];
  },

  'DELETE /api/auth/sessions': async () => {
    const user = await createInvestor(ctx.app);
    await login(ctx.app, user.email, user.password);
    return [
      { state: 'with other sessions', token: user.token, expect: [204] },
      { state: 'with none left', token: user.token, expect: [204] },
    ];
  },

  'DELETE /api/transaction/{}/approve': async () => {
    const support = await createSupport(ctx.app);
    const investor = await fundedInvestor(ctx.app, admin.token, 1_000);
    const approved = await withdraw(ctx.app, investor, 100);
    expect((await approve(ctx.app, support, approved._id)).statusCode).toBe(200);
    const unapproved = await withdraw(ctx.app, investor, 100);
    const paid = await withdraw(ctx.app, investor, 100);
    expect((await approve(ctx.app, support, paid._id)).statusCode).toBe(200);
    await setStatus(ctx.app, admin.token, paid._id, 'successful', { payout_reference: payoutReference(++refs) });
    return [
      {
        state: 'approved, asked by another staff member',
        token: admin.token,
        id: approved._id,
        expect: [403],
        message: PAYOUT_MSG.notYourApproval,
      },
      { state: 'approved, asked by its investor', token: investor.token, id: approved._id, expect: [403] },
      { state: 'approved, asked by its author', token: support.token, id: approved._id, expect: [200] },
      { state: 'withdrawn already', token: support.token, id: approved._id, expect: [409], message: PAYOUT_MSG.noApproval },
      { state: 'never approved', token: support.token, id: unapproved._id, expect: [409], message: PAYOUT_MSG.noApproval },
      { state: 'paid after the approval', token: support.token, id: paid._id, expect: [409], message: PAYOUT_MSG.notPending('successful') },
      { state: 'unknown', token: support.token, id: UNKNOWN_ID, expect: [404] },
    ];
  },

  'DELETE /api/passkeys/{}': async () => {
    const owner = await createInvestor(ctx.app);
    const other = await createInvestor(ctx.app);
    const authenticator = authenticatorFor(ctx);
    const kept = (await addPasskey(ctx.app, owner, authenticator)).passkey;
    const removed = (await addPasskey(ctx.app, owner, authenticator, { name: 'Old' })).passkey;
    const gone = await injectAs(ctx.app, owner.token, {
      method: 'DELETE',
      url: `/api/passkeys/${removed.id}`,
      payload: { code: await stepUpToken(ctx.app, owner, authenticator) },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    return [
      // no body, so no step-up: refused as a step-up, the passkey kept
      { state: 'mine, without step-up', token: owner.token, id: kept.id, expect: [401], message: TWO_FACTOR_MSG.passkeyNeeded },
      { state: "someone else's", token: other.token, id: kept.id, expect: [404], message: PASSKEY_MSG.notFound },
      { state: 'removed already', token: owner.token, id: removed.id, expect: [404] },
      { state: 'unknown', token: owner.token, id: UNKNOWN_ID, expect: [404] },
      { state: 'not an id', token: owner.token, id: 'nope', expect: [400] },
    ];
  },

  'DELETE /api/users/{}/sessions': async () => {
    const user = await createInvestor(ctx.app);
    return [
      { state: 'a signed-in investor', token: admin.token, id: user.id, expect: [204] },
      { state: 'with none left', token: admin.token, id: user.id, expect: [204] },
      { state: 'unknown', token: admin.token, id: UNKNOWN_ID, expect: [404] },
      { state: 'asked by an investor', token: user.token, id: user.id, expect: [401, 403] },
    ];
  },
};

beforeAll(async () => {
  prices = await startPriceStandin(RATES);
  ctx = await createTestApp({ ETH_XPUB, ETH_RPC_URL: 'http://127.0.0.1:9', PRICE_URL: prices.url, RATE_LIMIT_MAX: '1000000' });
  admin = await loginAdmin(ctx.app);
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  deleteRoutes = Object.entries(doc.paths).flatMap(([path, ops]) => ('delete' in ops ? [`DELETE ${shapeOf(path)}`] : []));
});
afterAll(async () => {
  await ctx?.close();
  await prices?.close();
});

function expectAnswer(res: InjectResponse, a: Attempt, label: string) {
  expect(res.statusCode, `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(a.expect, `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
  if (res.statusCode >= 400) expectError(res, res.statusCode, a.message);
}

describe('every DELETE route, on records in every state', () => {
  it('knows the states of each DELETE route of the OpenAPI document', () => {
    expect(deleteRoutes.length).toBeGreaterThan(5);
    expect(deleteRoutes.sort()).toEqual(Object.keys(statesFor).sort());
  });

  it.each(Object.keys(statesFor))(
    '%s: a 2xx or a clear 4xx, never a 5xx; the money reconciles',
    async (route) => {
      const path = route.replace(/^DELETE /, '');
      for (const a of await statesFor[route]()) {
        const values = a.ids ?? [a.id ?? ''];
        let next = 0;
        const url = path.replace(/\{\}/g, () => encodeURIComponent(values[next++] ?? ''));
        const res = await injectAs(ctx.app, a.token, { method: 'DELETE', url });
        expectAnswer(res, a, `${route} (${a.state})`);
      }
      await expectLedgerReconciled(ctx.db);
    },
    60_000,
  );
});
