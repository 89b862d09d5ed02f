// Every address the web app links to, in one typed table. Route definitions live in
// src/app/routes.ts; components build links with these helpers. The investor area's addresses
// come from its section table (account-sections.ts).
import { LOCK_ACCOUNT_PATH, UNLOCK_ACCOUNT_PATH } from '@/common/account-lock';
import { ACCOUNT_PATHS } from './account-paths';

export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  contact: '/contact',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  // the owner's lock: the "This wasn't me" link of security e-mails, and the unlock (the e-mails link to both)
  lockAccount: LOCK_ACCOUNT_PATH,
  unlockAccount: UNLOCK_ACCOUNT_PATH,
  terms: '/terms',
  privacy: '/privacy',
  proofOfReserves: '/proof-of-reserves',
  account: ACCOUNT_PATHS.home,
  accountDeposit: ACCOUNT_PATHS.deposit,
  accountProfile: ACCOUNT_PATHS.profile,
  accountSecurity: ACCOUNT_PATHS.security,
  admin: '/admin',
} as const;

/** The query parameter that carries where to go after signing in. */
export const REDIRECT_PARAM = 'redirect';

/** `/login?redirect=<target>`; the target is URL-encoded. */
export const loginHref = (redirectTo?: string | null): string =>
  redirectTo ? `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo }).toString()}` : paths.login;
