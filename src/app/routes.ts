import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/ui/page-loader';
import { RequireAuth } from '../lib/auth/require-auth';
import { ErrorPage } from './pages/error';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './root-layout';

/** The investor screens of SPEC.md section 2, relative to /account; each gets its screen in a later release. */
export const ACCOUNT_SECTIONS = [
  { path: 'deposit', title: 'Deposit' },
  { path: 'withdrawal', title: 'Withdraw' },
  { path: 'agric', title: 'Agriculture' },
  { path: 'pharm', title: 'Canabidiol' },
  { path: 'crypto', title: 'Cryptocurrency' },
  { path: 'forex', title: 'Forex' },
  { path: 'nft', title: "NFT's" },
  { path: 'gold', title: 'Precious Metal' },
  { path: 'estate', title: 'Real Estate' },
  { path: 'investmentform', title: 'Investment' },
  { path: 'profile', title: 'Profile' },
  { path: 'kyc-verify', title: 'Verify your identity' },
  { path: 'activity', title: 'Your Activity' },
  { path: 'activetrade', title: 'Active Trades' },
] as const satisfies readonly { path: string; title: string }[];

/** A route's `lazy`: loads the page's chunk when the route is first visited. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const titled = (title: string): RouteHandle => ({ title });

/**
 * The route table. Every page is a lazy chunk: the public site never downloads the
 * investor area or react-admin. Unknown paths (also below /account) get the 404 page.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        path: '/',
        lazy: page(() => import('../components/layouts/public-layout'), (m) => m.PublicLayout),
        children: [
          { index: true, lazy: page(() => import('./pages/home'), (m) => m.HomePage) },
          { path: 'about', handle: titled('About'), lazy: page(() => import('./pages/about'), (m) => m.AboutPage) },
          {
            path: 'services',
            handle: titled('Services'),
            lazy: page(() => import('./pages/services'), (m) => m.ServicesPage),
          },
          {
            path: 'contact',
            handle: titled('Contact'),
            lazy: page(() => import('./pages/contact'), (m) => m.ContactPage),
          },
          {
            path: 'terms',
            handle: titled('Terms and Conditions'),
            lazy: page(() => import('./pages/terms'), (m) => m.TermsPage),
          },
          {
            path: 'privacy',
            handle: titled('Privacy Policy'),
            lazy: page(() => import('./pages/privacy'), (m) => m.PrivacyPage),
          },
        ],
      },
      { path: '/login', handle: titled('Sign in'), lazy: page(() => import('./pages/login'), (m) => m.LoginPage) },
      { path: '/signup', handle: titled('Sign up'), lazy: page(() => import('./pages/signup'), (m) => m.SignupPage) },
      {
        path: '/forgot-password',
        handle: titled('Forgot password'),
        lazy: page(() => import('./pages/forgot-password'), (m) => m.ForgotPasswordPage),
      },
      {
        path: '/account',
        Component: RequireAuth,
        handle: titled('Your account'),
        children: [
          {
            lazy: page(() => import('./pages/account/layout'), (m) => m.AccountLayout),
            children: [
              {
                index: true,
                lazy: page(() => import('./pages/account/dashboard'), (m) => m.AccountDashboardPage),
              },
              ...ACCOUNT_SECTIONS.map(
                ({ path, title }): RouteObject => ({
                  path,
                  handle: titled(title),
                  lazy: page(() => import('./pages/account/section'), (m) => m.AccountSectionPage),
                }),
              ),
            ],
          },
        ],
      },
      {
        path: '/admin/*',
        handle: titled('Back-office'),
        lazy: page(() => import('./pages/admin'), (m) => m.AdminRoute),
      },
    ],
  },
];
