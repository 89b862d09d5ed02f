import { isBackOfficeRole } from '@/common/roles';
import type { Session } from './session';

/** Authenticated when a session exists. */
export const isAuthenticated = (session: Session | null): session is Session => session !== null;

/** /admin opens for support and admin. */
export const canUseBackOffice = (session: Session | null): boolean =>
  session !== null && (session.isAdmin || isBackOfficeRole(session.role));

/** What each back-office role may do in react-admin; the server enforces the same with 403. */
export function canPerform(session: Session | null, action: string): boolean {
  if (!session) return false;
  if (session.isAdmin || session.role === 'admin') return true;
  if (session.role === 'support') return SUPPORT_ACTIONS.has(action);
  return false;
}

const SUPPORT_ACTIONS: ReadonlySet<string> = new Set(['list', 'show']);
