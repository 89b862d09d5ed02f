/**
 * Whether the last session ended without the user asking (its token expired, or the server
 * refused it: password changed elsewhere, account disabled, signed out everywhere), so the
 * sign-in page can say why the user is there. A voluntary sign-out leaves no notice.
 *
 * Kept in sessionStorage (this tab only) so a reload of the sign-in page still explains it;
 * cleared by the next sign-in or sign-out.
 */
const NOTICE_KEY = 'session-ended';

type Listener = () => void;
const listeners = new Set<Listener>();
// in-memory copy; `undefined` until first read
let ended: boolean | undefined;

function read(): boolean {
  try {
    return window.sessionStorage.getItem(NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

function write(value: boolean): void {
  try {
    if (value) window.sessionStorage.setItem(NOTICE_KEY, '1');
    else window.sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // storage unavailable: the in-memory copy still serves this page
  }
}

function set(value: boolean): void {
  write(value);
  if (ended === value) return;
  ended = value;
  listeners.forEach((listener) => listener());
}

/** True when the session ended on its own and no one has signed in or out since. */
export function sessionEndedNotice(): boolean {
  if (ended === undefined) ended = read();
  return ended;
}

export const markSessionEnded = (): void => set(true);
export const clearSessionNotice = (): void => set(false);

export function subscribeSessionNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
