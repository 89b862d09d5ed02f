// Every address the web app links to, in one typed table. Route definitions live in
// src/app/routes.ts; components build links with these helpers.
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  contact: '/contact',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy',
  account: '/account',
  accountDeposit: '/account/deposit',
  accountProfile: '/account/profile',
  admin: '/admin',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The query parameter that carries where to go after signing in (SPEC.md section 9). */
export const REDIRECT_PARAM = 'redirect';

/** `/login?redirect=<target>`; the target is URL-encoded. */
export const loginHref = (redirectTo?: string | null): string =>
  redirectTo
    ? `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo }).toString()}`
    : paths.login;
