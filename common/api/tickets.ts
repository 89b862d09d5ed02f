import { z } from 'zod';
import {
  newTicketFields,
  TICKET_CATEGORIES,
  TICKET_MIME_TYPES,
  TICKET_MSG,
  TICKET_STATUSES,
  ticketReplyFields,
} from '../validation/tickets';
import { API_INPUT_MSG, searchFilterField, uuidListFilterField } from './list';

/** POST /api/tickets as JSON (multipart carries the same fields and an `attachment` file). */
export const createTicketSchema = z.strictObject(newTicketFields);
export type CreateTicketInput = z.input<typeof createTicketSchema>;

/** POST /api/tickets/{id}/messages as JSON (or multipart with an `attachment`). */
export const ticketReplySchema = z.strictObject(ticketReplyFields);

/**
 * PUT /api/tickets/{id}: staff set the status and the assignee (a staff user's id, or null);
 * the owner may only close (status closed) and reopen (status open).
 */
export const updateTicketSchema = z
  .strictObject({
    status: z.enum(TICKET_STATUSES, { error: () => TICKET_MSG.statusRequired }).optional(),
    assignee: z
      .uuid({ error: () => API_INPUT_MSG.notValidId })
      .nullable()
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.assignee !== undefined, { error: () => TICKET_MSG.nothingToChange });

/** A ticket in a list. Names of the owner and the assignee are shown to staff only. */
export const ticketSchema = z
  .object({
    _id: z.string(),
    userid: z.string(),
    user_name: z.string().optional().describe('staff only'),
    user_email: z.string().optional().describe('staff only'),
    subject: z.string(),
    category: z.enum(TICKET_CATEGORIES),
    status: z.enum(TICKET_STATUSES),
    assignee: z.string().nullable().optional().describe('staff only: the assigned staff user'),
    assignee_name: z.string().nullable().optional().describe('staff only'),
    last_message_at: z.string(),
    closed_at: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('Ticket');
export type PublicTicket = z.infer<typeof ticketSchema>;

const ticketAttachmentSchema = z.object({
  name: z.string().describe('the name it was sent with: shown, never used to save the file'),
  file_name: z.string().describe('the name to save it under: its extension follows the type read from its content'),
  mime: z.enum(TICKET_MIME_TYPES),
  size: z.number().int().describe('bytes'),
  url: z.string().describe('GET it with the bearer token'),
});

export const ticketMessageSchema = z
  .object({
    _id: z.string(),
    author: z.object({ _id: z.string(), name: z.string(), staff: z.boolean() }),
    body: z.string(),
    createdAt: z.string(),
    attachment: ticketAttachmentSchema.nullable(),
  })
  .describe('TicketMessage');
export type PublicTicketMessage = z.infer<typeof ticketMessageSchema>;

/** GET /api/tickets/{id}: the ticket and its whole thread, oldest message first. */
export const ticketDetailSchema = ticketSchema.extend({ messages: z.array(ticketMessageSchema) }).describe('TicketWithMessages');
export type PublicTicketDetail = z.infer<typeof ticketDetailSchema>;

const oneOrMany = <T extends z.ZodType>(item: T, max: number) => z.union([item, z.array(item).max(max)]);

export const ticketListFilterSchema = z.strictObject({
  q: searchFilterField.optional(),
  id: uuidListFilterField.optional(),
  status: oneOrMany(z.enum(TICKET_STATUSES), TICKET_STATUSES.length).optional(),
  category: oneOrMany(z.enum(TICKET_CATEGORIES), TICKET_CATEGORIES.length).optional(),
  /** a staff user's id, 'none' (unassigned) or 'me' (the caller) */
  assignee: z
    .string()
    .refine((v) => v === 'none' || v === 'me' || z.uuid().safeParse(v).success, { error: () => TICKET_MSG.assigneeFilter })
    .optional(),
  /** staff only: one investor's tickets */
  user: z.uuid().optional(),
});
export type TicketListFilter = z.infer<typeof ticketListFilterSchema>;

export const TICKET_SORTABLE = ['id', '_id', 'last_message_at', 'createdAt', 'updatedAt', 'status', 'category', 'subject'] as const;

export const ticketMessageParamsSchema = z.object({
  id: z.uuid({ error: () => API_INPUT_MSG.notValidId }),
  messageId: z.uuid({ error: () => API_INPUT_MSG.notValidId }),
});

/** The attachment's address (the API answers it in each message's attachment.url). */
export const ticketAttachmentUrl = (ticketId: string, messageId: string) => `/api/tickets/${ticketId}/messages/${messageId}/attachment`;
