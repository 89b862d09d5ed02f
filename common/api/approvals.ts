import { z } from 'zod';
import { uuidListFilterField } from './list';

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
  userId: z.uuid({ error: 'Not a valid id' }).optional(),
});
export type ApprovalListFilter = z.infer<typeof approvalListFilterSchema>;
export const APPROVAL_SORTABLE = ['id', 'createdAt', 'status', 'kind'] as const;

export const APPROVAL_REASON_MAX = 500;
export const decideApprovalSchema = z.strictObject({
  reason: z.string().trim().max(APPROVAL_REASON_MAX, `The reason can be at most ${APPROVAL_REASON_MAX} characters`).optional(),
});

/** The answer of a change that now waits for a second person (202). */
export const pendingApprovalSchema = z.object({ pending_approval: approvalSchema });
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

export const APPROVAL_MSG = {
  notFound: 'No such approval request',
  notPending: (status: string) => `This request is already ${status}`,
  /** the requester tries to approve their own request */
  ownRequest: 'You asked for this change: a different admin must approve it',
  /** the target of the request is the approver */
  ownAccount: 'This change is to your own account: another admin must decide it',
  /** the requester has since left the staff (deleted, disabled or demoted) */
  requesterGone: 'Whoever asked for this change is no longer active staff: the request cannot be approved',
  userGone: 'The user of this request no longer exists',
  /** a credit that brings what one admin credited a user in 24 hours to the two-person threshold */
  creditWaits:
    'This credit reaches the two-person threshold (with what you credited this user in the last 24 hours): it waits in Approvals for a second admin',
  limitWaits: 'Raising a daily withdrawal limit needs a second admin: it waits in Approvals',
  /** the user edit saved, but some of its changes (a credit, a raised limit) wait for a second admin */
  editWaits: (changes: string) => `Saved. Waiting in Approvals for a second admin: ${changes}`,
} as const;
