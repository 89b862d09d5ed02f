import { defineTexts, plain } from '@/common/i18n/translate';

/** The words of a user's sessions and sign-in history in the back office. */
export const USER_SESSIONS_TEXT = defineTexts('adminUserSessions', {
  sessionsTitle: plain,
  sessionsLabel: plain,
  loadingSessions: plain,
  noSessions: plain,
  sessionsFailed: plain,
  historyTitle: plain,
  historyLabel: plain,
  loadingHistory: plain,
  noHistory: plain,
  historyFailed: plain,
  endAll: plain,
  confirmTitle: plain,
  confirmContent: (name: string) => ({ name }),
  ended: plain,
  endFailed: plain,
  // the columns (on a phone, each line's labels)
  device: plain,
  browser: plain,
  address: plain,
  signedIn: plain,
  lastUsed: plain,
  time: plain,
  result: plain,
  /** a column's label before its value on a phone: 'Browser: Firefox' */
  labelled: (label: string) => ({ label }),
});
