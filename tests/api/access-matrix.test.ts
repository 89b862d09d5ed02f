import { and, eq, isNull } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treasuryMessage } from '@/common/reserves/treasury-message';
import { decodeToken } from '../helpers/tokens';
import {
  accountLocks,
  ledgerEntries,
  ticketMessages,
  tickets,
  twoFactor,
  users,
  withdrawalAddresses,
  withdrawalReviews,
} from '@/server/db/schema';
import { newSecret } from '@/server/modules/two-factor/totp';
import { PNG, postForm, TICKET } from './tickets/ticket-helpers';
import { addPasskey, authenticatorFor, stepUpToken } from './passkeys/passkey-helpers';
import { testAddress } from './test-addresses';
import { PAYOUT_ADDRESS } from './transactions/money-helpers';
import {
  adjust,
  secondAdmin,
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectLedgerReconciled,
  expectNoSecrets,
  injectAs,
  loginAdmin,
  signupPayload,
  type TestContext,
  type TestUser,
} from '../helpers/test-app';

/**
 * Every route x five callers: anonymous, the investor themself, another
 * investor, support (read-only back-office) and the admin. Each case gets a fresh target
 * investor, so destructive cases do not disturb the others; every refusal also proves that
 * nothing changed.
 */

type Caller = 'anonymous' | 'self' | 'other investor' | 'support' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'self', 'other investor', 'support', 'admin'];

let ctx: TestContext;
let admin: TestUser;
let support: TestUser;
let other: TestUser;

beforeAll(async () => {
  // hundreds of calls from one address: the general rate limit is not what this file tests
  // an ether node (nothing listens on port 9) lets admins register ether treasury addresses, checked offline
  ctx = await createTestApp({ RATE_LIMIT_MAX: '1000000', ETH_RPC_URL: 'http://127.0.0.1:9' });
  admin = await loginAdmin(ctx.app);
  support = await createSupport(ctx.app);
  other = await createInvestor(ctx.app);
});
afterAll(() => ctx.close());

const tokenOf = (caller: Caller, target: TestUser): string | undefined =>
  ({ anonymous: undefined, self: target.token, 'other investor': other.token, support: support.token, admin: admin.token })[caller];

type Made = Record<string, string>;

/** A ticket of the target with an attachment on its first message. */
async function makeTicket(target: TestUser): Promise<Made> {
  const res = await postForm(ctx.app, target.token, '/api/tickets', { ...TICKET }, [{ bytes: PNG, filename: 'a.png', type: 'image/png' }]);
  expect(res.statusCode, res.body).toBe(201);
  return { ticket: res.json()._id, message: res.json().messages[0]._id };
}

let addressCount = 0;
/** A saved withdrawal address of the target (a new one each time: the target may be shared). */
async function makeWithdrawalAddress(target: TestUser): Promise<Made> {
  addressCount += 1;
  const res = await injectAs(ctx.app, target.token, {
    method: 'POST',
    url: '/api/withdrawal-addresses',
    payload: { coin: 'btc', address: testAddress('btc', `matrix-${addressCount}`), label: 'Matrix' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { address: res.json()._id };
}

/** A proof-of-reserves snapshot taken by the admin now: the target and every caller are in it. */
async function makeSnapshot(): Promise<Made> {
  const res = await injectAs(ctx.app, admin.token, { method: 'POST', url: '/api/reserves/snapshots' });
  expect(res.statusCode, res.body).toBe(201);
  return { snapshot: String(res.json().id) };
}

/** A new ether address and its EIP-191 signature over the treasury message: what an admin registers. */
async function signedTreasuryAddress() {
  const wallet = Wallet.createRandom();
  return { coin: 'eth', address: wallet.address, signature: await wallet.signMessage(treasuryMessage('eth', wallet.address)) };
}

async function makeTreasuryAddress(): Promise<Made> {
  const res = await injectAs(ctx.app, admin.token, {
    method: 'POST',
    url: '/api/reserves/treasury-addresses',
    payload: await signedTreasuryAddress(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { treasury: res.json().id };
}

/** What makeWithdrawal's withdrawal is, as an approver names it. */
const WITHDRAWAL_TERMS = { amount: 200, payment_method: 'btc', payment_address: PAYOUT_ADDRESS.btc };

/** A pending $200 withdrawal of the target (KYC verified and funded by the admin). */
async function makeWithdrawal(target: TestUser): Promise<Made> {
  const kyc = await injectAs(ctx.app, admin.token, {
    method: 'PUT',
    url: `/api/profile/update/${target.id}`,
    payload: { kyc_status: true },
  });
  expect(kyc.statusCode, kyc.body).toBe(200);
  // (the target is funded once per caller: past the two-person threshold the fixture's second admin approves)
  const funded = await adjust(ctx.app, admin.token, target.id, 500, 'balance', 'matrix');
  expect(funded.statusCode, funded.body).toBe(200);
  const res = await injectAs(ctx.app, target.token, {
    method: 'POST',
    url: '/api/transaction/save',
    payload: {
      amount: WITHDRAWAL_TERMS.amount,
      payment_method: WITHDRAWAL_TERMS.payment_method,
      address: WITHDRAWAL_TERMS.payment_address,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { withdrawal: res.json()._id };
}

/**
 * makeWithdrawal with a second admin in place: an approval is taken only where an admin other
 * than the approver could then pay (the matrix's admin approves here).
 */
async function makeApprovableWithdrawal(target: TestUser): Promise<Made> {
  await secondAdmin(ctx.app);
  return makeWithdrawal(target);
}

/** makeWithdrawal, approved by the support caller: only they may withdraw that approval. */
async function makeSupportApprovedWithdrawal(target: TestUser): Promise<Made> {
  const made = await makeWithdrawal(target);
  const res = await injectAs(ctx.app, support.token, {
    method: 'POST',
    url: `/api/transaction/${made.withdrawal}/approve`,
    payload: WITHDRAWAL_TERMS,
  });
  expect(res.statusCode, res.body).toBe(200);
  return made;
}

/** A pending deposit of the target to our shared Bitcoin wallet. */
async function makeDeposit(target: TestUser): Promise<Made> {
  const wallets = await injectAs(ctx.app, target.token, { method: 'GET', url: '/api/address/btc' });
  const res = await injectAs(ctx.app, target.token, {
    method: 'POST',
    url: '/api/transaction/save',
    payload: { userid: target.id, trnx_type: 'deposit', amount: 100, payment_method: 'btc', payment_address: wallets.json()[0].address },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { deposit: res.json()._id };
}

/** A $1,000 credit to the target waiting for a second admin, filed by the fixture's second admin (so the matrix's admin may decide it). */
async function makeApproval(target: TestUser): Promise<Made> {
  const requester = await secondAdmin(ctx.app);
  const res = await injectAs(ctx.app, requester.token, {
    method: 'POST',
    url: `/api/profile/${target.id}/adjust`,
    payload: { account: 'balance', amount: 1000, reason: 'matrix approval' },
  });
  expect(res.statusCode, res.body).toBe(202);
  return { approval: res.json().pending_approval._id };
}

/** Each target's software authenticator (its passkeys). */
const authenticators = new Map<string, ReturnType<typeof authenticatorFor>>();

/** The account locked as its owner's lock leaves it (users.locked_at and an open history row), once. */
async function lockInDatabase(userId: string) {
  const locked = await ctx.db
    .update(users)
    .set({ lockedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.lockedAt)))
    .returning({ id: users.id });
  if (locked.length) await ctx.db.insert(accountLocks).values({ userId, lockedVia: 'security_page', ip: '127.0.0.1' });
}

const STAFF_ONLY = { anonymous: 401, self: 403, 'other investor': 403, support: 200, admin: 200 } as const;
const ADMIN_ONLY = { anonymous: 401, self: 403, 'other investor': 403, support: 403, admin: 200 } as const;

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (target: TestUser, made: Made) => string;
  /** records the case needs, made for the target before the call (a ticket and its message) */
  setup?: (target: TestUser) => Promise<Made>;
  payload?: object | ((target: TestUser, made: Made) => object);
  /** a payload that fails validation: refusals must still be 401/403, not 400 */
  badPayload?: object;
  expected: Record<Caller, number>;
  /** changes nothing when refused */
  mutates: boolean;
}

const ROUTES: RouteCase[] = [
  {
    name: 'GET /api/profile/me',
    method: 'GET',
    url: () => '/api/profile/me',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    // each caller saves their own language: there is no one else's to reach
    name: 'PUT /api/profile/locale',
    method: 'PUT',
    url: () => '/api/profile/locale',
    payload: { locale: 'es' },
    badPayload: { locale: 'xx' },
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: true,
  },
  {
    name: 'GET /api/profile/{id}',
    method: 'GET',
    url: (t) => `/api/profile/${t.id}`,
    expected: { anonymous: 401, self: 200, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'PUT /api/profile/update/{id}',
    method: 'PUT',
    url: (t) => `/api/profile/update/${t.id}`,
    payload: { name: 'Matrix Edited' },
    expected: { anonymous: 401, self: 200, 'other investor': 403, support: 403, admin: 200 },
    mutates: true,
  },
  {
    name: 'DELETE /api/profile/{id}',
    method: 'DELETE',
    url: (t) => `/api/profile/${t.id}`,
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 403, admin: 200 },
    mutates: true,
  },
  {
    name: 'GET /api/profile/all',
    method: 'GET',
    url: () => '/api/profile/all',
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/profile/all (a page)',
    method: 'GET',
    url: () => `/api/profile/all?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,9]')}`,
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/statements/{id}',
    method: 'GET',
    url: (t) => `/api/statements/${t.id}?month=${new Date().toISOString().slice(0, 7)}&format=csv`,
    expected: { anonymous: 401, self: 200, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'POST /api/profile/{id}/adjust',
    method: 'POST',
    url: (t) => `/api/profile/${t.id}/adjust`,
    payload: { account: 'balance', amount: 100, reason: 'matrix' },
    badPayload: { account: 'nope', amount: 'lots' },
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 403, admin: 200 },
    mutates: true,
  },
  {
    name: 'GET /api/auth/2fa',
    method: 'GET',
    url: () => '/api/auth/2fa',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    // anyone signed in, for their own account, with their own password (a wrong one here)
    name: 'POST /api/auth/2fa/setup',
    method: 'POST',
    url: () => '/api/auth/2fa/setup',
    payload: { password: 'not-the-password' },
    expected: { anonymous: 401, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: false,
  },
  {
    name: 'POST /api/profile/{id}/2fa/reset',
    method: 'POST',
    setup: async (target) => {
      await ctx.db.insert(twoFactor).values({ userId: target.id, secret: newSecret(), enabledAt: new Date() }).onConflictDoNothing();
      return {};
    },
    url: (t) => `/api/profile/${t.id}/2fa/reset`,
    payload: {},
    badPayload: { code: 42 },
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 403, admin: 200 },
    mutates: true,
  },
  {
    // the caller's own account; without confirm: true nothing is locked (a success would end the caller's sessions)
    name: 'POST /api/account/lock',
    method: 'POST',
    url: () => '/api/account/lock',
    payload: {},
    expected: { anonymous: 401, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: true,
  },
  {
    // public: an unknown link is refused alike for everyone
    name: 'POST /api/account/lock-link',
    method: 'POST',
    url: () => '/api/account/lock-link',
    payload: { token: 'A'.repeat(43) },
    expected: { anonymous: 400, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: false,
  },
  {
    // public: the target's address with a wrong password is refused as a sign-in is
    name: 'POST /api/account/unlock/start',
    method: 'POST',
    url: () => '/api/account/unlock/start',
    payload: (t) => ({ email_address: t.email, password: 'not-the-password' }),
    expected: { anonymous: 401, self: 401, 'other investor': 401, support: 401, admin: 401 },
    mutates: true,
  },
  {
    name: 'POST /api/account/unlock',
    method: 'POST',
    url: () => '/api/account/unlock',
    payload: { token: 'A'.repeat(43) },
    expected: { anonymous: 400, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: false,
  },
  {
    // the target locked (its own session then ends: 401 for self)
    name: 'POST /api/profile/{id}/unlock',
    method: 'POST',
    setup: async (target) => {
      await lockInDatabase(target.id);
      return {};
    },
    url: (t) => `/api/profile/${t.id}/unlock`,
    payload: { note: 'Checked the passport on a video call' },
    badPayload: { note: 42 },
    expected: { anonymous: 401, self: 401, 'other investor': 403, support: 200, admin: 200 },
    mutates: true,
  },
  {
    name: 'GET /api/profile/{id}/locks',
    method: 'GET',
    url: (t) => `/api/profile/${t.id}/locks`,
    expected: STAFF_ONLY,
    mutates: false,
  },
  {
    name: 'GET /api/auth/sessions',
    method: 'GET',
    url: () => '/api/auth/sessions',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: "DELETE /api/auth/sessions/{id} (the target's session)",
    method: 'DELETE',
    url: (t) => `/api/auth/sessions/${decodeToken(t.token).payload.jti as string}`,
    // someone else's session is not found for them; ending your own current one signs you out
    expected: { anonymous: 401, self: 204, 'other investor': 404, support: 404, admin: 404 },
    mutates: true,
  },
  {
    name: 'DELETE /api/auth/sessions',
    method: 'DELETE',
    url: () => '/api/auth/sessions',
    expected: { anonymous: 401, self: 204, 'other investor': 204, support: 204, admin: 204 },
    mutates: false,
  },
  {
    name: 'GET /api/auth/history',
    method: 'GET',
    url: () => '/api/auth/history',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/users/{id}/sessions',
    method: 'GET',
    url: (t) => `/api/users/${t.id}/sessions`,
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/users/{id}/history',
    method: 'GET',
    url: (t) => `/api/users/${t.id}/history`,
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'DELETE /api/users/{id}/sessions',
    method: 'DELETE',
    url: (t) => `/api/users/${t.id}/sessions`,
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 403, admin: 204 },
    mutates: true,
  },
  {
    // every caller here is verified (createInvestor, the seeded admin): nothing to resend
    name: 'POST /api/user/verify-email/resend',
    method: 'POST',
    url: () => '/api/user/verify-email/resend',
    expected: { anonymous: 401, self: 409, 'other investor': 409, support: 409, admin: 409 },
    mutates: false,
  },
  {
    // open: the token is the credential; an unknown one is 400 whoever sends it
    name: 'POST /api/user/verify-email',
    method: 'POST',
    url: () => '/api/user/verify-email',
    payload: { token: 'A'.repeat(43) },
    expected: { anonymous: 400, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: false,
  },
  {
    // anyone signed in changes only their own address, and only with their own password
    name: 'POST /api/profile/email',
    method: 'POST',
    url: () => '/api/profile/email',
    payload: { email: 'matrix-new-address@example.com', password: 'not-the-password' },
    badPayload: { email: 'not-an-address' },
    expected: { anonymous: 401, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: true,
  },
  // the inbox and its settings are the caller's own, whoever asks (staff have one too)
  {
    name: 'GET /api/notifications',
    method: 'GET',
    url: () => '/api/notifications',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/notifications/unread-count',
    method: 'GET',
    url: () => '/api/notifications/unread-count',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'POST /api/notifications/read',
    method: 'POST',
    url: () => '/api/notifications/read',
    payload: { all: true },
    badPayload: { ids: [] },
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/notifications/preferences',
    method: 'GET',
    url: () => '/api/notifications/preferences',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'PUT /api/notifications/preferences',
    method: 'PUT',
    url: () => '/api/notifications/preferences',
    payload: { email: { deposits: true, withdrawals: true, investments: false, verification: true, support: true } },
    badPayload: { email: {} },
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'POST /api/tickets',
    method: 'POST',
    url: () => '/api/tickets',
    payload: TICKET,
    badPayload: { subject: 'x' },
    expected: { anonymous: 401, self: 201, 'other investor': 201, support: 403, admin: 403 },
    mutates: true,
  },
  {
    name: 'GET /api/tickets',
    method: 'GET',
    url: () => '/api/tickets',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/tickets/{id}',
    method: 'GET',
    setup: makeTicket,
    url: (_t, made) => `/api/tickets/${made.ticket}`,
    expected: { anonymous: 401, self: 200, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/tickets/{id}/messages/{messageId}/attachment',
    method: 'GET',
    setup: makeTicket,
    url: (_t, made) => `/api/tickets/${made.ticket}/messages/${made.message}/attachment`,
    expected: { anonymous: 401, self: 200, 'other investor': 403, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'POST /api/tickets/{id}/messages',
    method: 'POST',
    setup: makeTicket,
    url: (_t, made) => `/api/tickets/${made.ticket}/messages`,
    payload: { body: 'A message from the matrix' },
    badPayload: { body: '' },
    expected: { anonymous: 401, self: 201, 'other investor': 403, support: 201, admin: 201 },
    mutates: true,
  },
  {
    name: 'PUT /api/tickets/{id}',
    method: 'PUT',
    setup: makeTicket,
    url: (_t, made) => `/api/tickets/${made.ticket}`,
    payload: { status: 'closed' },
    badPayload: { status: 'gone' },
    expected: { anonymous: 401, self: 200, 'other investor': 403, support: 200, admin: 200 },
    mutates: true,
  },
  // the withdrawal address book and allow-list: investors only, each their own
  {
    name: 'GET /api/withdrawal-addresses',
    method: 'GET',
    url: () => '/api/withdrawal-addresses',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 403, admin: 403 },
    mutates: false,
  },
  {
    name: 'POST /api/withdrawal-addresses',
    method: 'POST',
    url: () => '/api/withdrawal-addresses',
    payload: { coin: 'eth', address: testAddress('eth', 'matrix'), label: 'Matrix' },
    badPayload: { coin: 'eth', address: 'nope', label: '' },
    expected: { anonymous: 401, self: 201, 'other investor': 201, support: 403, admin: 403 },
    mutates: true,
  },
  {
    name: 'DELETE /api/withdrawal-addresses/{id}',
    method: 'DELETE',
    setup: makeWithdrawalAddress,
    url: (_t, made) => `/api/withdrawal-addresses/${made.address}`,
    expected: { anonymous: 401, self: 200, 'other investor': 403, support: 403, admin: 403 },
    mutates: true,
  },
  {
    name: 'GET /api/withdrawal-addresses/allowlist',
    method: 'GET',
    url: () => '/api/withdrawal-addresses/allowlist',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 403, admin: 403 },
    mutates: false,
  },
  {
    name: 'PUT /api/withdrawal-addresses/allowlist',
    method: 'PUT',
    url: () => '/api/withdrawal-addresses/allowlist',
    payload: { enabled: true },
    badPayload: { enabled: 'yes' },
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 403, admin: 403 },
    mutates: true,
  },
  {
    name: 'POST /api/transaction/{id}/approve',
    method: 'POST',
    setup: makeApprovableWithdrawal,
    url: (_t, made) => `/api/transaction/${made.withdrawal}/approve`,
    payload: WITHDRAWAL_TERMS,
    badPayload: {},
    expected: STAFF_ONLY,
    mutates: true,
  },
  {
    // its author only: here the support caller approved it
    name: 'DELETE /api/transaction/{id}/approve',
    method: 'DELETE',
    setup: makeSupportApprovedWithdrawal,
    url: (_t, made) => `/api/transaction/${made.withdrawal}/approve`,
    expected: { anonymous: 401, self: 403, 'other investor': 403, support: 200, admin: 403 },
    mutates: true,
  },
  {
    name: 'POST /api/transaction/{id}/paid',
    method: 'POST',
    setup: makeWithdrawal,
    url: (_t, made) => `/api/transaction/${made.withdrawal}/paid`,
    payload: { reference: '0xmatrix' },
    badPayload: { reference: '' },
    expected: ADMIN_ONLY,
    mutates: true,
  },
  {
    name: 'POST /api/transaction/{id}/reject',
    method: 'POST',
    setup: makeWithdrawal,
    url: (_t, made) => `/api/transaction/${made.withdrawal}/reject`,
    payload: { reason: 'Rejected by the matrix' },
    badPayload: { reason: '' },
    expected: ADMIN_ONLY,
    mutates: true,
  },
  {
    name: 'GET /api/reports/activity',
    method: 'GET',
    url: () => '/api/reports/activity?days=90',
    expected: STAFF_ONLY,
    mutates: false,
  },
  {
    name: 'GET /api/reports/liabilities',
    method: 'GET',
    url: () => '/api/reports/liabilities',
    expected: STAFF_ONLY,
    mutates: false,
  },
  {
    name: 'GET /api/insight/history',
    method: 'GET',
    // the caller's own history unless user_id is given (tests/api/insight covers user_id)
    url: () => '/api/insight/history?range=30d',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'PUT /api/reports/holdings/{coin}',
    method: 'PUT',
    url: () => '/api/reports/holdings/usdt',
    payload: { amount: 1000 },
    badPayload: { amount: -1 },
    expected: ADMIN_ONLY,
    mutates: true,
  },
  {
    name: 'GET /api/deposit-options',
    method: 'GET',
    url: () => '/api/deposit-options',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/deposit-rate/{coin}',
    method: 'GET',
    url: () => '/api/deposit-rate/btc',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    // the hash of the sender's payment: the deposit's owner only
    name: 'PUT /api/transaction/sender-txid/{id}',
    method: 'PUT',
    setup: makeDeposit,
    url: (_t, made) => `/api/transaction/sender-txid/${made.deposit}`,
    payload: { sender_txid: 'ab'.repeat(32) },
    badPayload: { sender_txid: 'nope' },
    expected: { anonymous: 401, self: 200, 'other investor': 403, support: 403, admin: 403 },
    mutates: true,
  },
  {
    name: 'GET /api/chain-payments',
    method: 'GET',
    url: () => '/api/chain-payments',
    expected: STAFF_ONLY,
    mutates: false,
  },
  {
    name: 'GET /api/chain/rates',
    method: 'GET',
    url: () => '/api/chain/rates',
    expected: STAFF_ONLY,
    mutates: false,
  },
  {
    name: 'PUT /api/chain/rates/{coin}',
    method: 'PUT',
    url: () => '/api/chain/rates/btc',
    payload: { usd: '65000.5' },
    badPayload: { usd: '-1' },
    expected: ADMIN_ONLY,
    mutates: true,
  },
  {
    name: 'GET /api/payouts/summary',
    method: 'GET',
    url: () => '/api/payouts/summary',
    expected: STAFF_ONLY,
    mutates: false,
  },
  {
    name: 'GET /api/payouts',
    method: 'GET',
    url: () => '/api/payouts',
    expected: STAFF_ONLY,
    mutates: false,
  },
  {
    name: 'GET /api/payouts/export',
    method: 'GET',
    url: () => '/api/payouts/export?coin=btc',
    expected: STAFF_ONLY,
    mutates: false,
  },
  {
    name: 'POST /api/payouts/approve',
    method: 'POST',
    setup: makeApprovableWithdrawal,
    url: () => '/api/payouts/approve',
    payload: (_t, made) => ({ items: [{ id: made.withdrawal, ...WITHDRAWAL_TERMS }] }),
    badPayload: { items: [] },
    expected: STAFF_ONLY,
    mutates: true,
  },
  {
    name: 'POST /api/payouts/reject',
    method: 'POST',
    setup: makeWithdrawal,
    url: () => '/api/payouts/reject',
    payload: (_t, made) => ({ ids: [made.withdrawal], reason: 'Rejected by the matrix' }),
    badPayload: { ids: [] },
    expected: ADMIN_ONLY,
    mutates: true,
  },
  {
    name: 'POST /api/payouts/paid',
    method: 'POST',
    setup: makeWithdrawal,
    url: () => '/api/payouts/paid',
    payload: (_t, made) => ({ lines: `${made.withdrawal},0xmatrix` }),
    badPayload: { lines: 42 },
    expected: ADMIN_ONLY,
    mutates: true,
  },
  {
    name: 'GET /api/approvals',
    method: 'GET',
    url: () => '/api/approvals',
    expected: STAFF_ONLY,
    mutates: false,
  },
  {
    name: 'GET /api/approvals/{id}',
    method: 'GET',
    setup: makeApproval,
    url: (_t, made) => `/api/approvals/${made.approval}`,
    expected: STAFF_ONLY,
    mutates: false,
  },
  {
    name: 'POST /api/approvals/{id}/approve',
    method: 'POST',
    setup: makeApproval,
    url: (_t, made) => `/api/approvals/${made.approval}/approve`,
    expected: ADMIN_ONLY,
    mutates: true,
  },
  {
    name: 'POST /api/approvals/{id}/reject',
    method: 'POST',
    setup: makeApproval,
    url: (_t, made) => `/api/approvals/${made.approval}/reject`,
    payload: { reason: 'matrix' },
    badPayload: { reason: 42 },
    expected: ADMIN_ONLY,
    mutates: true,
  },
  {
    name: 'GET /api/reserves/snapshots',
    method: 'GET',
    url: () => '/api/reserves/snapshots',
    expected: { anonymous: 200, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'POST /api/reserves/snapshots',
    method: 'POST',
    url: () => '/api/reserves/snapshots',
    expected: { ...ADMIN_ONLY, admin: 201 },
    mutates: true,
  },
  {
    // always the caller's own proof: every signed-in account is in a snapshot taken after it
    name: 'GET /api/reserves/snapshots/{id}/proof',
    method: 'GET',
    setup: makeSnapshot,
    url: (_t, made) => `/api/reserves/snapshots/${made.snapshot}/proof`,
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'GET /api/reserves/treasury-addresses',
    method: 'GET',
    url: () => '/api/reserves/treasury-addresses',
    expected: { anonymous: 200, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'POST /api/reserves/treasury-addresses',
    method: 'POST',
    url: () => '/api/reserves/treasury-addresses',
    setup: signedTreasuryAddress,
    payload: (_t, made) => made,
    badPayload: { coin: 'btc', address: 'nope', signature: '' },
    expected: { ...ADMIN_ONLY, admin: 201 },
    mutates: true,
  },
  {
    name: 'DELETE /api/reserves/treasury-addresses/{id}',
    method: 'DELETE',
    setup: makeTreasuryAddress,
    url: (_t, made) => `/api/reserves/treasury-addresses/${made.treasury}`,
    expected: { ...ADMIN_ONLY, admin: 204 },
    mutates: true,
  },
  {
    name: 'GET /api/payouts/batches',
    method: 'GET',
    url: () => '/api/payouts/batches',
    expected: STAFF_ONLY,
    mutates: false,
  },
  {
    // no bitcoin key here: an admin is told what the batch needs
    name: 'POST /api/payouts/batches',
    method: 'POST',
    url: () => '/api/payouts/batches',
    payload: { ids: ['00000000-0000-4000-8000-000000000000'], fee_rate: 5 },
    expected: { ...ADMIN_ONLY, admin: 409 },
    mutates: true,
  },
  {
    name: 'GET /api/payouts/batches/{id}',
    method: 'GET',
    url: () => '/api/payouts/batches/00000000-0000-4000-8000-000000000000',
    expected: { ...STAFF_ONLY, support: 404, admin: 404 },
    mutates: false,
  },
  {
    name: 'GET /api/payouts/batches/{id}/psbt',
    method: 'GET',
    url: () => '/api/payouts/batches/00000000-0000-4000-8000-000000000000/psbt',
    expected: { ...ADMIN_ONLY, admin: 404 },
    mutates: false,
  },
  {
    name: 'POST /api/payouts/batches/{id}/signed',
    method: 'POST',
    url: () => '/api/payouts/batches/00000000-0000-4000-8000-000000000000/signed',
    payload: { psbt: 'cHNidP8=' },
    expected: { ...ADMIN_ONLY, admin: 409 },
    mutates: true,
  },
  {
    name: 'POST /api/payouts/batches/{id}/cancel',
    method: 'POST',
    url: () => '/api/payouts/batches/00000000-0000-4000-8000-000000000000/cancel',
    expected: { ...ADMIN_ONLY, admin: 404 },
    mutates: true,
  },
  {
    name: 'GET /api/passkeys',
    method: 'GET',
    url: () => '/api/passkeys',
    expected: { anonymous: 401, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    // anyone signed in, for their own account, with their own password (a wrong one here)
    name: 'POST /api/passkeys/registration/options',
    method: 'POST',
    url: () => '/api/passkeys/registration/options',
    payload: { password: 'not-the-password' },
    expected: { anonymous: 401, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: false,
  },
  {
    // only a response to one's own registration options is stored (an empty one here)
    name: 'POST /api/passkeys',
    method: 'POST',
    url: () => '/api/passkeys',
    payload: { name: 'Matrix', response: {} },
    expected: { anonymous: 401, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: false,
  },
  {
    // the target's passkey, with the target's own passkey step-up token: someone else's is not found for anyone else
    name: 'DELETE /api/passkeys/{id}',
    method: 'DELETE',
    setup: async (target) => {
      // one authenticator per target: the shared target's later passkeys are added with a step-up from its first
      const authenticator = authenticators.get(target.id) ?? authenticatorFor(ctx);
      authenticators.set(target.id, authenticator);
      const { passkey } = await addPasskey(ctx.app, target, authenticator);
      return { passkey: passkey.id, code: await stepUpToken(ctx.app, target, authenticator) };
    },
    url: (_t, made) => `/api/passkeys/${made.passkey}`,
    payload: (_t, made) => ({ code: made.code }),
    expected: { anonymous: 401, self: 204, 'other investor': 404, support: 404, admin: 404 },
    mutates: true,
  },
  {
    // nobody here has a passkey to confirm with
    name: 'POST /api/passkeys/step-up/options',
    method: 'POST',
    url: () => '/api/passkeys/step-up/options',
    expected: { anonymous: 401, self: 409, 'other investor': 409, support: 409, admin: 409 },
    mutates: false,
  },
  {
    name: 'POST /api/passkeys/step-up',
    method: 'POST',
    url: () => '/api/passkeys/step-up',
    payload: { response: {} },
    expected: { anonymous: 401, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: false,
  },
  {
    name: 'POST /api/auth/passkey/options',
    method: 'POST',
    url: () => '/api/auth/passkey/options',
    expected: { anonymous: 200, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    // public: the assertion names the account, not the caller's token (an empty one here)
    name: 'POST /api/user/login/passkey',
    method: 'POST',
    url: () => '/api/user/login/passkey',
    payload: { response: {} },
    expected: { anonymous: 400, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: false,
  },
  {
    // public: an unknown approval link is refused alike for everyone
    name: 'POST /api/devices/approve',
    method: 'POST',
    url: () => '/api/devices/approve',
    payload: { token: 'A'.repeat(43) },
    expected: { anonymous: 400, self: 400, 'other investor': 400, support: 400, admin: 400 },
    mutates: false,
  },
  {
    // public: a waiting sign-in is named by its own token, never by the caller's
    name: 'POST /api/user/login/device',
    method: 'POST',
    url: () => '/api/user/login/device',
    payload: { pending: 'B'.repeat(43) },
    expected: { anonymous: 401, self: 401, 'other investor': 401, support: 401, admin: 401 },
    mutates: false,
  },
  {
    name: 'GET /api/admin/translations',
    method: 'GET',
    url: () => `/api/admin/translations?range=${encodeURIComponent('[0,9]')}`,
    expected: ADMIN_ONLY,
    mutates: false,
  },
  {
    name: 'GET /api/admin/translations/{id}',
    method: 'GET',
    url: () => '/api/admin/translations/adminPlans.listTitle',
    expected: ADMIN_ONLY,
    mutates: false,
  },
  {
    name: 'PUT /api/admin/translations/{locale}/{key}',
    method: 'PUT',
    url: () => '/api/admin/translations/es/adminPlans.listTitle',
    payload: { text: 'Planes de inversión' },
    badPayload: { text: 42 },
    expected: ADMIN_ONLY,
    mutates: true,
  },
  {
    // an override to reset, written by the admin first
    name: 'DELETE /api/admin/translations/{locale}/{key}',
    method: 'DELETE',
    setup: async () => {
      const res = await injectAs(ctx.app, admin.token, {
        method: 'PUT',
        url: '/api/admin/translations/fr/adminPlans.listTitle',
        payload: { text: 'Les plans' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return {};
    },
    url: () => '/api/admin/translations/fr/adminPlans.listTitle',
    expected: ADMIN_ONLY,
    mutates: true,
  },
  {
    // public: the web apps load a language's overrides before their first render
    name: 'GET /api/i18n/overrides/{locale}',
    method: 'GET',
    url: () => '/api/i18n/overrides/es',
    expected: { anonymous: 200, self: 200, 'other investor': 200, support: 200, admin: 200 },
    mutates: false,
  },
  {
    name: 'POST /api/user/logout',
    method: 'POST',
    url: () => '/api/user/logout',
    expected: { anonymous: 401, self: 204, 'other investor': 204, support: 204, admin: 204 },
    mutates: false,
  },
];

const snapshot = async (id: string, made: Made = {}) => ({
  user: (await ctx.db.select().from(users).where(eq(users.id, id)))[0],
  ledger: await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, id)),
  tickets: await ctx.db.select().from(tickets).where(eq(tickets.userId, id)),
  ticketMessages: made.ticket
    ? await ctx.db.select({ id: ticketMessages.id }).from(ticketMessages).where(eq(ticketMessages.ticketId, made.ticket))
    : [],
  withdrawalAddresses: await ctx.db.select().from(withdrawalAddresses).where(eq(withdrawalAddresses.userId, id)),
  withdrawalReviews: made.withdrawal
    ? await ctx.db.select().from(withdrawalReviews).where(eq(withdrawalReviews.transactionId, made.withdrawal))
    : [],
});

describe.each(ROUTES)('$name', (route) => {
  // refusals change nothing (each checks it) and reads change nothing: they share one target;
  // a change that succeeds, or a logout of the target's own token, gets a fresh one
  let shared: TestUser;
  beforeAll(async () => {
    shared = await createInvestor(ctx.app);
  });

  it.each(CALLERS)('%s', async (caller) => {
    const succeeds = route.expected[caller] < 400;
    const target = succeeds && (route.mutates || route.name.includes('logout')) ? await createInvestor(ctx.app) : shared;
    // logout revokes what it is given: use a throw-away session of the same caller
    const token =
      route.name.includes('logout') && caller !== 'anonymous' && caller !== 'self'
        ? (await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: loginPayload(caller) })).json().accessToken
        : tokenOf(caller, target);
    const made = route.setup ? await route.setup(target) : {};
    const before = await snapshot(target.id, made);
    const res = await injectAs(ctx.app, token, {
      method: route.method,
      url: route.url(target, made),
      ...(route.payload ? { payload: typeof route.payload === 'function' ? route.payload(target, made) : route.payload } : {}),
    });
    const expected = route.expected[caller];
    if (expected >= 400) {
      expectError(res, expected);
      if (route.mutates) expect(await snapshot(target.id, made)).toEqual(before);
      if (route.badPayload) {
        expectError(
          await injectAs(ctx.app, token, { method: route.method, url: route.url(target, made), payload: route.badPayload }),
          expected,
        );
      }
    } else {
      expect(res.statusCode, res.body).toBe(expected);
      expectNoSecrets(res.body);
    }
  });
});

function loginPayload(caller: Caller) {
  const who = { 'other investor': other, support, admin }[caller as 'other investor' | 'support' | 'admin'];
  return { email_address: who.email, password: who.password };
}

describe('open routes', () => {
  it('sign-up and login need no token', async () => {
    const payload = signupPayload();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload })).statusCode).toBe(201);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email_address: payload.email_address, password: payload.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a signed-in caller signing up creates a plain investor; their own token grants nothing to it', async () => {
    const payload = signupPayload();
    const res = await injectAs(ctx.app, admin.token, { method: 'POST', url: '/api/user/signup', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'investor', isAdmin: false });
  });
});

describe('staff on their own records', () => {
  it('support may edit their own name, not delete or credit themselves', async () => {
    const s = await createSupport(ctx.app);
    expect(
      (await injectAs(ctx.app, s.token, { method: 'PUT', url: `/api/profile/update/${s.id}`, payload: { name: 'Support Self' } }))
        .statusCode,
    ).toBe(200);
    expectError(await injectAs(ctx.app, s.token, { method: 'DELETE', url: `/api/profile/${s.id}` }), 403);
    expectError(
      await injectAs(ctx.app, s.token, {
        method: 'POST',
        url: `/api/profile/${s.id}/adjust`,
        payload: { account: 'balance', amount: 5, reason: 'x' },
      }),
      403,
    );
  });

  it('support cannot touch the admin', async () => {
    expectError(
      await injectAs(ctx.app, support.token, { method: 'PUT', url: `/api/profile/update/${admin.id}`, payload: { name: 'Pwned' } }),
      403,
    );
    expectError(await injectAs(ctx.app, support.token, { method: 'DELETE', url: `/api/profile/${admin.id}` }), 403);
  });

  it('the ledger reconciles after the whole matrix', async () => {
    await expectLedgerReconciled(ctx.db);
  });
});
