import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../src/lib/auth/session';
import { mockApi } from '../web/helpers/http';
import { renderApp } from '../web/helpers/render-app';
import { tokenFor } from '../web/helpers/token';

const users = [
  { _id: 'u1', name: 'Ann Investor', email: 'ann@example.com', role: 'investor', acct_bal: 1250.5, createdAt: '2025-01-02T00:00:00Z' },
  { _id: 'u2', name: 'Sam Support', email: 'sam@example.com', role: 'support', acct_bal: 0, createdAt: '2025-01-01T00:00:00Z' },
];

let http: ReturnType<typeof mockApi>;
let fetched: string[];

beforeEach(() => {
  endSession();
  http = mockApi(() => ({ status: 200, body: { _id: 'a1', name: 'Ada Admin', email: 'admin@example.com' } }));
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      fetched.push(url);
      return new Response(JSON.stringify(users), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'profile 0-1/2' },
      });
    }),
  );
});
afterEach(() => {
  http.restore();
  vi.unstubAllGlobals();
});

describe('the back-office (react-admin under /admin)', () => {
  it('greets an admin on the dashboard', async () => {
    startSession({ id: 'a1', token: tokenFor('admin') });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Hello, Ada Admin' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Users/ }).length).toBeGreaterThan(0);
  });

  it('lists users from /api/profile/all for support staff', async () => {
    startSession({ id: 's1', token: tokenFor('support') });
    renderApp('/admin/users');
    expect(await screen.findByText('Ann Investor', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Sam Support')).toBeInTheDocument();
    expect(screen.getByText('$1,250.50')).toBeInTheDocument();
    await waitFor(() => expect(fetched.some((u) => u.startsWith('/api/profile/all?'))).toBe(true));
  });
});
