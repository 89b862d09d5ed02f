/**
 * What "Lock my account" hands to the lock page through the router's state: the account was just
 * locked from this browser, so the page shows the result (and the local session is forgotten).
 */
export interface LockedHereState {
  accountLockedHere: true;
}

export const lockedHereState = (): LockedHereState => ({ accountLockedHere: true });

export const wasLockedHere = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<LockedHereState>).accountLockedHere === true;
