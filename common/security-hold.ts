import { formatDateTime } from './date-format';
import { defineTexts } from './i18n/translate';

// Withdrawals wait after a security change (SECURITY_CHANGE_HOLD, default 24 hours): whoever
// took over an account by changing its password or e-mail, by turning two-factor sign-in off or by
// removing a passkey,
// cannot empty it before the owner, told by e-mail, can react. The server refuses (403) and the
// withdrawal screen says until when and why, from the same rule.

export const SECURITY_HOLD_REASONS = ['password', 'email', 'two_factor', 'passkey'] as const;
export type SecurityHoldReason = (typeof SECURITY_HOLD_REASONS)[number];

/** When each security change last happened (null: never). */
export interface SecurityChanges {
  password: Date | null;
  email: Date | null;
  two_factor: Date | null;
  passkey: Date | null;
}

/** A user's stored change times, as the hold reads them. */
export const securityChangesOf = (user: {
  passwordChangedAt: Date | null;
  emailChangedAt: Date | null;
  twoFactorDisabledAt: Date | null;
  passkeyRemovedAt: Date | null;
}): SecurityChanges => ({
  password: user.passwordChangedAt,
  email: user.emailChangedAt,
  two_factor: user.twoFactorDisabledAt,
  passkey: user.passkeyRemovedAt,
});

/** The hold the latest change puts on withdrawals, if it still runs at `now`. */
export function securityHoldOf(changes: SecurityChanges, now: Date, holdMs: number): { until: Date; reason: SecurityHoldReason } | null {
  let latest: { at: Date; reason: SecurityHoldReason } | null = null;
  for (const reason of SECURITY_HOLD_REASONS) {
    const at = changes[reason];
    if (at && (!latest || at > latest.at)) latest = { at, reason };
  }
  if (!latest) return null;
  const until = new Date(latest.at.getTime() + holdMs);
  return until > now ? { until, reason: latest.reason } : null;
}

const HOLD_TEXT = defineTexts('securityHold', {
  // the reason is an ICU select: each language words the change in its own sentence
  paused: (until: string, reason: SecurityHoldReason, timeZone?: string) => ({
    until: `${formatDateTime(until, timeZone)}${timeZone === 'UTC' ? ' UTC' : ''}`,
    reason,
  }),
});

/** Why a withdrawal cannot be asked for now, and from when it can (`timeZone`: the reader's; the server says UTC). */
export const securityHoldMessage = (until: string, reason: SecurityHoldReason, timeZone?: string): string =>
  HOLD_TEXT.paused(until, reason, timeZone);
