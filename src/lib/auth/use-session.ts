import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session';

/** What the prerendered pages were built with, and so what hydration must start from. */
const signedOut = () => null;

/**
 * The current session (null when signed out); re-renders on sign-in, sign-out and other tabs' changes.
 * The public pages are prerendered signed out (the session is in this browser's storage only):
 * while React hydrates them it renders them signed out too, then at once with the session.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, signedOut);
}
