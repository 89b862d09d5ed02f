import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginHref } from '@/src/config/paths';
import { isAuthenticated } from './access';
import { useSession } from './use-session';

/** Authenticated-only guard: otherwise off to /login?redirect=<where they were going>. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!isAuthenticated(session)) {
    return <Navigate to={loginHref(location.pathname + location.search)} replace />;
  }
  return children ?? <Outlet />;
}
