import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';
import { withGetters } from '../validation/lazy-text';
import { API_INPUT_MSG, uuidListFilterField } from './list';

// The second person's desk: money one staff member could create and then send out (a credit
// at or above the two-person threshold, a raised daily withdrawal limit) waits here until a
// different admin approves it. Shared by the server and the back-office.

export const APPROVAL_KINDS = ['credit', 'withdrawal_limit'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

const person = z.object({ id: z.string(), name: z.string().nullable() });

/** One request as staff see it. */
export const approvalSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(APPROVAL_KINDS),
    status: z.enum(APPROVAL_STATUSES),
    user: person.extend({ email: z.string().nullable() }).describe('whose money or limit it is'),
    account: z.enum(['balance', 'bonus']).nullable().describe('credit: the account credited'),
    amount: z.number().nullable().describe('credit: US dollars'),
    reason: z.string().nullable().describe('credit: why, as the requester gave it'),
    daily_withdrawal_limit: z.number().nullable().describe('withdrawal_limit: the new limit in dollars (null: the default)'),
    requested_by: person,
    decided_by: person.nullable(),
    decided_at: z.string().nullable(),
    decision_reason: z.string().nullable(),
    createdAt: z.string(),
  })
  .describe('StaffApproval');
export type StaffApproval = z.infer<typeof approvalSchema>;

export const approvalListFilterSchema = z.strictObject({
  id: uuidListFilterField.optional(),
  status: z.enum(APPROVAL_STATUSES).optional(),
  kind: z.enum(APPROVAL_KINDS).optional(),
  userId: z.uuid({ error: () => API_INPUT_MSG.notValidId }).optional(),
});
export type ApprovalListFilter = z.infer<typeof approvalListFilterSchema>;
export const APPROVAL_SORTABLE = ['id', 'createdAt', 'status', 'kind'] as const;

export const APPROVAL_REASON_MAX = 500;
export const decideApprovalSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(APPROVAL_REASON_MAX, { error: () => APPROVAL_MSG.reasonTooLong })
    .optional(),
});

/** The answer of a change that now waits for a second person (202). */
export const pendingApprovalSchema = z.object({ pending_approval: approvalSchema });
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

/** Messages filled with this module's limits: APPROVAL_MSG reads them as properties. */
const APPROVAL_LIMIT_MSG = defineTexts('approval', {
  reasonTooLong: (max: number) => ({ max }),
});

export const APPROVAL_MSG = withGetters(
  defineTexts('approval', {
    notFound: plain,
    notPending: (status: string) => ({ status }),
    /** the requester tries to approve their own request */
    ownRequest: plain,
    /** the target of the request is the approver */
    ownAccount: plain,
    /** the requester has since left the staff (deleted, disabled or demoted) */
    requesterGone: plain,
    userGone: plain,
    /** a credit that brings what one admin credited a user in 24 hours to the two-person threshold */
    creditWaits: plain,
    limitWaits: plain,
    /** the user edit saved, but some of its changes (a credit, a raised limit) wait for a second admin */
    editWaits: (changes: string) => ({ changes }),
  }),
  { reasonTooLong: () => APPROVAL_LIMIT_MSG.reasonTooLong(APPROVAL_REASON_MAX) },
);
