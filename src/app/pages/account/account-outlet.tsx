import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/src/components/ui/page-loader';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { useMustEnrolTwoFactor } from '@/src/lib/auth/two-factor-status';
import { canUseBackOffice } from '@/src/lib/auth/access';
import { useSession } from '@/src/lib/auth/use-session';
import { ACCOUNT_SHELL_TEXT as T } from './texts';

/**
 * The investor area's screen. A staff account that must turn on two-factor sign-in is shown its
 * security page whatever it asked for: the server refuses it every other screen's data until
 * then. An investor's screen is never held up (only staff ask).
 */
export function AccountOutlet() {
  const mustEnrol = useMustEnrolTwoFactor(canUseBackOffice(useSession()));
  const { pathname } = useLocation();
  if (mustEnrol === null) return <PageLoader label={T.checkingSecurity} />;
  if (mustEnrol && pathname !== ACCOUNT_PATHS.security) return <Navigate to={ACCOUNT_PATHS.security} replace />;
  return <Outlet />;
}
