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
  confirmContent: (name: string) => `${name} will be logged out on every device and must sign in again.`,
  ended: 'All sessions ended',
  endFailed: 'The sessions could not be ended',
} as const;
