import { formatUsdFromCents } from '../usd-format';

// The payout desk's rules shared by the server and the back-office: the risk flags and their
// labels, the two-person rule's messages, the daily limit's message, the bulk mark-paid lines.

/** Computed by the server when a withdrawal is created (not blocking); shown to staff only. */
export const RISK_FLAGS = [
  'recent_password_change',
  'recent_email_change',
  'recent_2fa_disabled',
  'new_address',
  'above_usual',
  'pass_through',
  'shared_address',
] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];
export const isRiskFlag = (v: string): v is RiskFlag => (RISK_FLAGS as readonly string[]).includes(v);

/** Short labels for the staff screens (chips), and a sentence saying why each was raised. */
export const RISK_FLAG_LABELS: Record<RiskFlag, { label: string; description: string }> = {
  recent_password_change: { label: 'Password changed', description: 'The password was changed in the 24 hours before this withdrawal' },
  recent_email_change: { label: 'E-mail changed', description: 'The e-mail address was changed in the 24 hours before this withdrawal' },
  recent_2fa_disabled: { label: '2FA turned off', description: 'Two-factor sign-in was turned off in the 24 hours before this withdrawal' },
  new_address: { label: 'New address', description: 'The first withdrawal of this user to this address' },
  above_usual: {
    label: 'Above usual',
    description: "More than 3 times the user's average paid withdrawal (or, with none paid yet, at least the two-person threshold)",
  },
  pass_through: {
    label: 'Pass-through',
    description: 'A deposit of the same amount was credited in the 24 hours before, with no investment between',
  },
  shared_address: { label: 'Shared address', description: 'Another account has withdrawn to this address' },
};

/** The most rows one bulk action or mark-paid upload may carry. */
export const PAYOUT_BULK_MAX = 200;
export const REJECT_REASON_MAX = 500;

export const PAYOUT_MSG = {
  notAWithdrawal: 'Only withdrawals are approved, rejected or paid on the payout desk',
  notPending: (status: string) =>
    `This withdrawal is ${status}, not pending: only a pending withdrawal can be approved, rejected or marked paid on the payout desk`,
  alreadyApproved: 'This withdrawal has already been approved',
  /** paying a withdrawal at or above the threshold that nobody approved */
  approvalRequired: (thresholdCents: number) =>
    `A withdrawal of ${formatUsdFromCents(thresholdCents)} or more must be approved by another staff member before it is marked paid`,
  /** a staff member approving, paying, rejecting, crediting or editing their own money */
  ownMoney: 'This is your own money: another staff member must act on it',
  /** one person's approvals and payments for one user in 24 hours reach the threshold */
  soleSumReached: (thresholdCents: number) =>
    `You have approved or paid this user's withdrawals up to ${formatUsdFromCents(thresholdCents)} or more in the last 24 hours: another staff member must approve this one before you mark it paid`,
  /** the approver tries to pay it too */
  ownApproval: 'You approved this withdrawal: a different admin must mark it paid',
  reasonRequired: 'Give a reason (the investor will see it)',
  /** PUT of a pending withdrawal to failed without a reason: rejecting always tells the investor why */
  rejectNeedsReason: 'Setting a pending withdrawal to failed rejects it: give a reason (the investor will see it)',
  /** a reason sent with any other change */
  reasonNotHere: 'A reason is given only when a pending withdrawal is set to failed (rejected)',
  /** a rejection sent again (two admins, a retry) with a reason other than the one the investor was told */
  rejectedWithAnotherReason: 'This withdrawal was already rejected with another reason, and the investor was told that one',
  /** paying and changing what was approved in one request */
  payWithChangedTerms:
    'Change the amount, coin or address and mark the withdrawal paid in separate steps: a changed withdrawal needs a new approval',
  /** the approve call without the amount, coin and address the approver saw */
  approvalTermsRequired: 'Name the amount, coin and address you approve, as the withdrawal shows them',
  /** the approve call names terms that are no longer the withdrawal's (a stale screen): nothing was approved */
  approvalTermsChanged:
    'This withdrawal changed since you opened it (amount, coin or address): nothing was approved. Review it again before approving',
  /** a row selected for a bulk approval on another page of the queue: its terms are not on screen, so it is not approved */
  approvalNotShown: 'Approve a withdrawal where its amount and address are shown: open its page of the queue',
  reasonTooLong: `The reason can be at most ${REJECT_REASON_MAX} characters`,
  idsRequired: 'Choose at least one withdrawal',
  tooMany: `At most ${PAYOUT_BULK_MAX} withdrawals at a time`,
  linesRequired: 'Paste or upload id,reference lines, one withdrawal a line',
  /** a bad line of the mark-paid upload: nothing was marked paid */
  badLine: (line: number, why: string) => `Line ${line}: ${why}. Nothing was marked paid.`,
  duplicateId: 'this withdrawal appears on an earlier line too',
  /** over the daily withdrawal limit (dollars formatted here, like every money message) */
  dailyLimit: (leftCents: number, limitCents: number) =>
    `Daily withdrawal limit reached: you can withdraw up to ${formatUsdFromCents(Math.max(0, leftCents))} more today (limit ${formatUsdFromCents(limitCents)})`,
  dailyLimitInvalid: 'The daily withdrawal limit must be a whole number of dollars from 0 to 100,000,000, or empty for the default',
  /** an approval nobody could follow: no active admin other than the approver (and the owner) could mark it paid */
  approvalWouldStrand:
    'Nobody could mark this withdrawal paid after your approval: an approver never pays, and there is no other admin. Nothing was approved',
  /** withdrawing an approval someone else gave, or one that is not there */
  notYourApproval: 'Only the staff member who approved this withdrawal can withdraw that approval',
  noApproval: 'This withdrawal has no approval to withdraw',
} as const;

/**
 * Who must do what next with a pending withdrawal, told to the staff member reading it (the
 * API's `review_state.next_step`), so that nobody clicks a step that strands the money.
 * `threshold` is DUAL_APPROVAL_USD in cents.
 */
export const PAYOUT_NEXT = {
  paid: 'Paid. Nothing is left to do.',
  closed: (status: string) => `This withdrawal is ${status}: nothing is waiting on the payout desk.`,
  ownMoney: PAYOUT_MSG.ownMoney,
  /** below the threshold, an admin who may pay alone */
  payAlone: (threshold: number) =>
    `Under ${formatUsdFromCents(threshold)}: no approval is needed. Send the payment, then mark it paid with the transfer's hash.`,
  /** below the threshold, seen by support (or an admin who may not pay it) */
  adminPaysAlone: (threshold: number) =>
    `Under ${formatUsdFromCents(threshold)}: no approval is needed. An admin sends the payment and marks it paid with the transfer's hash.`,
  /** at or above the threshold, nobody approved yet, seen by support or by an admin beside whom another admin could pay */
  needsApproval: (threshold: number) =>
    `${formatUsdFromCents(threshold)} or more: first another staff member (support or admin) approves it, then an admin who did not approve it marks it paid.`,
  /** at or above the threshold, seen by the only admin who could pay it */
  needsSupportApproval: (threshold: number) =>
    `${formatUsdFromCents(threshold)} or more: first a support member approves it, then you mark it paid. Do not approve it yourself: whoever approves never pays, and no other admin could.`,
  /** the admin's own approvals and payments for this user reached the threshold */
  soleSumReached: PAYOUT_MSG.soleSumReached,
  /** approved by someone else; the reader is an admin who may pay */
  approvedYouPay: (approver: string) => `Approved by ${approver}. Send the payment, then mark it paid with the transfer's hash.`,
  /** approved by someone else; the reader may not pay */
  approvedAdminPays: (approver: string) =>
    `Approved by ${approver}. An admin other than ${approver} marks it paid with the transfer's hash.`,
  /** the reader approved it */
  youApproved: "You approved it. An admin other than you marks it paid with the transfer's hash.",
  /** the reader approved it and no other admin could pay it */
  youApprovedStranded:
    'You approved it, and no other admin can mark it paid (whoever approves never pays). Withdraw your approval so that it can be paid.',
  /** approved, but no admin other than the approver could pay it */
  approvedStranded: (approver: string) =>
    `Approved by ${approver}, but no other admin can mark it paid (whoever approves never pays). ${approver} can withdraw the approval.`,
} as const;
