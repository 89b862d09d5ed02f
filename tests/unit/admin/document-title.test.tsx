// Every back-office screen has its own browser title, set once in the layout.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminView, documentTitle } from '@/src-admin/layout/pageTitle';
import { fakeApi, listReply, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { renderAdmin, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

const ann = { _id: 'u1', name: 'Ann Investor', email: 'ann@example.com', role: 'investor', acct_bal: 0, acct_bonus: 0, status: true };
const plan = { _id: 'p1', name: 'Gold Starter', description: 'x', category: 'forex', min: 100, max: 200, roi: 1.5, duration: 30 };

const api: RouteTable = {
  'GET /profile/all': listReply('profile', [ann]),
  'GET /profile/u1': { body: ann },
  'GET /plans': listReply('plans', [plan]),
  'GET /audit': listReply('audit', []),
  'GET /payouts/batches': { body: [] },
};

describe('adminView', () => {
  it('tells a list, a record (edit or show), a create page and a custom page apart', () => {
    expect(adminView('/')).toEqual({ kind: 'page', path: '/' });
    expect(adminView('/users')).toEqual({ kind: 'list', resource: 'users' });
    expect(adminView('/users/')).toEqual({ kind: 'list', resource: 'users' });
    expect(adminView('/users/u1')).toEqual({ kind: 'record', resource: 'users', id: 'u1' });
    expect(adminView('/users/u1/show')).toEqual({ kind: 'record', resource: 'users', id: 'u1' });
    expect(adminView('/plans/create')).toEqual({ kind: 'create', resource: 'plans' });
    expect(adminView('/liabilities')).toEqual({ kind: 'page', path: '/liabilities' });
    // the payout desk's page of bitcoin batches, not a payout record
    expect(adminView('/payouts/batches')).toEqual({ kind: 'page', path: '/payouts/batches' });
    expect(documentTitle('Users')).toBe('Users · Back-office');
    expect(documentTitle(undefined)).toBe('Back-office');
  });
});

describe('the browser title', () => {
  it.each([
    ['/admin', 'Dashboard · Back-office'],
    ['/admin/users', 'Users · Back-office'],
    ['/admin/users/u1', 'User Ann Investor · Back-office'],
    ['/admin/users/u1/show', 'User Ann Investor · Back-office'],
    ['/admin/plans/create', 'New plan · Back-office'],
    ['/admin/chain-payments', 'On-chain payments · Back-office'],
    ['/admin/audit', 'Audit log · Back-office'],
    ['/admin/liabilities', 'Liabilities · Back-office'],
    ['/admin/rates', 'Coin rates · Back-office'],
    ['/admin/reconcile', 'Reconciliation · Back-office'],
    ['/admin/payouts/batches', 'Bitcoin batches · Back-office'],
  ])('%s reads %s', async (path, title) => {
    fakeApi(staff(), api);
    renderAdmin(path);
    await waitFor(() => expect(document.title).toBe(title), T);
  });
});
