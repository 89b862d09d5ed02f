import { usePermissions } from 'react-admin';
import type { Role } from '@/common/roles';

/**
 * The signed-in staff member's role, from authProvider.getPermissions (the token's role).
 * Only `admin` may change anything; `support` reads.
 */
export function useRole(): { role: Role | null; isAdmin: boolean; isPending: boolean } {
  const { permissions, isPending } = usePermissions<Role | null>();
  const role = permissions ?? null;
  return { role, isAdmin: role === 'admin', isPending };
}
