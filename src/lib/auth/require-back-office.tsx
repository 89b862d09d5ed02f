import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginHref } from '@/src/config/paths';
import { canUseBackOffice, isAuthenticated } from './access';
import { useSession } from './use-session';

/**
 * Back-office guard: a session whose role is support or admin (support only reads).
 * A visitor goes to /login?redirect=<here>; someone signed in without such a role sees
 * `noAccess` (signing in again would not help them).
 */
export function RequireBackOffice({ children, noAccess }: { children?: ReactNode; noAccess: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!isAuthenticated(session)) {
    return <Navigate to={loginHref(location.pathname + location.search)} replace />;
  }
  if (!canUseBackOffice(session)) return noAccess;
  return children ?? <Outlet />;
}
