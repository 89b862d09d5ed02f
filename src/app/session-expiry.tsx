import { useSessionExpiry } from '../lib/auth/use-session-expiry';

/** Runs the 60-second expiry check while someone is signed in. */
export default function SessionExpiry() {
  useSessionExpiry();
  return null;
}
