import type { Role } from '@/common/roles';
import { isExpired } from './expiry';
import { clearSessionNotice, markSessionEnded } from './session-notice';
import { readClaims } from './token';

/** localStorage key of the session. */
export const SESSION_KEY = 'session';

/** What is stored: the user's id (`logged_id` in API paths) and the access token. */
export interface StoredSession {
  id: string;
  token: string;
}

export interface Session extends StoredSession {
  /** from the token; false by default and when the token can't be decoded */
  isAdmin: boolean;
  /** from the token; null when the token can't be decoded */
  role: Role | null;
  /** expiry in seconds since the epoch, null when unknown */
  exp: number | null;
}

type Listener = () => void;

/**
 * How a session ends: 'signed-out' when the user asked (no message), 'ended' when it ended on
 * its own: expired, or its token refused by the server (the sign-in page then says so).
 */
export type SessionEnd = 'signed-out' | 'ended';

export function decodeSession(stored: StoredSession): Session {
  try {
    return { ...stored, ...readClaims(stored.token) };
  } catch (error) {
    console.error('Error decoding JWT', error);
    return { ...stored, isAdmin: false, role: null, exp: null };
  }
}

const isStoredSession = (value: unknown): value is StoredSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredSession).id === 'string' &&
  typeof (value as StoredSession).token === 'string' &&
  (value as StoredSession).id !== '' &&
  (value as StoredSession).token !== '';

function readStorage(): Session | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredSession(parsed)) {
      if (!isExpired(parsed.token, Date.now())) return decodeSession(parsed);
      // found expired (the tab slept, or came back the next day): it ended on its own
      markSessionEnded();
    }
  } catch {
    // not JSON: not a session
  }
  removeStorage();
  return null;
}

function removeStorage(): void {
  try {
    window.localStorage.removeItem(SESSION_KEY);
  } catch {
    // storage unavailable: nothing stored
  }
}

// The one in-memory copy of the session; `undefined` until first read.
let current: Session | null | undefined;
const listeners = new Set<Listener>();
let watchingStorage = false;

const emit = () => listeners.forEach((listener) => listener());

function onStorage(event: StorageEvent): void {
  // another tab signed in or out
  if (event.key === SESSION_KEY || event.key === null) reloadSession();
}

/** The current session, or null when signed out. Stable between changes (safe for useSyncExternalStore). */
export function getSession(): Session | null {
  if (current === undefined) current = readStorage();
  return current;
}

/** Stores a new session (after sign-in) and tells every subscriber. */
export function startSession(stored: StoredSession): Session {
  const session = decodeSession(stored);
  window.localStorage.setItem(SESSION_KEY, JSON.stringify({ id: stored.id, token: stored.token }));
  clearSessionNotice();
  current = session;
  emit();
  return session;
}

/**
 * Forgets the session locally, remembering whether it ended on its own (see SessionEnd).
 * The server-side revocation is the auth provider's job.
 */
export function endSession(how: SessionEnd = 'signed-out'): void {
  if (how === 'ended') markSessionEnded();
  else clearSessionNotice();
  removeStorage();
  if (current !== null) {
    current = null;
    emit();
  }
}

/** Re-reads localStorage (another tab changed it, or a test wrote it). */
export function reloadSession(): void {
  const next = readStorage();
  const prev = current;
  // another tab's expiry check removed a session that had run out here too: it ended on its own
  if (prev && !next && isExpired(prev.token, Date.now())) markSessionEnded();
  current = next;
  if (prev?.token !== next?.token || prev?.id !== next?.id) emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  if (!watchingStorage && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    watchingStorage = true;
  }
  return () => {
    listeners.delete(listener);
  };
}
