import { defineTexts, plain } from '../i18n/translate';
import { formatUsdFromCents } from '../usd-format';
import { withGetters } from './lazy-text';

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

const RISK_FLAG_TEXTS = defineTexts('riskFlag', {
  recent_password_change: plain,
  recent_password_change_description: plain,
  recent_email_change: plain,
  recent_email_change_description: plain,
  recent_2fa_disabled: plain,
  recent_2fa_disabled_description: plain,
  new_address: plain,
  new_address_description: plain,
  above_usual: plain,
  above_usual_description: plain,
  pass_through: plain,
  pass_through_description: plain,
  shared_address: plain,
  shared_address_description: plain,
});

/** Short labels for the staff screens (chips), and a sentence saying why each was raised. */
export const RISK_FLAG_LABELS: Record<RiskFlag, { readonly label: string; readonly description: string }> = Object.freeze(
  Object.fromEntries(
    RISK_FLAGS.map((flag) => [
      flag,
      Object.freeze({
        get label() {
          return RISK_FLAG_TEXTS[flag];
        },
        get description() {
          return RISK_FLAG_TEXTS[`${flag}_description`];
        },
      }),
    ]),
  ) as Record<RiskFlag, { readonly label: string; readonly description: string }>,
);

/** The most rows one bulk action or mark-paid upload may carry. */
export const PAYOUT_BULK_MAX = 200;
export const REJECT_REASON_MAX = 500;

/** Messages filled with this module's limits: PAYOUT_MSG reads them as properties. */
const PAYOUT_LIMIT_MSG = defineTexts('payout', {
  reasonTooLong: (max: number) => ({ max }),
  tooMany: (max: number) => ({ max }),
});

export const PAYOUT_MSG = withGetters(
  defineTexts('payout', {
    notAWithdrawal: plain,
    notPending: (status: string) => ({ status }),
    alreadyApproved: plain,
    /** paying a withdrawal at or above the threshold that nobody approved */
    approvalRequired: (thresholdCents: number) => ({ threshold: formatUsdFromCents(thresholdCents) }),
    /** a staff member approving, paying, rejecting, crediting or editing their own money */
    ownMoney: plain,
    /** one person's approvals and payments for one user in 24 hours reach the threshold */
    soleSumReached: (thresholdCents: number) => ({ threshold: formatUsdFromCents(thresholdCents) }),
    /** the approver tries to pay it too */
    ownApproval: plain,
    reasonRequired: plain,
    /** PUT of a pending withdrawal to failed without a reason: rejecting always tells the investor why */
    rejectNeedsReason: plain,
    /** a reason sent with any other change */
    reasonNotHere: plain,
    /** a rejection sent again (two admins, a retry) with a reason other than the one the investor was told */
    rejectedWithAnotherReason: plain,
    /** paying and changing what was approved in one request */
    payWithChangedTerms: plain,
    /** the approve call without the amount, coin and address the approver saw */
    approvalTermsRequired: plain,
    /** the approve call names terms that are no longer the withdrawal's (a stale screen): nothing was approved */
    approvalTermsChanged: plain,
    /** a row selected for a bulk approval on another page of the queue: its terms are not on screen, so it is not approved */
    approvalNotShown: plain,
    idsRequired: plain,
    linesRequired: plain,
    /** a bad line of the mark-paid upload: nothing was marked paid */
    badLine: (line: number, why: string) => ({ line, why }),
    duplicateId: plain,
    /** over the daily withdrawal limit (dollars formatted here, like every money message) */
    dailyLimit: (leftCents: number, limitCents: number) => ({
      left: formatUsdFromCents(Math.max(0, leftCents)),
      limit: formatUsdFromCents(limitCents),
    }),
    dailyLimitInvalid: plain,
    /** an approval nobody could follow: no active admin other than the approver (and the owner) could mark it paid */
    approvalWouldStrand: plain,
    /** withdrawing an approval someone else gave, or one that is not there */
    notYourApproval: plain,
    noApproval: plain,
  }),
  {
    reasonTooLong: () => PAYOUT_LIMIT_MSG.reasonTooLong(REJECT_REASON_MAX),
    tooMany: () => PAYOUT_LIMIT_MSG.tooMany(PAYOUT_BULK_MAX),
  },
);

/**
 * Who must do what next with a pending withdrawal, told to the staff member reading it (the
 * API's `review_state.next_step`), so that nobody clicks a step that strands the money.
 * `threshold` is DUAL_APPROVAL_USD in cents.
 */
export const PAYOUT_NEXT = withGetters(
  defineTexts('payoutNext', {
    paid: plain,
    closed: (status: string) => ({ status }),
    /** below the threshold, an admin who may pay alone */
    payAlone: (threshold: number) => ({ threshold: formatUsdFromCents(threshold) }),
    /** below the threshold, seen by support (or an admin who may not pay it) */
    adminPaysAlone: (threshold: number) => ({ threshold: formatUsdFromCents(threshold) }),
    /** at or above the threshold, nobody approved yet, seen by support or by an admin beside whom another admin could pay */
    needsApproval: (threshold: number) => ({ threshold: formatUsdFromCents(threshold) }),
    /** at or above the threshold, seen by the only admin who could pay it */
    needsSupportApproval: (threshold: number) => ({ threshold: formatUsdFromCents(threshold) }),
    /** approved by someone else; the reader is an admin who may pay */
    approvedYouPay: (approver: string) => ({ approver }),
    /** approved by someone else; the reader may not pay */
    approvedAdminPays: (approver: string) => ({ approver }),
    /** the reader approved it */
    youApproved: plain,
    /** the reader approved it and no other admin could pay it */
    youApprovedStranded: plain,
    /** approved, but no admin other than the approver could pay it */
    approvedStranded: (approver: string) => ({ approver }),
  }),
  {
    ownMoney: () => PAYOUT_MSG.ownMoney,
    /** the admin's own approvals and payments for this user reached the threshold */
    soleSumReached: () => PAYOUT_MSG.soleSumReached,
  },
);
