import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { authProvider } from '@/src/lib/auth/auth-provider';
import { paths } from '@/src/config/paths';

/** POST /api/user/logout (best effort) and forget the session, then go to the sign-in page. */
export const logout = () => authProvider.logout();

export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => navigate(paths.login, { replace: true }),
  });
}
