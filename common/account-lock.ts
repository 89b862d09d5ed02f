import { formatDateTime } from './date-format';
import { defineTexts, plain } from './i18n/translate';
import { SITE } from './site';
import { withGetters } from './validation/lazy-text';

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

// what staff read of a lock's history in the back office
export const LOCKED_VIA_TEXT: Readonly<Record<LockedVia, string>> = defineTexts('lockedVia', { email_link: plain, security_page: plain });
export const UNLOCKED_VIA_TEXT: Readonly<Record<UnlockedVia, string>> = defineTexts('unlockedVia', { staff: plain, owner: plain });

/** When the owner may unlock an account locked at `lockedAt` themself. */
export const ownerUnlockFrom = (lockedAt: Date): Date => new Date(lockedAt.getTime() + OWNER_UNLOCK_WAIT_MS);

/** The staff note of an unlock: what identity check was done. */
export const UNLOCK_NOTE_MIN = 10;
export const UNLOCK_NOTE_MAX = 500;

/** Messages filled with this module's constants (the support address, the note's bounds): ACCOUNT_LOCK_MSG reads them as properties. */
const LOCK_FILLED_MSG = defineTexts('accountLock', {
  howToUnlock: (email: string) => ({ email }),
  unlockPasskeyOnly: (email: string) => ({ email }),
  noteRequired: (min: number) => ({ min }),
  noteTooLong: (max: number) => ({ max }),
});

/** What the API answers and the screens say about the lock, written once for both. */
export const ACCOUNT_LOCK_MSG = withGetters(
  defineTexts('accountLock', {
    /**
     * 403 of every way in (password, code, passkey) once the person is proven: how to get back in.
     * `siteUrl`: PUBLIC_URL on the server, the page's own origin in the browser.
     */
    signInRefused: (siteUrl: string) => ({ email: SITE.supportEmail, url: `${siteUrl}${UNLOCK_ACCOUNT_PATH}` }),
    /** 403 of a withdrawal asked for on a locked account */
    withdrawalsRefused: plain,
    /** 403 of a change to the withdrawal addresses (or the allow-list) of a locked account */
    addressesRefused: plain,
    /** 403 to staff approving or paying a withdrawal of a locked account */
    payoutRefused: plain,
    /** 400 of a lock link that does not work */
    lockLinkInvalid: plain,
    /** 200 of the lock link (also when the account was locked already) */
    locked: plain,
    /** 202 of the owner's unlock, once the password and the second factor are proven */
    unlockMailed: plain,
    /** 409: the account is not locked */
    notLocked: plain,
    /** 409: the owner asked before the 24 hours are over */
    unlockTooEarly: (fromIso: string, timeZone?: string) => ({
      from: `${formatDateTime(fromIso, timeZone)}${timeZone === 'UTC' ? ' UTC' : ''}`,
      email: SITE.supportEmail,
    }),
    /** 401: 2FA on and no code sent */
    unlockCodeNeeded: plain,
    /** 400 of an unlock link that does not work */
    unlockLinkInvalid: plain,
    /** 200 of the owner's unlock */
    unlocked: plain,
    /** 200 of the staff unlock */
    staffUnlocked: plain,
    /** 409: staff on their own account */
    unlockOwn: plain,
    /** 403: support on a staff account */
    unlockStaffByAdmin: plain,
    /** the security page's lock needs `confirm: true` */
    confirmRequired: plain,
  }),
  {
    /** how to get back in, after a lock */
    howToUnlock: () => LOCK_FILLED_MSG.howToUnlock(SITE.supportEmail),
    /** 409: an account whose only second factor is a passkey */
    unlockPasskeyOnly: () => LOCK_FILLED_MSG.unlockPasskeyOnly(SITE.supportEmail),
    noteRequired: () => LOCK_FILLED_MSG.noteRequired(UNLOCK_NOTE_MIN),
    noteTooLong: () => LOCK_FILLED_MSG.noteTooLong(UNLOCK_NOTE_MAX),
  },
);
