/**
 * What the platform tells people about, and which e-mail preference covers each kind.
 * Security kinds have no preference: they are always sent (SPEC-silent; docs/decisions.md).
 */
export const EMAIL_CATEGORIES = ['deposits', 'withdrawals', 'investments', 'verification', 'support'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const NOTIFICATION_KINDS = {
  deposit_credited: 'deposits',
  withdrawal_requested: 'withdrawals',
  withdrawal_paid: 'withdrawals',
  withdrawal_refunded: 'withdrawals',
  investment_started: 'investments',
  investment_matured: 'investments',
  kyc_approved: 'verification',
  kyc_rejected: 'verification',
  ticket_answered: 'support',
  password_changed: 'security',
  two_factor_enabled: 'security',
  two_factor_disabled: 'security',
  new_sign_in: 'security',
  withdrawal_address_added: 'security',
  withdrawal_allowlist_disabled: 'security',
} as const satisfies Record<string, EmailCategory | 'security'>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** The category an investor can switch e-mail off for, or 'security' (always sent). */
export const categoryOf = (kind: NotificationKind): EmailCategory | 'security' => NOTIFICATION_KINDS[kind];
