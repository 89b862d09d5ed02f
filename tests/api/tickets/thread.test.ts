// A ticket's life: staff replies (answered, the owner notified, audited), the owner's reply
// (open again), closing and reopening by the owner, staff status and assignee changes.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketLink } from '@/common/app-links';
import { TICKET_MSG } from '@/common/validation/tickets';
import { auditLog, notifications, tickets } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectFieldError,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { call, openTicket, PDF, postForm, reply, update } from './ticket-helpers';

let ctx: TestContext;
/** the app's clock: a closed ticket's time comes from it, not the machine's */
const clock = new ManualClock();
let owner: TestUser;
let other: TestUser;
let support: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' }, { clock });
  owner = await createInvestor(ctx.app);
  other = await createInvestor(ctx.app);
  support = await createSupport(ctx.app);
  admin = await loginAdmin(ctx.app);
});
afterAll(() => ctx.close());

const auditRows = (id: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'ticket'), eq(auditLog.entityId, id)));
const inbox = (userId: string) => ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('replies', () => {
  it('a staff reply: answered, assigned to the replier, the owner notified in the inbox, audited', async () => {
    const t = await openTicket(ctx.app, owner.token);
    const notesBefore = (await inbox(owner.id)).length;
    const res = await reply(ctx.app, support.token, t._id, '  We found it: credited now.  ');
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json();
    expect(detail).toMatchObject({ status: 'answered', assignee: support.id, user_email: owner.email });
    expect(detail.messages).toHaveLength(2);
    expect(detail.messages[1]).toMatchObject({
      author: { _id: support.id, staff: true },
      body: 'We found it: credited now.',
      attachment: null,
    });
    expect(Date.parse(detail.last_message_at)).toBe(Date.parse(detail.messages[1].createdAt));

    const notes = await inbox(owner.id);
    expect(notes).toHaveLength(notesBefore + 1);
    const note = notes.find((n) => n.kind === 'ticket_answered');
    expect(note).toMatchObject({ kind: 'ticket_answered', link: ticketLink(t._id), readAt: null });
    expect(note?.data).toEqual({ ticketId: t._id, subject: t.subject });

    const audit = await auditRows(t._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: support.id, action: 'ticket.reply' });
    expect(audit[0].before).toEqual({ status: 'open', assignee: null });
    expect(audit[0].after).toMatchObject({ status: 'answered', assignee: support.id, message_id: detail.messages[1]._id });
    // the replier's own inbox is untouched
    expect((await inbox(support.id)).some((n) => n.kind === 'ticket_answered')).toBe(false);
  });

  it("a second staff member's reply keeps the assignee", async () => {
    const t = await openTicket(ctx.app, owner.token);
    await update(ctx.app, admin.token, t._id, { assignee: support.id });
    const res = await reply(ctx.app, admin.token, t._id, 'Adding to what my colleague will say.');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'answered', assignee: support.id });
  });

  it("the owner's reply makes an answered ticket open again; it is not audited and notifies nobody", async () => {
    const t = await openTicket(ctx.app, owner.token);
    await reply(ctx.app, support.token, t._id, 'Which address did you send it to?');
    const notes = (await inbox(owner.id)).length;
    const res = await reply(ctx.app, owner.token, t._id, 'To the one on the deposit page.');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'open' });
    expect(res.json().messages[2].author).toEqual({ _id: owner.id, name: 'Ada Investor', staff: false });
    expect((await inbox(owner.id)).length).toBe(notes);
    expect((await auditRows(t._id)).map((a) => a.action)).toEqual(['ticket.reply']);
  });

  it('a reply may carry an attachment (multipart) and is checked like a new ticket', async () => {
    const t = await openTicket(ctx.app, owner.token);
    const res = await postForm(ctx.app, owner.token, `/api/tickets/${t._id}/messages`, { body: 'Here is my statement.' }, [
      { bytes: PDF, filename: 'statement.pdf', type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().messages[1].attachment).toMatchObject({ name: 'statement.pdf', mime: 'application/pdf', size: PDF.length });
    expectFieldError(await reply(ctx.app, owner.token, t._id, ' '), 'body', TICKET_MSG.messageRequired);
    expectFieldError(
      await postForm(ctx.app, owner.token, `/api/tickets/${t._id}/messages`, { body: 'x', subject: 'y' }),
      'subject',
      /not a recognised/,
    );
  });

  it('a closed ticket takes no reply until it is reopened (409)', async () => {
    const t = await openTicket(ctx.app, owner.token);
    expect((await update(ctx.app, owner.token, t._id, { status: 'closed' })).statusCode).toBe(200);
    expectError(await reply(ctx.app, owner.token, t._id, 'One more thing'), 409, TICKET_MSG.closed);
    expectError(await reply(ctx.app, support.token, t._id, 'One more thing'), 409, TICKET_MSG.closed);
    expect((await update(ctx.app, owner.token, t._id, { status: 'open' })).statusCode).toBe(200);
    expect((await reply(ctx.app, owner.token, t._id, 'One more thing')).statusCode).toBe(201);
  });

  it('404 for a ticket that does not exist, 400 for a bad id', async () => {
    expectError(await reply(ctx.app, owner.token, '00000000-0000-4000-8000-000000000000', 'Hello'), 404, TICKET_MSG.notFound);
    expectError(await reply(ctx.app, owner.token, 'not-an-id', 'Hello'), 400);
    expectError(await call(ctx.app, owner.token, 'GET', '/api/tickets/00000000-0000-4000-8000-000000000000'), 404);
  });
});

describe('status and assignee', () => {
  it('the owner closes (also an answered ticket) and reopens; closed_at follows', async () => {
    const t = await openTicket(ctx.app, owner.token);
    await reply(ctx.app, support.token, t._id, 'Done.');
    clock.advance(90 * 60_000);
    const closed = await update(ctx.app, owner.token, t._id, { status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closed_at: clock.now().toISOString() });
    const reopened = await update(ctx.app, owner.token, t._id, { status: 'open' });
    expect(reopened.json()).toMatchObject({ status: 'open', closed_at: null });
    // owner changes are not audited (only the staff reply is)
    expect((await auditRows(t._id)).map((a) => a.action)).toEqual(['ticket.reply']);
  });

  it('the owner may not mark answered, reopen an answered ticket by status, or assign (403)', async () => {
    const t = await openTicket(ctx.app, owner.token);
    await reply(ctx.app, support.token, t._id, 'Answer');
    expectError(await update(ctx.app, owner.token, t._id, { status: 'answered' }), 403, TICKET_MSG.ownerMayOnlyCloseOrReopen);
    expectError(await update(ctx.app, owner.token, t._id, { status: 'open' }), 403);
    expectError(await update(ctx.app, owner.token, t._id, { assignee: support.id }), 403);
    expectError(await update(ctx.app, owner.token, t._id, { assignee: null }), 403);
    const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, t._id));
    expect(row).toMatchObject({ status: 'answered', assigneeId: support.id });
  });

  it('staff assign to a staff member, unassign and close; each change audited', async () => {
    const t = await openTicket(ctx.app, owner.token);
    const assigned = await update(ctx.app, support.token, t._id, { assignee: admin.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ assignee: admin.id, assignee_name: expect.any(String), status: 'open' });
    clock.advance(5 * 60_000);
    const closed = await update(ctx.app, admin.token, t._id, { status: 'closed', assignee: null });
    expect(closed.json()).toMatchObject({ assignee: null, assignee_name: null, status: 'closed', closed_at: clock.now().toISOString() });
    const audit = await auditRows(t._id);
    expect(audit.map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      ['ticket.update', support.id, { status: 'open', assignee: null }, { status: 'open', assignee: admin.id }],
      ['ticket.update', admin.id, { status: 'open', assignee: admin.id }, { status: 'closed', assignee: null }],
    ]);
    // a change to nothing new is not audited
    expect((await update(ctx.app, admin.token, t._id, { status: 'closed' })).statusCode).toBe(200);
    expect(await auditRows(t._id)).toHaveLength(2);
  });

  it('assigning to an investor, an unknown user or nothing at all is a 400', async () => {
    const t = await openTicket(ctx.app, owner.token);
    expectFieldError(await update(ctx.app, support.token, t._id, { assignee: other.id }), 'assignee', TICKET_MSG.assigneeNotStaff);
    expectFieldError(await update(ctx.app, support.token, t._id, { assignee: owner.id }), 'assignee', TICKET_MSG.assigneeNotStaff);
    expectError(await update(ctx.app, support.token, t._id, { assignee: '00000000-0000-4000-8000-000000000000' }), 400);
    expectError(await update(ctx.app, support.token, t._id, {}), 400, TICKET_MSG.nothingToChange);
    expectError(await update(ctx.app, support.token, t._id, { status: 'pending' }), 400);
    expect(await auditRows(t._id)).toHaveLength(0);
  });
});
