import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  usePermissions,
  type ResourceDefinition,
  type ResourceDefinitions,
} from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { dataProvider } from '@/src-admin/dataProvider';
import { i18nProvider } from '@/src-admin/i18n/provider';
import { AdminNotification } from '@/src-admin/layout/AdminNotification';
import { adminTheme } from '@/src-admin/theme';
import { authProvider } from '@/src/lib/auth/auth-provider';
import { endSession, getSession, startSession } from '@/src/lib/auth/session';
import type { RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { WhereAmI } from '@/tests/unit/web/helpers/render-app';
import { tokenFor } from '@/tests/unit/web/helpers/token';

export type StaffRole = 'admin' | 'support';

export const STAFF = {
  admin: { _id: 'a1', name: 'Ada Admin', email: 'admin@example.com' },
  support: { _id: 's1', name: 'Sam Support', email: 'sam@example.com' },
} as const;

/**
 * Signs a staff member of `role` in until the test ends, and gives the API's answer to who they
 * are (GET /profile/me, asked through the web app's axios client), to pass to the test's
 * fakeApi with the rest of what the server answers: `fakeApi(staff('support'), api)`.
 */
export function staff(role: StaffRole = 'admin'): RouteTable {
  const me = STAFF[role];
  startSession({ id: me._id, token: tokenFor(role, { id: me._id }) });
  onTestFinished(() => endSession());
  return { 'GET /profile/me': { body: me } };
}

// loaded on first use, as the web app loads it: a file that renders screens alone never pays for the whole app
const AdminApp = lazy(() => import('@/src-admin/App'));

/**
 * Renders the whole back office (as the web app mounts it under /admin/*) at `url`, for tests
 * of what the app does around its screens: the menu, the home page, titles, redirects, what
 * each role is offered. A screen's own behaviour is cheaper to test with renderAdminView.
 */
export function renderAdmin(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/*',
        element: (
          <Suspense>
            <AdminApp />
          </Suspense>
        ),
      },
      { path: '*', element: <p>Outside the back-office</p> },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

/** Where a screen is rendered: the address opened (`url`) and the route pattern the screen is on (`path`, the url unless said). */
export interface ViewAt {
  url: string;
  path?: string;
  /** the resource the screen belongs to, as its <Resource> would set it */
  resource?: string;
}

/**
 * The resources of App.tsx (resourcesFor; admin-app.test.tsx holds the two equal) with the views
 * each role gets there, without loading every screen of the app: react-admin offers a link or a
 * default action (a Show page's Edit button, an Edit page's Show button) only where the resource
 * has that view. (The i18nProvider names each resource.)
 */
export function definitionsFor(role: StaffRole): ResourceDefinitions {
  const list = { hasList: true };
  const read = { hasList: true, hasShow: true };
  const edit = { hasList: true, hasEdit: true, hasCreate: true };
  // App.tsx's editable (admins: the edit page is the record's page) and readOnly (support: list and detail)
  const record = role === 'admin' ? { hasList: true, hasEdit: true } : read;
  const views: Record<string, Omit<ResourceDefinition, 'name'>> = {
    transactions: record,
    deposits: record,
    'chain-payments': read,
    withdrawals: record,
    payouts: list,
    approvals: list,
    investments: record,
    users: record,
    ledger: {},
    kyc: read,
    tickets: read,
    ...(role === 'admin' && { plans: edit, wallets: edit, audit: list, translations: { hasList: true, hasEdit: true } }),
  };
  return Object.fromEntries(
    Object.entries(views).map(([name, v]) => [name, { name, hasList: false, hasEdit: false, hasShow: false, hasCreate: false, ...v }]),
  );
}

/**
 * Calls `onKnown` once the role and the answers of every access check are in (react-admin asks
 * them as queries under 'auth'), after the render in which the screen got them too.
 */
function AccessProbe({ onKnown }: { onKnown: () => void }) {
  const { isPending } = usePermissions();
  const checking = useIsFetching({ queryKey: ['auth'] });
  useEffect(() => {
    if (!isPending && checking === 0) onKnown();
  }, [isPending, checking, onKnown]);
  return null;
}

/**
 * Renders one back-office screen (a list, an edit or show page, a custom page, or a part of
 * one) inside react-admin's providers as <Admin> sets them up in App.tsx (the real
 * dataProvider, authProvider, i18nProvider and theme, the toasts, basename /admin) but without
 * the layout, menu and resource routing around it: `ui` on `path` in a router at `url`, any
 * other address rendering its path, so a test sees where a link led. Sign in first (`staff`).
 */
export function renderAdminView(ui: ReactElement, { url, path = url.split(/[?#]/)[0], resource }: ViewAt) {
  const role: StaffRole = getSession()?.role === 'admin' ? 'admin' : 'support';
  let accessIsKnown = false;
  const screen = resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui;
  const admin = (
    // inside the test's router, AdminContext makes none of its own and prefixes its links with the basename
    <AdminContext
      basename="/admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={adminTheme}
      store={memoryStore()}
    >
      <ResourceDefinitionContextProvider definitions={definitionsFor(role)}>
        <Routes>
          <Route path={path} element={screen} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
        <AdminNotification />
        <AccessProbe onKnown={() => (accessIsKnown = true)} />
      </ResourceDefinitionContextProvider>
    </AdminContext>
  );
  const router = createMemoryRouter([{ path: '*', element: admin }], { initialEntries: [url] });
  /**
   * Resolves once the screen knows the role and what it may do: until then it draws as for
   * support staff, so a control missing for them is a finding only after this.
   */
  const accessKnown = () =>
    waitFor(() => {
      if (!accessIsKnown) throw new Error('The screen does not know the role yet');
    });
  return { ...render(<RouterProvider router={router} />), router, accessKnown };
}
