import type { SignInResult } from '@/common/api/sessions';

/** The words of a user's sessions and sign-in history in the back office. */
export const USER_SESSIONS_TEXT = {
  sessionsTitle: 'Sessions',
  sessionsLabel: 'Signed-in sessions',
  loadingSessions: 'Loading the sessions',
  noSessions: 'Not signed in anywhere',
  historyTitle: 'Sign-in history',
  historyLabel: 'Sign-in attempts, newest first',
  loadingHistory: 'Loading the sign-in history',
  noHistory: 'No sign-in attempts yet',
  endAll: 'End all sessions',
  confirmTitle: 'End all sessions?',
  confirmContent: (name: string) => `${name} will be signed out on every device and must sign in again.`,
  ended: 'All sessions ended',
  endFailed: 'The sessions could not be ended',
} as const;

/** How each sign-in attempt ended, in words (the same as the investor's Profile > Security). */
export const SIGN_IN_RESULT_TEXT: Record<SignInResult, string> = {
  success: 'Signed in',
  wrong_password: 'Wrong password',
  wrong_code: 'Wrong code',
  throttled: 'Too many attempts',
  disabled: 'Account disabled',
};
