// Who sees which tickets: an investor their own, staff every one; another investor can
// neither read, reply, close nor download. Lists filter, sort and page like every list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MSG } from '@/common/validation/tickets';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { call, list, openTicket, PNG, postForm, reply, TICKET, update } from './ticket-helpers';

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let support: TestUser;
let admin: TestUser;
let ownTicket: string;
let otherTicket: string;
let messageId: string;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  owner = await createInvestor(ctx.app, { name: 'Olive Owner' });
  other = await createInvestor(ctx.app, { name: 'Otto Other' });
  support = await createSupport(ctx.app);
  admin = await loginAdmin(ctx.app);
  const res = await postForm(ctx.app, owner.token, '/api/tickets', { ...TICKET }, [
    { bytes: PNG, filename: 'proof of payment.png', type: 'image/png' },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  ownTicket = res.json()._id;
  messageId = res.json().messages[0]._id;
  otherTicket = (await openTicket(ctx.app, other.token, { subject: 'Change my e-mail', category: 'account', message: 'Please.' }))._id;
});
afterAll(() => ctx.close());

type Who = 'anonymous' | 'owner' | 'other' | 'support' | 'admin';
const tokenOf = (who: Who) =>
  ({ anonymous: undefined, owner: owner.token, other: other.token, support: support.token, admin: admin.token })[who];
const attachmentUrl = () => `/api/tickets/${ownTicket}/messages/${messageId}/attachment`;

describe('one ticket across users', () => {
  it.each<Who>(['owner', 'support', 'admin'])('GET /api/tickets/{id} as %s: 200', async (who) => {
    const res = await call(ctx.app, tokenOf(who), 'GET', `/api/tickets/${ownTicket}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: ownTicket, userid: owner.id, subject: TICKET.subject });
    // names for staff only
    if (who === 'owner') expect(res.json()).not.toHaveProperty('user_email');
    else expect(res.json()).toMatchObject({ user_name: 'Olive Owner', user_email: owner.email, assignee: null, assignee_name: null });
  });

  it.each<Who>(['owner', 'support', 'admin'])('GET the attachment as %s: 200, a download with its type', async (who) => {
    const res = await call(ctx.app, tokenOf(who), 'GET', attachmentUrl());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const saveAs = `ticket-attachment-${messageId.slice(0, 8)}.png`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${saveAs}"; filename*=UTF-8''${saveAs}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('an attachment is found only under its own ticket; a message without one is a 404', async () => {
    expectError(await call(ctx.app, admin.token, 'GET', `/api/tickets/${otherTicket}/messages/${messageId}/attachment`), 404);
    const plain = (await call(ctx.app, admin.token, 'GET', `/api/tickets/${otherTicket}`)).json().messages[0]._id;
    expectError(
      await call(ctx.app, admin.token, 'GET', `/api/tickets/${otherTicket}/messages/${plain}/attachment`),
      404,
      TICKET_MSG.noAttachment,
    );
    expectError(await call(ctx.app, admin.token, 'GET', `/api/tickets/${otherTicket}/messages/nope/attachment`), 400);
  });

  it('another investor can neither reply, close, reopen nor assign', async () => {
    expectError(await reply(ctx.app, other.token, ownTicket, 'I am not the owner'), 403);
    expectError(await update(ctx.app, other.token, ownTicket, { status: 'closed' }), 403);
    expectError(await update(ctx.app, other.token, ownTicket, { assignee: support.id }), 403);
    const t = (await call(ctx.app, owner.token, 'GET', `/api/tickets/${ownTicket}`)).json();
    expect(t).toMatchObject({ status: 'open' });
    expect(t.messages).toHaveLength(1);
    expectError(await reply(ctx.app, undefined, ownTicket, 'anonymous'), 401);
    expectError(await update(ctx.app, undefined, ownTicket, { status: 'closed' }), 401);
  });
});

describe('GET /api/tickets', () => {
  it("an investor lists only their own; a filter on someone else's is refused", async () => {
    const res = await list(ctx.app, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((t: { _id: string }) => t._id)).toEqual([ownTicket]);
    expect(res.json()[0]).not.toHaveProperty('user_email');
    expectError(await list(ctx.app, owner.token, { filter: { user: other.id } }), 403, TICKET_MSG.userFilterStaffOnly);
    expect((await list(ctx.app, owner.token, { filter: { id: [otherTicket] } })).json()).toEqual([]);
  });

  it('staff list every ticket, latest activity first, with names and Content-Range', async () => {
    for (const who of [support, admin]) {
      const res = await list(ctx.app, who.token, { filter: { id: [ownTicket, otherTicket] } });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((t: { _id: string }) => t._id)).toEqual([otherTicket, ownTicket]);
      expect(res.json()[0]).toMatchObject({ user_name: 'Otto Other', user_email: other.email, category: 'account' });
    }
    const paged = await list(ctx.app, support.token, { filter: { id: [ownTicket, otherTicket] }, range: [0, 0] });
    expect(paged.headers['content-range']).toBe('tickets 0-0/2');
    const sorted = await list(ctx.app, support.token, { filter: { id: [ownTicket, otherTicket] }, sort: ['subject', 'DESC'] });
    expect(sorted.json().map((t: { subject: string }) => t.subject)).toEqual([TICKET.subject, 'Change my e-mail']);
  });

  it('filters by status, category, assignee (id, me, none), user and text', async () => {
    const a = await openTicket(ctx.app, owner.token, { subject: 'Withdrawal stuck', category: 'withdrawal', message: 'Help' });
    await reply(ctx.app, support.token, a._id, 'On it'); // answered, assigned to support
    const ids = (res: { json: () => { _id: string }[] }) =>
      res
        .json()
        .map((t) => t._id)
        .sort();
    const all = [ownTicket, otherTicket, a._id];
    const f = (filter: object) => list(ctx.app, support.token, { filter: { id: all, ...filter } });
    expect(ids(await f({ status: 'answered' }))).toEqual([a._id]);
    expect(ids(await f({ status: ['open', 'closed'] }))).toEqual([ownTicket, otherTicket].sort());
    expect(ids(await f({ category: 'withdrawal' }))).toEqual([a._id]);
    expect(ids(await f({ category: ['deposit', 'account'] }))).toEqual([ownTicket, otherTicket].sort());
    expect(ids(await f({ assignee: support.id }))).toEqual([a._id]);
    expect(ids(await list(ctx.app, support.token, { filter: { id: all, assignee: 'me' } }))).toEqual([a._id]);
    expect(ids(await list(ctx.app, admin.token, { filter: { id: all, assignee: 'me' } }))).toEqual([]);
    expect(ids(await f({ assignee: 'none' }))).toEqual([ownTicket, otherTicket].sort());
    expect(ids(await f({ user: other.id }))).toEqual([otherTicket]);
    expect(ids(await f({ q: 'otto' }))).toEqual([otherTicket]);
    expect(ids(await f({ q: 'stuck' }))).toEqual([a._id]);
    // the reply moved it to the top of the default order
    expect((await f({})).json()[0]._id).toBe(a._id);
  });

  it('bad filters and sorts are 400s', async () => {
    expectError(await list(ctx.app, support.token, { filter: { status: 'pending' } }), 400);
    expectError(await list(ctx.app, support.token, { filter: { assignee: 'someone' } }), 400, TICKET_MSG.assigneeFilter);
    expectError(await list(ctx.app, support.token, { filter: { owner: owner.id } }), 400);
    expectError(await list(ctx.app, support.token, { sort: ['user_email', 'ASC'] }), 400, 'Cannot sort by user_email');
    expectError(await call(ctx.app, undefined, 'GET', '/api/tickets'), 401);
  });
});
