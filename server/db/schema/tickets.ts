import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns';
import { users } from './users';

export const ticketStatusEnum = pgEnum('ticket_status', ['open', 'answered', 'closed']);
export const ticketCategoryEnum = pgEnum('ticket_category', ['deposit', 'withdrawal', 'investment', 'account', 'other']);

/** A support conversation opened by an investor; staff answer, assign and close it. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    category: ticketCategoryEnum('category').notNull(),
    /** open: waiting for staff; answered: waiting for the investor; closed */
    status: ticketStatusEnum('status').notNull().default('open'),
    assigneeId: uuid('assignee_id').references(() => users.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tickets_user_created_idx').on(t.userId, t.createdAt),
    index('tickets_status_last_idx').on(t.status, t.lastMessageAt),
    index('tickets_assignee_idx').on(t.assigneeId),
  ],
);

/** One message of a ticket's thread, with at most one attachment (JPEG, PNG or PDF, 5 MB). */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    attachment: bytea('attachment'),
    attachmentMime: text('attachment_mime'),
    attachmentName: text('attachment_name'),
    attachmentSize: integer('attachment_size'),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_created_idx').on(t.ticketId, t.createdAt)],
);
