import { formatDateTime } from './date-format';
import { SITE } from './site';

// The owner's lock of their own account ("This wasn't me" in a security e-mail, "Lock my account"
// on the security page): the rules both sides read and the words both sides say. While an account
// is locked nobody signs in to it, withdraws from it or changes its withdrawal addresses; its
// money stays where it is. Staff unlock it after checking who is asking; the owner can from
// OWNER_UNLOCK_WAIT_MS after the lock, with the password, the second factor and the e-mail.

/** The public pages of the lock and the unlock; the e-mails link to them under PUBLIC_URL. */
export const LOCK_ACCOUNT_PATH = '/lock-account';
export const UNLOCK_ACCOUNT_PATH = '/unlock-account';
/** The query parameter of both links: /lock-account?token=..., /unlock-account?token=... */
export const LOCK_TOKEN_PARAM = 'token';

const HOUR_MS = 60 * 60 * 1000;
/** How long the "This wasn't me" link of a security e-mail works (once). */
export const LOCK_LINK_TTL_MS = 7 * 24 * HOUR_MS;
/** How long the e-mailed link that finishes the owner's own unlock works (once). */
export const UNLOCK_LINK_TTL_MS = 30 * 60 * 1000;
/** The owner may unlock the account themself from this long after the lock. */
export const OWNER_UNLOCK_WAIT_MS = 24 * HOUR_MS;

/**
 * The e-mails that carry a "This wasn't me — lock my account" link: every security e-mail that
 * tells of something a thief would do (sign in, change how the account is proven or reached, or
 * take money out). The one list: the notifier makes a lock link for these and no others, and the
 * mail layout prints it. Template names (server/modules/notifications/templates).
 */
export const LOCK_LINK_MAILS = [
  'new_sign_in',
  'password_changed',
  'email_changed_notice',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset',
  'passkey_added',
  'passkey_removed',
  'withdrawal_address_added',
  'withdrawal_requested',
  'account_unlocked',
  'device_approval',
] as const;
export type LockLinkMail = (typeof LOCK_LINK_MAILS)[number];
export const carriesLockLink = (template: string): template is LockLinkMail => (LOCK_LINK_MAILS as readonly string[]).includes(template);

/** How an account was locked (account_locks.locked_via) and unlocked (unlocked_via). */
export const LOCKED_VIA = ['email_link', 'security_page'] as const;
export type LockedVia = (typeof LOCKED_VIA)[number];
export const UNLOCKED_VIA = ['staff', 'owner'] as const;
export type UnlockedVia = (typeof UNLOCKED_VIA)[number];

export const LOCKED_VIA_TEXT: Record<LockedVia, string> = {
  email_link: '“This wasn’t me” link in an e-mail',
  security_page: '“Lock my account” on the security page',
};
export const UNLOCKED_VIA_TEXT: Record<UnlockedVia, string> = {
  staff: 'Staff, after checking identity',
  owner: 'The owner (password, second factor and e-mail)',
};

/** When the owner may unlock an account locked at `lockedAt` themself. */
export const ownerUnlockFrom = (lockedAt: Date): Date => new Date(lockedAt.getTime() + OWNER_UNLOCK_WAIT_MS);

/** The staff note of an unlock: what identity check was done. */
export const UNLOCK_NOTE_MIN = 10;
export const UNLOCK_NOTE_MAX = 500;

/** What the API answers and the screens say about the lock, written once for both. */
export const ACCOUNT_LOCK_MSG = {
  /**
   * 403 of every way in (password, code, passkey) once the person is proven: how to get back in.
   * `siteUrl`: PUBLIC_URL on the server, the page's own origin in the browser.
   */
  signInRefused: (siteUrl: string) =>
    `This account is locked, so nobody can sign in to it. To get back in, contact support at ${SITE.supportEmail}, or unlock it yourself at ${siteUrl}${UNLOCK_ACCOUNT_PATH} from 24 hours after it was locked, with your password, your second factor and your e-mail.`,
  /** 403 of a withdrawal asked for on a locked account */
  withdrawalsRefused: 'This account is locked: no withdrawal can be asked for until it is unlocked. Your money stays in your account.',
  /** 403 of a change to the withdrawal addresses (or the allow-list) of a locked account */
  addressesRefused: 'This account is locked: its withdrawal addresses cannot be changed until it is unlocked.',
  /** 403 to staff approving or paying a withdrawal of a locked account */
  payoutRefused:
    'The owner has locked this account: its withdrawals cannot be approved or paid until it is unlocked. Reject the withdrawal to give the money back to the balance.',
  /** 400 of a lock link that does not work */
  lockLinkInvalid:
    'This link does not work: it was used already, it is older than 7 days, or it was not copied whole. To lock your account, sign in and use “Lock my account” on the security page, or contact support.',
  /** 200 of the lock link (also when the account was locked already) */
  locked:
    'Your account is locked. Every session has been logged out; nobody can sign in, withdraw or change withdrawal addresses until it is unlocked. Your money stays where it is.',
  /** how to get back in, after a lock */
  howToUnlock: `To unlock it, contact support at ${SITE.supportEmail}: we check your identity first. From 24 hours after the lock you can also unlock it yourself with your password, your second factor and your e-mail.`,
  /** 202 of the owner's unlock, once the password and the second factor are proven */
  unlockMailed: 'Check your e-mail: we sent a link that finishes unlocking your account. It works once, within 30 minutes.',
  /** 409: the account is not locked */
  notLocked: 'This account is not locked.',
  /** 409: the owner asked before the 24 hours are over */
  unlockTooEarly: (fromIso: string, timeZone?: string) =>
    `You can unlock this account yourself from ${formatDateTime(fromIso, timeZone)}${timeZone === 'UTC' ? ' UTC' : ''}, 24 hours after it was locked. Before then, contact support at ${SITE.supportEmail}.`,
  /** 409: an account whose only second factor is a passkey */
  unlockPasskeyOnly: `This account's second factor is a passkey, which cannot be checked while the account is locked. Contact support at ${SITE.supportEmail} to unlock it.`,
  /** 401: 2FA on and no code sent */
  unlockCodeNeeded: 'Enter the code from your authenticator app (or a recovery code) as well.',
  /** 400 of an unlock link that does not work */
  unlockLinkInvalid:
    'This unlock link does not work: it was used already, it is older than 30 minutes, or it was not copied whole. Start again to get a new one.',
  /** 200 of the owner's unlock */
  unlocked: 'Your account is unlocked. You can sign in again.',
  /** 200 of the staff unlock */
  staffUnlocked: 'The account is unlocked; its owner has been e-mailed.',
  /** 409: staff on their own account */
  unlockOwn: 'You cannot unlock your own account: another staff member checks your identity first.',
  /** 403: support on a staff account */
  unlockStaffByAdmin: 'Only an admin can unlock a staff account.',
  noteRequired: `Say what identity check you did (at least ${UNLOCK_NOTE_MIN} characters)`,
  noteTooLong: `Keep the note under ${UNLOCK_NOTE_MAX} characters`,
  /** the security page's lock needs `confirm: true` */
  confirmRequired: 'Confirm that you want to lock your account',
} as const;
