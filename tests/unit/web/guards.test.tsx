import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth } from '@/src/lib/auth/require-auth';
import { NoAccessPage } from '@/src/app/pages/no-access';
import { ERROR_PAGES_TEXT } from '@/src/app/pages/texts';
import { RequireBackOffice } from '@/src/lib/auth/require-back-office';
import { endSession, startSession } from '@/src/lib/auth/session';
import { tokenFor } from './helpers/token';

function LoginProbe() {
  const location = useLocation();
  return (
    <p>
      login page; redirect={new URLSearchParams(location.search).get('redirect')}; raw={location.search}
    </p>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/account" element={<RequireAuth />}>
          <Route index element={<p>account home</p>} />
          <Route path="profile" element={<p>profile screen</p>} />
        </Route>
        <Route
          path="/admin/*"
          element={
            <RequireBackOffice noAccess={<NoAccessPage />}>
              <p>back-office</p>
            </RequireBackOffice>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => endSession());
afterEach(() => vi.restoreAllMocks());

describe('RequireAuth', () => {
  it('sends a visitor to /login?redirect=<the path they tried>', () => {
    renderAt('/account/profile');
    expect(screen.getByText(/login page/)).toHaveTextContent('redirect=/account/profile;');
    expect(screen.getByText(/login page/)).toHaveTextContent('raw=?redirect=%2Faccount%2Fprofile');
  });

  it('keeps the query string in the redirect', () => {
    renderAt('/account/profile?tab=security');
    expect(screen.getByText(/login page/)).toHaveTextContent('redirect=/account/profile?tab=security;');
  });

  it('lets a signed-in investor through', () => {
    startSession({ id: 'u1', token: tokenFor('investor') });
    renderAt('/account/profile');
    expect(screen.getByText('profile screen')).toBeInTheDocument();
  });

  it('lets a user whose token cannot be decoded through (authenticated = a session exists)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // 'Error decoding JWT'
    startSession({ id: 'u1', token: 'opaque' });
    renderAt('/account');
    expect(screen.getByText('account home')).toBeInTheDocument();
  });
});

describe('RequireBackOffice', () => {
  it('sends a visitor to /login?redirect=/admin/users', () => {
    renderAt('/admin/users');
    expect(screen.getByText(/login page/)).toHaveTextContent('redirect=/admin/users;');
  });

  it("shows a signed-in investor at /admin 'no access' with a link to their account, not the sign-in form", () => {
    startSession({ id: 'u1', token: tokenFor('investor') });
    renderAt('/admin/users');
    expect(screen.getByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText(ERROR_PAGES_TEXT.noBackOfficeAccess)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByText(/login page/)).not.toBeInTheDocument();
    expect(screen.queryByText('back-office')).not.toBeInTheDocument();
  });

  it("shows 'no access' to a signed-in user whose token cannot be decoded (no role)", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // 'Error decoding JWT'
    startSession({ id: 'u1', token: 'opaque' });
    renderAt('/admin');
    expect(screen.getByText(ERROR_PAGES_TEXT.noBackOfficeAccess)).toBeInTheDocument();
    expect(screen.queryByText('back-office')).not.toBeInTheDocument();
  });

  it('lets an admin through', () => {
    startSession({ id: 'a1', token: tokenFor('admin') });
    renderAt('/admin');
    expect(screen.getByText('back-office')).toBeInTheDocument();
  });

  it('lets support staff through', () => {
    startSession({ id: 's1', token: tokenFor('support') });
    renderAt('/admin/users');
    expect(screen.getByText('back-office')).toBeInTheDocument();
  });
});
