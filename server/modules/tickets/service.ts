import type { z } from 'zod';
import { MSG } from '@/common/messages';
import type { createTicketSchema, TicketListFilter, updateTicketSchema } from '@/common/api/tickets';
import { sniffKycDocument } from '@/common/validation/kyc';
import {
  ticketAttachmentFileName,
  TICKET_ATTACHMENT_BYTES_PER_DAY,
  TICKET_ATTACHMENTS_PER_DAY,
  TICKET_MSG,
  type TicketStatus,
} from '@/common/validation/tickets';
import type { Db, Queryable } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import type { UserRow } from '@/server/db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '@/server/lib/errors';
import type { ListQuery } from '@/server/lib/list-query';
import type { Notifier } from '../notifications/notifier';
import { recordAudit } from '../audit/repository';
import {
  attachmentUsage,
  findTicket,
  findUser,
  insertMessage,
  insertTicket,
  listMessages,
  listTickets,
  lockAttachmentQuota,
  lockTicket,
  readAttachment,
  updateTicket,
  type NewAttachment,
  type TicketRow,
  type TicketView,
} from './repository';

export const isStaff = (actor: Pick<UserRow, 'role'>) => actor.role !== 'investor';

/** An investor reaches only their own tickets; staff (support, admin) every ticket. */
function mayReach(actor: UserRow, ownerId: string) {
  if (!isStaff(actor) && actor.id !== ownerId) throw forbidden(MSG.forbidden);
}

/** The list: an investor's own tickets, or every ticket for staff (who may filter by user). */
/**
 * Before the body is read or validated: 403 when the caller may not reach the ticket, so that
 * a refusal never depends on the payload (a missing ticket is left to the handler's 404).
 */
export async function assertMayReach(db: Db, actor: UserRow, id: string) {
  if (isStaff(actor)) return;
  const ticket = await findTicket(db, id);
  if (ticket) mayReach(actor, ticket.userId);
}

export function listFor(db: Db, actor: UserRow, query: ListQuery<TicketListFilter>) {
  if (!isStaff(actor) && query.filter.user && query.filter.user !== actor.id) throw forbidden(TICKET_MSG.userFilterStaffOnly);
  return listTickets(db, query, actor.id, isStaff(actor) ? undefined : actor.id);
}

export async function readTicket(db: Db, actor: UserRow, id: string) {
  const ticket = await findTicket(db, id);
  if (!ticket) throw notFound(TICKET_MSG.notFound);
  mayReach(actor, ticket.userId);
  return { ticket, messages: await listMessages(db, id) };
}

/**
 * Inside the transaction that stores an investor's attachment, before it is stored: only an
 * account whose e-mail address is verified may attach (403), and at most so many files and
 * bytes over any 24 hours (429). The investor's advisory lock makes the count and the insert
 * one step, so uploads sent at once cannot all slip under the limit. Staff replies are part of
 * their work (and audited): they are not counted.
 */
async function admitAttachment(tx: Queryable, actor: UserRow, attachment: NewAttachment | undefined) {
  if (!attachment || isStaff(actor)) return;
  const refuse = (status: number, message: string) => new HttpError(status, message, [{ field: 'attachment', message }]);
  if (!actor.emailVerified) throw refuse(403, TICKET_MSG.verifyToAttach);
  await lockAttachmentQuota(tx, actor.id);
  const used = await attachmentUsage(tx, actor.id);
  if (used.count + 1 > TICKET_ATTACHMENTS_PER_DAY) throw refuse(429, TICKET_MSG.attachmentsPerDay);
  if (used.bytes + attachment.bytes.length > TICKET_ATTACHMENT_BYTES_PER_DAY) throw refuse(429, TICKET_MSG.attachmentBytesPerDay);
}

/** An investor opens a ticket: the ticket and its first message commit together. */
export async function openTicket(db: Db, actor: UserRow, input: z.output<typeof createTicketSchema>, attachment?: NewAttachment) {
  const id = await db.transaction(async (tx) => {
    await admitAttachment(tx, actor, attachment);
    const ticketId = await insertTicket(tx, { userId: actor.id, subject: input.subject, category: input.category });
    await insertMessage(tx, { ticketId, authorId: actor.id, body: input.message, attachment });
    return ticketId;
  });
  return readTicket(db, actor, id);
}

/**
 * A message in a ticket's thread. A staff reply makes the ticket 'answered', assigns it to the
 * replier when nobody had it, tells the owner (inbox + e-mail, in this transaction) and is
 * audited; the owner's reply makes it 'open' again. A closed ticket takes no message (409):
 * it is reopened first, on purpose, so that nobody writes into a thread the others think is over.
 */
export async function replyToTicket(db: Db, notifier: Notifier, actor: UserRow, id: string, body: string, attachment?: NewAttachment) {
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket) throw notFound(TICKET_MSG.notFound);
    mayReach(actor, ticket.userId);
    if (ticket.status === 'closed') throw conflict(TICKET_MSG.closed);
    await admitAttachment(tx, actor, attachment);
    const message = await insertMessage(tx, { ticketId: id, authorId: actor.id, body, attachment });
    if (!isStaff(actor)) {
      await updateTicket(tx, id, { status: 'open', lastMessageAt: message.createdAt });
      return;
    }
    const assigneeId = ticket.assigneeId ?? actor.id;
    await updateTicket(tx, id, { status: 'answered', assigneeId, lastMessageAt: message.createdAt });
    const owner = await findUser(tx, ticket.userId);
    if (owner && !owner.deletedAt) {
      await notifier.notify(tx, { id: owner.id, email: owner.email, locale: owner.locale }, 'ticket_answered', {
        ticketId: id,
        subject: ticket.subject,
      });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'ticket.reply',
      entity: 'ticket',
      entityId: id,
      before: { status: ticket.status, assignee: ticket.assigneeId },
      after: { status: 'answered', assignee: assigneeId, message_id: message.id, attachment: attachment ? attachment.mime : null },
    });
  });
  return readTicket(db, actor, id);
}

/**
 * Status and assignee. Staff set either (the assignee must be staff: 400 otherwise); the owner
 * may only close their ticket or reopen a closed one (403 for anything else). Staff changes
 * are audited.
 */
export async function changeTicket(
  db: Db,
  clock: Clock,
  actor: UserRow,
  id: string,
  input: z.output<typeof updateTicketSchema>,
): Promise<TicketView> {
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket) throw notFound(TICKET_MSG.notFound);
    mayReach(actor, ticket.userId);
    if (!isStaff(actor)) {
      if (input.assignee !== undefined || !ownerMay(ticket, input.status)) throw forbidden(TICKET_MSG.ownerMayOnlyCloseOrReopen);
      if (input.status !== ticket.status) await updateTicket(tx, id, statusChange(input.status as TicketStatus, clock));
      return;
    }
    if (input.assignee) {
      const assignee = await findUser(tx, input.assignee);
      if (!assignee || assignee.deletedAt || assignee.role === 'investor') {
        throw badRequest(TICKET_MSG.assigneeNotStaff, [{ field: 'assignee', message: TICKET_MSG.assigneeNotStaff }]);
      }
    }
    const set = {
      ...(input.status !== undefined && input.status !== ticket.status && statusChange(input.status, clock)),
      ...(input.assignee !== undefined && { assigneeId: input.assignee }),
    };
    if (!Object.keys(set).length) return;
    await updateTicket(tx, id, set);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'ticket.update',
      entity: 'ticket',
      entityId: id,
      before: { status: ticket.status, assignee: ticket.assigneeId },
      after: { status: input.status ?? ticket.status, assignee: input.assignee !== undefined ? input.assignee : ticket.assigneeId },
    });
  });
  const view = await findTicket(db, id);
  if (!view) throw notFound(TICKET_MSG.notFound);
  return view;
}

/** The owner closes (from any status) or reopens a closed ticket; asking for what is already so is fine. */
function ownerMay(ticket: TicketRow, status: TicketStatus | undefined) {
  if (status === 'closed') return true;
  if (status === 'open') return ticket.status === 'closed' || ticket.status === 'open';
  return false;
}

/** closedAt on the app's clock, like the product's other times that rules and tests depend on. */
const statusChange = (status: TicketStatus, clock: Clock) => ({ status, closedAt: status === 'closed' ? clock.now() : null });

/**
 * An attachment's bytes for its ticket's owner or staff, with the type read from those bytes
 * again (what is served is what the file is) and the name to save it under, which follows
 * that type. The name it was sent with is not part of the download.
 */
export async function readTicketAttachment(db: Db, actor: UserRow, ticketId: string, messageId: string) {
  const row = await readAttachment(db, ticketId, messageId);
  if (!row) throw notFound(TICKET_MSG.messageNotFound);
  mayReach(actor, row.ownerId);
  const mime = row.bytes && sniffKycDocument(row.bytes);
  // a stored file that does not read as an accepted type is never served
  if (!row.bytes || !mime) throw notFound(TICKET_MSG.noAttachment);
  return { bytes: row.bytes, mime, fileName: ticketAttachmentFileName(messageId, mime) };
}
