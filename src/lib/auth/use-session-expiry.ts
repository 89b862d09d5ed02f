import { useEffect } from 'react';
import { authProvider } from './auth-provider';
import { SESSION_CHECK_INTERVAL_MS, isExpired } from './expiry';
import { getSession } from './session';

/** Checks the stored expiry now and every 60 seconds; signs out once it has passed,
 * telling the sign-in page that the session ended. */
export function useSessionExpiry(intervalMs: number = SESSION_CHECK_INTERVAL_MS): void {
  useEffect(() => {
    const check = () => {
      const session = getSession();
      if (session && isExpired(session.token, Date.now())) void authProvider.logout({ sessionEnded: true });
    };
    check();
    const timer = window.setInterval(check, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
}
