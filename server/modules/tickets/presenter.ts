import { ticketAttachmentUrl, type PublicTicket, type PublicTicketDetail, type PublicTicketMessage } from '@/common/api/tickets';
import { ticketAttachmentFileName, type TicketCategory, type TicketMimeType, type TicketStatus } from '@/common/validation/tickets';
import type { tickets } from '@/server/db/schema';
import { assertSame } from '@/server/lib/same';
import type { MessageView, TicketView } from './repository';

type Row = typeof tickets.$inferSelect;
// The database enums and the shared lists must name the same values.
assertSame<Row['status'], TicketStatus>(true);
assertSame<Row['category'], TicketCategory>(true);

/** A ticket as the API shows it; the names of the owner and the assignee only to staff. */
export const toPublicTicket = (t: TicketView, forStaff: boolean): PublicTicket => ({
  _id: t.id,
  userid: t.userId,
  ...(forStaff && { user_name: t.userName, user_email: t.userEmail, assignee: t.assigneeId, assignee_name: t.assigneeName }),
  subject: t.subject,
  category: t.category,
  status: t.status,
  last_message_at: t.lastMessageAt.toISOString(),
  closed_at: t.closedAt ? t.closedAt.toISOString() : null,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

export const toPublicMessage = (m: MessageView): PublicTicketMessage => ({
  _id: m.id,
  author: { _id: m.authorId, name: m.authorName, staff: m.authorRole !== 'investor' },
  body: m.body,
  createdAt: m.createdAt.toISOString(),
  attachment:
    m.attachmentMime && m.attachmentName
      ? {
          name: m.attachmentName,
          file_name: ticketAttachmentFileName(m.id, m.attachmentMime as TicketMimeType),
          mime: m.attachmentMime as TicketMimeType,
          size: m.attachmentSize ?? 0,
          url: ticketAttachmentUrl(m.ticketId, m.id),
        }
      : null,
});

export const toPublicTicketDetail = (t: TicketView, messages: MessageView[], forStaff: boolean): PublicTicketDetail => ({
  ...toPublicTicket(t, forStaff),
  messages: messages.map(toPublicMessage),
});
