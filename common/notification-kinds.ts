/**
 * What the platform tells people about, and which e-mail preference covers each kind.
 * Security and withdrawal kinds have no preference: they are always sent (docs/adr/0158-withdrawal-e-mail-is-always-sent-like-security-e.md).
 */
export const EMAIL_CATEGORIES = ['deposits', 'investments', 'verification', 'support'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/**
 * Categories e-mailed always, with no switch: whoever holds a stolen session could otherwise
 * silence the mails that tell the owner their money is leaving or their account was changed.
 */
export const ALWAYS_MAILED = ['security', 'withdrawals'] as const;
export type AlwaysMailed = (typeof ALWAYS_MAILED)[number];
export const isAlwaysMailed = (category: string): category is AlwaysMailed => (ALWAYS_MAILED as readonly string[]).includes(category);

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
  // money moved by staff or by a status change the owner did not make (every ledger posting is told);
  // a hand-made change to a balance is always mailed: it is what an insider would want unseen
  deposit_reversed: 'deposits',
  withdrawal_held_again: 'withdrawals',
  investment_cancelled: 'investments',
  balance_adjusted: 'security',
  // account protection: passkeys and the owner's own lock
  passkey_added: 'security',
  passkey_removed: 'security',
  account_locked: 'security',
} as const satisfies Record<string, EmailCategory | AlwaysMailed>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** The category an investor can switch e-mail off for, or one that is always sent. */
export const categoryOf = (kind: NotificationKind): EmailCategory | AlwaysMailed => NOTIFICATION_KINDS[kind];
