/**
 * What sign-up hands to the sign-in page through the router's state (never the address bar,
 * so the e-mail address stays out of history and logs): the address just registered, to
 * fill in and to name where the verification link went.
 */
export interface SignedUpState {
  signedUpEmail: string;
}

export const signedUpState = (email: string): SignedUpState => ({ signedUpEmail: email });

/** The address sign-up handed over, or null when the page was opened any other way. */
export function readSignedUpEmail(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('signedUpEmail' in state)) return null;
  const email = (state as SignedUpState).signedUpEmail;
  return typeof email === 'string' && email !== '' ? email : null;
}
