import { z } from 'zod';
import { COIN_SYMBOLS } from '../coins';
import { translate } from '../i18n/translate';
import { positiveMoneySchema } from '../money';
import { PAYOUT_REFERENCE_MAX } from '../transactions';
import { PAYOUT_BULK_MAX, PAYOUT_MSG, REJECT_REASON_MAX, RISK_FLAGS } from '../validation/payouts';
import { TX_MSG } from '../validation/transaction';
import { API_INPUT_MSG, searchFilterField, uuidListFilterField } from './list';

// The payout desk: two-person approval of withdrawals, rejection with a reason, the
// queue grouped by coin, the CSV export for the payout run and the bulk mark-paid upload.
// Staff only. A withdrawal's record (common/api/transactions.ts transactionSchema) carries,
// for staff, `risk_flags` and the review fields below.

/** A staff member as the desk names them. */
const staffRefSchema = z.object({ id: z.string(), name: z.string() });

/**
 * Where a withdrawal stands for the staff member asking: who must do what next, in words, and
 * which steps the rules let this person take now. The server decides with the same rules it
 * enforces (the two-person threshold, the sum one person approved or paid for this user in 24
 * hours, whoever approved never pays, nobody acts on their own money, and an approval is not
 * offered when no admin other than its author could then pay), so a screen need not recompute them.
 */
const reviewStateSchema = z
  .object({
    next_step: z.string().describe('who must do what next, told to the staff member asking'),
    may_approve: z.boolean().describe('this staff member may approve it now, and an admin other than them could then pay it'),
    may_withdraw_approval: z.boolean().describe('this staff member approved it and may withdraw that approval'),
    may_mark_paid: z.boolean().describe('this staff member may mark it paid now'),
    may_reject: z.boolean().describe('this staff member may reject it now'),
  })
  .describe('WithdrawalReviewState');
export type ReviewState = z.infer<typeof reviewStateSchema>;

/**
 * Who approved, paid or rejected a withdrawal and when (staff only; null while the step has
 * not happened). `needs_approval`: at or above DUAL_APPROVAL_USD, so another staff member
 * must approve before an admin marks it paid.
 */
export const withdrawalReviewFields = {
  needs_approval: z.boolean().optional().describe('staff only: at or above the two-person threshold'),
  approved_by: staffRefSchema.nullable().optional().describe('staff only'),
  approved_at: z.string().nullable().optional().describe('staff only'),
  paid_by: staffRefSchema.nullable().optional().describe('staff only'),
  paid_at: z.string().nullable().optional().describe('staff only'),
  rejected_by: staffRefSchema.nullable().optional().describe('staff only'),
  rejected_at: z.string().nullable().optional().describe('staff only'),
  rejected_reason: z.string().nullable().optional().describe('staff only: as told to the investor'),
  review_state: reviewStateSchema.optional().describe('staff only: who must do what next, and what the asking staff member may do'),
  risk_flags: z
    .array(z.enum(RISK_FLAGS))
    .optional()
    .meta({
      // the API's description is English; a getter, read when the server writes the description
      // (a module reads no words when it loads: a browser page has none yet)
      get description() {
        const flags = RISK_FLAGS.map((f) => `${f}: ${translate(`riskFlag.${f}_description`, undefined, 'en')}`);
        return `staff only: computed when the withdrawal was made (${flags.join('; ')})`;
      },
    }),
};

/** The hash of the transfer that paid a withdrawal (its payout reference), as a blockchain explorer shows it. */
export const payoutReferenceField = z
  .string({ error: () => TX_MSG.payoutReferenceInvalid })
  .trim()
  .min(1, { error: () => TX_MSG.payoutReferenceInvalid })
  .max(PAYOUT_REFERENCE_MAX, { error: () => TX_MSG.payoutReferenceInvalid })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:/#-]*$/, { error: () => TX_MSG.payoutReferenceInvalid });

/** Why a withdrawal is rejected, as told to the investor (the reject routes and the PUT that fails a pending one). */
export const rejectReasonField = z
  .string({ error: () => PAYOUT_MSG.reasonRequired })
  .trim()
  .min(1, { error: () => PAYOUT_MSG.reasonRequired })
  .max(REJECT_REASON_MAX, { error: () => PAYOUT_MSG.reasonTooLong });

/** POST /api/transaction/{id}/reject (admin): refunds the held funds and tells the owner why. */
export const rejectWithdrawalSchema = z.strictObject({ reason: rejectReasonField });
export type RejectWithdrawalInput = z.input<typeof rejectWithdrawalSchema>;

const idsField = z
  .array(z.uuid({ error: () => API_INPUT_MSG.notValidId }), { error: () => PAYOUT_MSG.idsRequired })
  .min(1, { error: () => PAYOUT_MSG.idsRequired })
  .max(PAYOUT_BULK_MAX, { error: () => PAYOUT_MSG.tooMany });

/**
 * What an approver saw and approves: the withdrawal's amount (US dollars, as its record's
 * `amount`), coin and address (its `payment_method` and `payment_address`). The server compares
 * them with the stored terms under the withdrawal's row lock and approves nothing when they
 * differ (409 PAYOUT_MSG.approvalTermsChanged), so a stale screen cannot approve a changed one.
 */
const termsRequired = () => PAYOUT_MSG.approvalTermsRequired;
const approvalTermsFields = {
  amount: z.number({ error: termsRequired }).pipe(positiveMoneySchema),
  payment_method: z.string({ error: termsRequired }).trim().min(1, { error: termsRequired }).max(200),
  payment_address: z.string({ error: termsRequired }).trim().min(1, { error: termsRequired }).max(200),
};

/** POST /api/transaction/{id}/approve (support or admin): the terms approved. */
export const approveWithdrawalSchema = z.strictObject(approvalTermsFields, { error: termsRequired });
export type ApproveWithdrawalInput = z.input<typeof approveWithdrawalSchema>;
export type ApprovalTerms = z.output<typeof approveWithdrawalSchema>;

/** One withdrawal of a bulk approval: its id and the terms approved. */
const approvalItemSchema = z.strictObject({ id: z.uuid({ error: () => API_INPUT_MSG.notValidId }), ...approvalTermsFields });

/** POST /api/payouts/approve (support or admin): each withdrawal with the terms approved, each on its own. */
export const bulkApproveSchema = z.strictObject({
  items: z
    .array(approvalItemSchema, { error: () => PAYOUT_MSG.idsRequired })
    .min(1, { error: () => PAYOUT_MSG.idsRequired })
    .max(PAYOUT_BULK_MAX, { error: () => PAYOUT_MSG.tooMany }),
});
export type BulkApproveInput = z.input<typeof bulkApproveSchema>;
export type BulkApproveItems = z.output<typeof bulkApproveSchema>;

/** POST /api/payouts/reject (admin). */
export const bulkRejectSchema = z.strictObject({ ids: idsField, reason: rejectReasonField });
export type BulkRejectInput = z.input<typeof bulkRejectSchema>;

/**
 * The answer of a bulk approve or reject: each id on its own (its own database transaction),
 * so a colleague's approval of one does not undo the others. `failed` says why per id.
 */
export const bulkResultSchema = z
  .object({
    done: z.array(z.string()),
    failed: z.array(z.object({ id: z.string(), status: z.number().int(), message: z.string() })),
  })
  .describe('PayoutBulkResult');
export type BulkResult = z.infer<typeof bulkResultSchema>;

/**
 * POST /api/payouts/paid (admin) as JSON: `id,reference` lines (a header line `id,reference` is
 * allowed, blank lines ignored). The same text can be sent as a `text/csv` body. All or nothing.
 */
export const markPaidSchema = z.strictObject({
  lines: z.string({ error: () => PAYOUT_MSG.linesRequired }).max(PAYOUT_BULK_MAX * 400, { error: () => PAYOUT_MSG.tooMany }),
});
export type MarkPaidInput = z.input<typeof markPaidSchema>;

/**
 * POST /api/transaction/{id}/paid (admin): one withdrawal marked paid with the hash of the
 * transfer that paid it (the payout desk's row and the withdrawal's page). Idempotency-Key.
 */
export const markOnePaidSchema = z.strictObject({ reference: payoutReferenceField });
export type MarkOnePaidInput = z.input<typeof markOnePaidSchema>;

export const markPaidResultSchema = z
  .object({ paid: z.array(z.object({ id: z.string(), reference: z.string() })) })
  .describe('PayoutMarkPaidResult');
export type MarkPaidResult = z.infer<typeof markPaidResultSchema>;

/** GET /api/payouts/summary: pending withdrawals per coin (coins with none are left out). */
export const payoutSummarySchema = z
  .array(
    z.object({
      coin: z.enum(COIN_SYMBOLS),
      /** every pending withdrawal of the coin */
      count: z.number().int(),
      total_usd: z.number(),
      /** the pending ones that can be paid: approved, or under DUAL_APPROVAL_USD (each withdrawal counted once, here or below) */
      ready_count: z.number().int(),
      ready_total_usd: z.number(),
      /** at or above DUAL_APPROVAL_USD and not approved yet: another staff member approves them first */
      awaiting_approval_count: z.number().int(),
      awaiting_approval_total_usd: z.number(),
      /** the oldest pending withdrawal's createdAt */
      oldest_at: z.string(),
    }),
  )
  .describe('PayoutSummary');
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

/**
 * GET /api/payouts: the queue, pending withdrawals only, oldest first by default (list
 * conventions: sort/range/filter as JSON strings, Content-Range). Rows are transactions with
 * risk_flags and the review fields.
 */
export const payoutListFilterSchema = z.strictObject({
  q: searchFilterField.optional(),
  id: uuidListFilterField.optional(),
  coin: z.enum(COIN_SYMBOLS).optional(),
  /** true: approved ones only; false: not yet approved */
  approved: z.boolean().optional(),
  /** true: with at least one risk flag; false: with none */
  flagged: z.boolean().optional(),
});
export type PayoutListFilter = z.infer<typeof payoutListFilterSchema>;

export const PAYOUT_SORTABLE = ['id', '_id', 'createdAt', 'amount', 'payment_method'] as const;

/**
 * GET /api/payouts/export?coin=btc: text/csv `id,coin,address,amount_usd,amount_coin,rate_usd,user,email` of the
 * pending ones that can be paid (approved, or under DUAL_APPROVAL_USD). `amount_coin` is the amount in the coin at
 * `rate_usd` (the live rate, else the admins' fallback; both empty when there is neither), rounded up so the
 * payment covers the dollars.
 */
export const payoutExportQuerySchema = z.object({
  coin: z.enum(COIN_SYMBOLS, { error: () => API_INPUT_MSG.coinOneOf(COIN_SYMBOLS.join(', ')) }),
});

// Routes (all under /api; bearer token):
//   POST /transaction/{id}/approve {amount, payment_method, payment_address}
//                                           support|admin  -> Transaction (with review fields); 409 not pending / already
//                                                             approved / terms changed (PAYOUT_MSG.approvalTermsChanged)
//   POST /transaction/{id}/reject {reason}  admin          -> Transaction; refunds, notifies the owner with the reason
//   PUT  /transaction/{id} {status:'successful', payout_reference}  admin: 403 PAYOUT_MSG.approvalRequired / ownApproval
//   GET  /payouts/summary                   support|admin  -> PayoutSummary
//   GET  /payouts                           support|admin  -> Transaction[] (Content-Range), filter PayoutListFilter
//   POST /payouts/approve {items: [{id, amount, payment_method, payment_address}]}
//                                           support|admin  -> BulkResult
//   POST /payouts/reject {ids, reason}      admin          -> BulkResult
//   DELETE /transaction/{id}/approve        its approver   -> Transaction; 403 not theirs, 409 not pending / no approval
//   POST /transaction/{id}/paid {reference} admin          -> Transaction; the two-person rule as PUT; Idempotency-Key
//   GET  /payouts/export?coin=btc           support|admin  -> text/csv attachment
//   POST /payouts/paid {lines} | text/csv   admin          -> MarkPaidResult; 400 PAYOUT_MSG.badLine, nothing changes
