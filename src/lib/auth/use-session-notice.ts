import { useSyncExternalStore } from 'react';
import { sessionEndedNotice, subscribeSessionNotice } from './session-notice';

/** True while the sign-in page should say that the last session ended on its own. */
export function useSessionEndedNotice(): boolean {
  return useSyncExternalStore(subscribeSessionNotice, sessionEndedNotice, () => false);
}
