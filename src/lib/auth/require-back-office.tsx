import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginHref } from '../../config/paths';
import { canUseBackOffice } from './access';
import { useSession } from './use-session';

/** Back-office guard: a session whose role is support or admin (DESIGN.md section 4). */
export function RequireBackOffice({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!canUseBackOffice(session)) {
    return <Navigate to={loginHref(location.pathname + location.search)} replace />;
  }
  return children ?? <Outlet />;
}
