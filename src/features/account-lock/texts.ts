import { OWNER_UNLOCK_WAIT_MS } from '@/common/account-lock';

const WAIT_HOURS = OWNER_UNLOCK_WAIT_MS / 3_600_000;

/** The lock's screens in words (what the API says too comes from common/account-lock.ts). */
export const LOCK_UI = {
  panelTitle: 'Lock my account',
  panelHelp:
    'If you think someone else has got into your account, lock it: everyone is logged out at once, and nobody can sign in, withdraw or change withdrawal addresses until it is unlocked. Your money stays where it is.',
  panelButton: 'Lock my account',
  confirmTitle: 'Lock your account?',
  confirmWhat: [
    'Every session is logged out, this one too.',
    'Nobody can sign in, withdraw or change withdrawal addresses.',
    'Your balance and investments stay as they are; investments keep earning.',
  ],
  confirmUnlock: `To unlock it, contact support, who check your identity first; from ${WAIT_HOURS} hours after the lock you can also unlock it yourself with your password, your second factor and your e-mail.`,
  confirmButton: 'Lock my account',
  cancel: 'Cancel',
  lockFailed: 'Your account could not be locked. Please try again, or contact support.',
  // the link from a security e-mail
  linkTitle: 'Lock your account',
  linkSubtitle: 'You opened the “This wasn’t me” link of one of our e-mails.',
  linkIntro:
    'If you did not do what the e-mail told you of, lock your account now. Everyone is logged out at once, and nobody can sign in, withdraw or change withdrawal addresses until it is unlocked. Your money stays where it is.',
  linkButton: 'Lock my account',
  lockedTitle: 'Your account is locked',
  signIn: 'Sign in',
  toUnlock: 'Unlock my account',
  // the owner's own unlock
  unlockTitle: 'Unlock your account',
  unlockSubtitle: `From ${WAIT_HOURS} hours after a lock, with your password, your second factor and your e-mail.`,
  unlockIntro:
    'Enter your e-mail address and password, and a code from your authenticator app if two-factor sign-in is on. We then e-mail you a link that finishes the unlock.',
  unlockCodeLabel: 'Code from your app or a recovery code',
  unlockCodeHelp: 'Only if two-factor sign-in is on. If your only second factor is a passkey, contact support.',
  unlockStart: 'Continue',
  unlockMailedTitle: 'Check your e-mail',
  finishIntro: 'Finish unlocking your account. Everything stays as it was before the lock; you sign in again afterwards.',
  finishButton: 'Unlock my account',
  unlockAgain: 'Start again',
  failed: 'Something went wrong. Please try again.',
} as const;
