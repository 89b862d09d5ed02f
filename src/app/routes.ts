import { ACTION } from '@/common/action-names';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/ui/page-loader';
import { ACCOUNT_BASE } from '../config/account-base';
import { ACCOUNT_SECTION_KEYS, ACCOUNT_SECTIONS, type AccountSectionKey } from '../config/account-sections';
import { isPlanPage, type PlanPage } from '../features/plans/utils/plan-pages';
import { RequireAuth } from '../lib/auth/require-auth';
import { ErrorPage } from './pages/error';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './root-layout';
import { ROUTE_TITLES } from './texts';

/** A route's `lazy`: loads the page's chunk when the route is first visited. */
const page =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const titled = (title: () => string): RouteHandle => ({ title });

/** The screen of each non-plan section; a plan section's page comes from its plan category. */
const SECTION_PAGES: Record<Exclude<AccountSectionKey, PlanPage>, RouteObject['lazy']> = {
  home: page(
    () => import('./pages/account/dashboard'),
    (m) => m.AccountDashboardPage,
  ),
  activeTrades: page(
    () => import('./pages/account/active-trades'),
    (m) => m.ActiveTradesPage,
  ),
  profile: page(
    () => import('./pages/account/profile'),
    (m) => m.ProfilePage,
  ),
  withdrawal: page(
    () => import('./pages/account/withdrawal'),
    (m) => m.WithdrawalPage,
  ),
  activity: page(
    () => import('./pages/account/activity'),
    (m) => m.ActivityPage,
  ),
  support: page(
    () => import('./pages/account/support'),
    (m) => m.SupportPage,
  ),
  deposit: page(
    () => import('./pages/account/deposit'),
    (m) => m.DepositPage,
  ),
  investmentForm: page(
    () => import('./pages/account/investment-form'),
    (m) => m.InvestmentFormPage,
  ),
  kyc: page(
    () => import('./pages/account/kyc'),
    (m) => m.KycPage,
  ),
  security: page(
    () => import('./pages/account/security'),
    (m) => m.SecurityPage,
  ),
  notifications: page(
    () => import('./pages/account/notifications'),
    (m) => m.NotificationsPage,
  ),
  notificationSettings: page(
    () => import('./pages/account/notification-settings'),
    (m) => m.NotificationSettingsPage,
  ),
  withdrawalAddresses: page(
    () => import('./pages/account/withdrawal-addresses'),
    (m) => m.WithdrawalAddressesPage,
  ),
};

const sectionPage = (key: AccountSectionKey): RouteObject['lazy'] =>
  isPlanPage(key)
    ? page(
        () => import('./pages/account/plans'),
        (m) => m.planPage(key),
      )
    : SECTION_PAGES[key];

/**
 * The investor screens, derived from the section table (home is the
 * index route); each is its own lazy chunk, so no investor code reaches the public pages.
 */
const accountSectionRoutes = (): RouteObject[] =>
  ACCOUNT_SECTION_KEYS.map((key): RouteObject => {
    const section = ACCOUNT_SECTIONS[key];
    const lazy = sectionPage(key);
    // the dashboard keeps the /account route's title
    return section.segment ? { path: section.segment, handle: titled(() => section.title), lazy } : { index: true, lazy };
  });

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
        lazy: page(
          () => import('../components/layouts/public-layout'),
          (m) => m.PublicLayout,
        ),
        children: [
          {
            index: true,
            lazy: page(
              () => import('./pages/home'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'about',
            handle: titled(() => ROUTE_TITLES.about),
            lazy: page(
              () => import('./pages/about'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: 'services',
            handle: titled(() => ROUTE_TITLES.services),
            lazy: page(
              () => import('./pages/services'),
              (m) => m.ServicesPage,
            ),
          },
          {
            path: 'contact',
            handle: titled(() => ROUTE_TITLES.contact),
            lazy: page(
              () => import('./pages/contact'),
              (m) => m.ContactPage,
            ),
          },
          {
            path: 'terms',
            handle: titled(() => ROUTE_TITLES.terms),
            lazy: page(
              () => import('./pages/terms'),
              (m) => m.TermsPage,
            ),
          },
          {
            path: 'privacy',
            handle: titled(() => ROUTE_TITLES.privacy),
            lazy: page(
              () => import('./pages/privacy'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            // public, but it reads the API: react-query and the toasts come with it, as for the sign-in pages
            path: 'proof-of-reserves',
            handle: titled(() => ROUTE_TITLES.proofOfReserves),
            lazy: page(
              () => import('./data-layout'),
              (m) => m.DataLayout,
            ),
            children: [
              {
                index: true,
                lazy: page(
                  () => import('./pages/proof-of-reserves'),
                  (m) => m.ProofOfReservesPage,
                ),
              },
            ],
          },
        ],
      },
      {
        // the screens that talk to the API: react-query and the toasts come with their code
        lazy: page(
          () => import('./data-layout'),
          (m) => m.DataLayout,
        ),
        children: [
          {
            path: '/login',
            handle: titled(() => ACTION.signIn),
            lazy: page(
              () => import('./pages/login'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: '/signup',
            handle: titled(() => ACTION.signUp),
            lazy: page(
              () => import('./pages/signup'),
              (m) => m.SignupPage,
            ),
          },
          {
            path: '/forgot-password',
            handle: titled(() => ROUTE_TITLES.forgotPassword),
            lazy: page(
              () => import('./pages/forgot-password'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: '/reset-password',
            handle: titled(() => ROUTE_TITLES.resetPassword),
            lazy: page(
              () => import('./pages/reset-password'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: '/verify-email',
            handle: titled(() => ROUTE_TITLES.verifyEmail),
            lazy: page(
              () => import('./pages/verify-email'),
              (m) => m.VerifyEmailPage,
            ),
          },
          {
            // the "This wasn't me" link of security e-mails (and where "Lock my account" ends)
            path: '/lock-account',
            handle: titled(() => ROUTE_TITLES.lockAccount),
            lazy: page(
              () => import('./pages/lock-account'),
              (m) => m.LockAccountPage,
            ),
          },
          {
            path: '/unlock-account',
            handle: titled(() => ROUTE_TITLES.unlockAccount),
            lazy: page(
              () => import('./pages/unlock-account'),
              (m) => m.UnlockAccountPage,
            ),
          },
          {
            path: '/approve-device',
            handle: titled(() => ROUTE_TITLES.approveDevice),
            lazy: page(
              () => import('./pages/approve-device'),
              (m) => m.ApproveDevicePage,
            ),
          },
          {
            path: ACCOUNT_BASE,
            Component: RequireAuth,
            handle: titled(() => ACCOUNT_SECTIONS.home.title),
            children: [
              {
                lazy: page(
                  () => import('./pages/account/layout'),
                  (m) => m.AccountLayout,
                ),
                children: accountSectionRoutes(),
              },
            ],
          },
        ],
      },
      {
        path: '/admin/*',
        handle: titled(() => ROUTE_TITLES.backOffice),
        lazy: page(
          () => import('./pages/admin'),
          (m) => m.AdminRoute,
        ),
      },
    ],
  },
];
