// Shared steps of the payout desk suites (tests/api/payouts).
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ApproveWithdrawalInput } from '@/common/api/payouts';
import type { PublicTransaction } from '@/common/api/transactions';
import type { Db } from '@/server/db/client';
import { withdrawalReviews } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { createSupport, createTestApp, createWithRole, loginAdmin, type TestApp, type TestUser } from '@/tests/helpers/test-app';
import { call, fundedInvestor, MONEY_ENV, PAYOUT_ADDRESS, payoutReference } from '../transactions/money-helpers';

/** The app with two admins (the seeded one and another) and a support user, on a manual clock. */
export async function startDesk(env: Record<string, string> = {}) {
  const clock = new ManualClock(new Date('2030-03-01T12:00:00Z'));
  const ctx = await createTestApp({ ...MONEY_ENV, ...env }, { clock });
  const admin = await loginAdmin(ctx.app);
  return { ctx, clock, admin, admin2: await createWithRole(ctx.app, 'admin'), support: await createSupport(ctx.app) };
}

/** An investor who can withdraw: KYC verified, `dollars` in the balance. */
export const richInvestor = (app: TestApp, admin: TestUser, dollars = 50_000) => fundedInvestor(app, admin.token, dollars);

export function requestWithdrawal(app: TestApp, user: TestUser, amount: number, address: string = PAYOUT_ADDRESS.btc, coin = 'btc') {
  return call(app, user.token, { method: 'POST', url: '/api/transaction/save', payload: { amount, payment_method: coin, address } });
}

export async function newWithdrawal(app: TestApp, user: TestUser, amount: number, address?: string, coin?: string) {
  const res = await requestWithdrawal(app, user, amount, address, coin);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PublicTransaction;
}

/** The terms an approve call names: the amount, coin and address of a withdrawal's record, as staff see them. */
export const termsOf = (t: Pick<PublicTransaction, 'amount' | 'payment_method' | 'payment_address'>): ApproveWithdrawalInput => ({
  amount: t.amount,
  payment_method: t.payment_method,
  payment_address: t.payment_address,
});

/** Terms that are no withdrawal's: sent where there is no record to read (an unknown or malformed id). */
const NO_RECORD_TERMS: ApproveWithdrawalInput = { amount: 1, payment_method: 'btc', payment_address: PAYOUT_ADDRESS.btc };

/**
 * Approves as a staff member whose screen shows the withdrawal as it is now (read just before),
 * or as it was when `terms` were read (a stale screen).
 */
export async function approve(app: TestApp, staff: TestUser, id: string, terms?: ApproveWithdrawalInput) {
  let named = terms;
  if (!named) {
    const shown = await call(app, staff.token, { url: `/api/transaction/single/${id}` });
    named = shown.statusCode === 200 ? termsOf(shown.json() as PublicTransaction) : NO_RECORD_TERMS;
  }
  return call(app, staff.token, { method: 'POST', url: `/api/transaction/${id}/approve`, payload: named });
}

/** POST /api/payouts/approve with each withdrawal's terms as its record shows them (or as given). */
export const approveMany = (app: TestApp, staff: TestUser, items: (ApproveWithdrawalInput & { id: string })[]) =>
  call(app, staff.token, { method: 'POST', url: '/api/payouts/approve', payload: { items } });

export const pay = (app: TestApp, admin: TestUser, id: string, n = 1) =>
  call(app, admin.token, {
    method: 'PUT',
    url: `/api/transaction/${id}`,
    payload: { status: 'successful', payout_reference: payoutReference(n) },
  });

export const reject = (app: TestApp, admin: TestUser, id: string, reason: unknown) =>
  call(app, admin.token, { method: 'POST', url: `/api/transaction/${id}/reject`, payload: { reason } });

/** The stored steps of one withdrawal. */
export const reviewRows = (db: Db, id: string) =>
  db.select().from(withdrawalReviews).where(eq(withdrawalReviews.transactionId, id)).orderBy(asc(withdrawalReviews.createdAt));
