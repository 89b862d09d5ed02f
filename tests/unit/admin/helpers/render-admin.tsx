import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import AdminApp from '@/src-admin/App';
import { endSession, startSession } from '@/src/lib/auth/session';
import { mockApi } from '@/tests/unit/web/helpers/http';
import { tokenFor } from '@/tests/unit/web/helpers/token';

const STAFF = {
  admin: { _id: 'a1', name: 'Ada Admin', email: 'admin@example.com' },
  support: { _id: 's1', name: 'Sam Support', email: 'sam@example.com' },
} as const;

/**
 * Signs in as `role` and renders the back-office alone (as the web app mounts it under
 * /admin/*) at `path`. The identity comes through the web app's axios client, mocked here;
 * the back-office's own data goes through fetch (see fake-api.ts). The session and the mock
 * end with the test; `restore` ends them sooner, for a test that renders more than once.
 */
export function renderAdmin(path: string, role: 'admin' | 'support' = 'admin') {
  const me = STAFF[role];
  startSession({ id: me._id, token: tokenFor(role, { id: me._id }) });
  const http = mockApi(() => ({ status: 200, body: me }));
  const restore = () => {
    http.restore();
    endSession();
  };
  onTestFinished(restore);
  const router = createMemoryRouter(
    [
      { path: '/admin/*', element: <AdminApp /> },
      { path: '*', element: <p>Outside the back-office</p> },
    ],
    {
      initialEntries: [path],
    },
  );
  const utils = render(<RouterProvider router={router} />);
  return { ...utils, router, restore };
}
