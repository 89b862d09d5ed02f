import { z } from 'zod';
import { API_INPUT_MSG, dateBoundFilterField, searchFilterField } from './list';

/** One audit row as the API shows it. */
export const auditEntrySchema = z
  .object({
    _id: z.string().describe('the row number, as a string'),
    actorId: z.string().nullable().describe('who made the change; null for the system'),
    actorEmail: z.string().nullable(),
    actorName: z.string().nullable().describe("the actor's name; null for the system or a deleted actor"),
    action: z.string().describe('e.g. plan.update, user.credit'),
    entity: z.string().describe('e.g. plan, wallet, user, transaction'),
    entityId: z.string(),
    entityLabel: z
      .string()
      .nullable()
      .describe(
        "what names the record: a user's or plan's name, a ticket's subject, 'Withdrawal $1,500.00 of Jane Doe'; null when unknown",
      ),
    before: z.unknown().describe('the record before the change (null for a create)'),
    after: z.unknown().describe('the record after the change'),
    createdAt: z.string(),
  })
  .describe('AuditEntry');
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListFilterSchema = z.strictObject({
  q: searchFilterField.optional(),
  id: z
    .array(z.string().regex(/^\d{1,18}$/, { error: () => API_INPUT_MSG.notValidId }))
    .max(500)
    .optional(),
  entity: z.string().max(100).optional(),
  entityId: z.string().max(200).optional(),
  actorId: z.uuid({ error: () => API_INPUT_MSG.notValidId }).optional(),
  action: z.string().max(100).optional(),
  /** a date alone (2025-01-31) means from that day's start (UTC) */
  createdAt_gte: dateBoundFilterField.optional(),
  /** a date alone (2025-01-31) means up to that day's end (UTC) */
  createdAt_lte: dateBoundFilterField.optional(),
});
export type AuditListFilter = z.infer<typeof auditListFilterSchema>;

export const AUDIT_SORTABLE = ['id', 'createdAt', 'action', 'entity', 'entityId', 'actorId'] as const;
