import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/ui/page-loader';
import { RequireAuth } from '../lib/auth/require-auth';
import { ErrorPage } from './pages/error';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './root-layout';

/** A route's `lazy`: loads the page's chunk when the route is first visited. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const titled = (title: string): RouteHandle => ({ title });

const plans = (segment: 'agric' | 'pharm' | 'crypto' | 'forex' | 'nft' | 'gold' | 'estate') =>
  page(() => import('./pages/account/plans'), (m) => m.planPage(segment));

/**
 * The investor screens of SPEC.md section 2, relative to /account; each is its own lazy
 * chunk, so no investor code reaches the public pages.
 */
export const ACCOUNT_SECTIONS = [
  { path: 'deposit', title: 'Deposit', lazy: page(() => import('./pages/account/deposit'), (m) => m.DepositPage) },
  { path: 'withdrawal', title: 'Withdraw', lazy: page(() => import('./pages/account/withdrawal'), (m) => m.WithdrawalPage) },
  { path: 'agric', title: 'Agriculture', lazy: plans('agric') },
  { path: 'pharm', title: 'Canabidiol', lazy: plans('pharm') },
  { path: 'crypto', title: 'Cryptocurrency', lazy: plans('crypto') },
  { path: 'forex', title: 'Forex', lazy: plans('forex') },
  { path: 'nft', title: "NFT's", lazy: plans('nft') },
  { path: 'gold', title: 'Precious Metal', lazy: plans('gold') },
  { path: 'estate', title: 'Real Estate', lazy: plans('estate') },
  {
    path: 'investmentform',
    title: 'Investment',
    lazy: page(() => import('./pages/account/investment-form'), (m) => m.InvestmentFormPage),
  },
  { path: 'profile', title: 'Profile', lazy: page(() => import('./pages/account/profile'), (m) => m.ProfilePage) },
  { path: 'kyc-verify', title: 'Verify your identity', lazy: page(() => import('./pages/account/kyc'), (m) => m.KycPage) },
  { path: 'activity', title: 'Your Activity', lazy: page(() => import('./pages/account/activity'), (m) => m.ActivityPage) },
  {
    path: 'activetrade',
    title: 'Active Trades',
    lazy: page(() => import('./pages/account/active-trades'), (m) => m.ActiveTradesPage),
  },
] as const satisfies readonly { path: string; title: string; lazy: RouteObject['lazy'] }[];

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
        path: '/reset-password',
        handle: titled('Reset password'),
        lazy: page(() => import('./pages/reset-password'), (m) => m.ResetPasswordPage),
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
              ...ACCOUNT_SECTIONS.map(({ path, title, lazy }): RouteObject => ({ path, handle: titled(title), lazy })),
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
