// The audit log names people and records: the actor's name beside the
// e-mail, and a label for the changed record beside its id, all from the list's one query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/common/api/audit';
import { recordAudit } from '@/server/modules/audit/repository';
import { bearer, createInvestor, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { approve, newWithdrawal, startDesk } from '../payouts/desk-helpers';
import { fund, verifyKyc } from '../transactions/money-helpers';
import { openTicket, update as updateTicket } from '../tickets/ticket-helpers';

let ctx: TestContext;
let admin: TestUser;
let jane: TestUser;
let withdrawalId: string;
let planId: string;
let walletId: string;
let ticketId: string;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(admin.token), ...(payload && { payload }) });

async function auditOf(filter: Record<string, unknown>): Promise<AuditEntry[]> {
  const res = await send('GET', `/api/audit?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,99]' })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditEntry[];
}

const one = async (entity: string, entityId: string, action: string) => {
  const rows = (await auditOf({ entity, entityId })).filter((r) => r.action === action);
  expect(rows, `${action} on ${entity} ${entityId}`).toHaveLength(1);
  return rows[0];
};

beforeAll(async () => {
  ({ ctx, admin } = await startDesk());
  jane = await createInvestor(ctx.app, { name: 'Jane Doe' });
  await verifyKyc(ctx.app, admin.token, jane.id);
  await fund(ctx.app, admin.token, jane.id, 5_000);
  withdrawalId = (await newWithdrawal(ctx.app, jane, 1_500))._id;
  expect((await approve(ctx.app, admin, withdrawalId)).statusCode).toBe(200);

  const plan = await send('POST', '/api/plans/save', {
    name: 'Named Plan',
    description: 'For the audit names.',
    category: 'forex',
    min: 1000,
    max: 2000,
    roi: 1,
    duration: 10,
  });
  expect(plan.statusCode, plan.body).toBe(201);
  planId = (plan.json() as { _id: string })._id;

  const wallet = await send('POST', '/api/address/save', {
    name: 'Cold store',
    address: 'TLaevFSZ4SiHkL6XwSjDqRkivntVLVCuym',
    currency: 'usdt',
  });
  expect(wallet.statusCode, wallet.body).toBe(201);
  walletId = (wallet.json() as { _id: string })._id;

  ticketId = (await openTicket(ctx.app, jane.token, { subject: 'Where is my payout?', category: 'withdrawal', message: 'Still waiting.' }))
    ._id;
  const assigned = await updateTicket(ctx.app, admin.token, ticketId, { status: 'closed' });
  expect(assigned.statusCode, assigned.body).toBe(200);
});
afterAll(() => ctx.close());

describe('GET /api/audit names', () => {
  it("gives the actor's name beside the e-mail", async () => {
    const entry = await one('user', jane.id, 'user.credit');
    expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, actorName: 'Administrator' });
  });

  it('labels a user by name, a plan by its name, a wallet by name and coin, a ticket by its subject', async () => {
    expect((await one('user', jane.id, 'user.credit')).entityLabel).toBe('Jane Doe');
    expect((await one('plan', planId, 'plan.create')).entityLabel).toBe('Named Plan');
    expect((await one('wallet', walletId, 'wallet.create')).entityLabel).toBe('Cold store (USDT)');
    expect((await one('ticket', ticketId, 'ticket.update')).entityLabel).toBe('Where is my payout?');
  });

  it("labels a transaction by its kind, amount and owner's name, and keeps the id", async () => {
    const entry = await one('transaction', withdrawalId, 'withdrawal.approve');
    expect(entry.entityId).toBe(withdrawalId);
    expect(entry.entityLabel).toBe('Withdrawal $1,500.00 of Jane Doe');
  });

  it('names a deleted record from its last snapshot', async () => {
    expect((await send('DELETE', `/api/plans/${planId}`)).statusCode).toBe(200);
    const entry = await one('plan', planId, 'plan.delete');
    expect(entry.entityLabel).toBe('Named Plan');
    // the earlier rows keep a name too, now that the plan is gone
    expect((await one('plan', planId, 'plan.create')).entityLabel).toBe('Named Plan');
  });

  it('has no actor name for the system, and a null label where nothing names the record', async () => {
    await recordAudit(ctx.db, { actorId: null, action: 'system.check', entity: 'system', entityId: 'nightly' });
    const [entry] = await auditOf({ entity: 'system' });
    expect(entry).toMatchObject({ actorId: null, actorEmail: null, actorName: null, entityId: 'nightly', entityLabel: null });
  });

  it('joins names without multiplying rows: one entry per audit row', async () => {
    const rows = await auditOf({});
    const ids = rows.map((r) => r._id);
    expect(ids.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
