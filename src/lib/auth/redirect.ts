import { isBackOfficeRole, type Role } from '@/common/roles';
import { paths } from '@/src/config/paths';

export interface RedirectUser {
  isAdmin: boolean;
  role: Role | null;
}

const ORIGIN_PROBE = 'https://same-site.invalid';

/**
 * A same-site path we may navigate to: starts with exactly one '/', no backslash or control
 * characters (browsers read '/\evil.com' as '//evil.com'), and resolves to our own origin.
 */
export function isSafeRedirect(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex -- finding control characters is what this test is for
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, ORIGIN_PROBE).origin === ORIGIN_PROBE;
  } catch {
    return false;
  }
}

/** '/admin' itself or anything below it. */
const isAdminPath = (path: string): boolean => /^\/admin(?:[/?#]|$)/.test(path);

/** Pages where landing after sign-in makes no sense. */
const isAuthPage = (path: string): boolean => /^\/(?:login|signup)(?:[/?#]|$)/.test(path);

/**
 * Where to go after signing in.
 * - back-office staff (admin, support): the redirect when it is an /admin path, else /admin;
 * - everyone else: the redirect when safe, except that anything starting with /admin
 *   (and the sign-in pages) sends them to /account; without a redirect, /account.
 */
export function postLoginRedirect(user: RedirectUser, redirect: string | null | undefined): string {
  const target = isSafeRedirect(redirect) ? redirect : null;
  if (user.isAdmin || isBackOfficeRole(user.role)) {
    return target !== null && isAdminPath(target) ? target : paths.admin;
  }
  if (target === null || target.startsWith('/admin') || isAuthPage(target)) return paths.account;
  return target;
}
