import { OWNER_UNLOCK_WAIT_MS } from '@/common/account-lock';
import { defineTexts, plain } from '@/common/i18n/translate';
import { withGetters } from '@/common/validation/lazy-text';

const WAIT_HOURS = OWNER_UNLOCK_WAIT_MS / 3_600_000;

const LOCK_WORDS = defineTexts('accountLockUi', {
  panelTitle: plain,
  panelHelp: plain,
  panelButton: plain,
  confirmTitle: plain,
  confirmLoggedOut: plain,
  confirmNobody: plain,
  confirmMoneyStays: plain,
  confirmUnlockHow: (hours: number) => ({ hours }),
  confirmButton: plain,
  cancel: plain,
  lockFailed: plain,
  // the link from a security e-mail
  linkTitle: plain,
  linkSubtitle: plain,
  linkIntro: plain,
  linkButton: plain,
  lockedTitle: plain,
  signIn: plain,
  toUnlock: plain,
  // the owner's own unlock
  unlockTitle: plain,
  unlockSubtitleFrom: (hours: number) => ({ hours }),
  unlockIntro: plain,
  emailLabel: plain,
  passwordLabel: plain,
  unlockCodeLabel: plain,
  unlockCodeHelp: plain,
  unlockStart: plain,
  unlockMailedTitle: plain,
  finishIntro: plain,
  finishButton: plain,
  unlockAgain: plain,
  failed: plain,
});

/**
 * The lock's screens in words (what the API says too comes from common/account-lock.ts). The
 * members filled with the wait, and the dialog's list, are read as properties all the same.
 */
export const LOCK_UI = withGetters(LOCK_WORDS, {
  /** what a lock does, a line each */
  confirmWhat: (): readonly string[] => [LOCK_WORDS.confirmLoggedOut, LOCK_WORDS.confirmNobody, LOCK_WORDS.confirmMoneyStays],
  confirmUnlock: () => LOCK_WORDS.confirmUnlockHow(WAIT_HOURS),
  unlockSubtitle: () => LOCK_WORDS.unlockSubtitleFrom(WAIT_HOURS),
});
