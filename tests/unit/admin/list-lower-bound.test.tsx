import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/src/lib/auth/session';
import { createDataProvider } from '@/src-admin/dataProvider';
import { lowerBoundLabel } from '@/src-admin/ui/ListPagination';
import { fakeApi, type ApiCall, type Route } from './helpers/fake-api';
import { renderAdmin } from './helpers/render-admin';
import { tokenFor } from '../web/helpers/token';

// Past its count cap the API answers `transaction 0-24/10001` with X-Total-Is-Lower-Bound:
// the back-office shows '10,000+' instead of a figure that looks exact, and still pages on.

const T = { timeout: 10_000 };

const row = (i: number) => ({
  _id: `t${i}`,
  userid: 'u1',
  user_name: 'Ann Investor',
  user_email: 'ann@example.com',
  trnx_type: 'deposit',
  type: 'deposit',
  amount: 100 + i,
  status: 'failed',
  payment_method: 'Bitcoin',
  payment_address: '',
  createdAt: '2025-02-01T10:00:00Z',
  updatedAt: '2025-02-01T10:00:00Z',
});

/** A list of more rows than the API counts: each page's total is one past the cap or the page. */
const manyTransactions =
  (lowerBound: boolean): Route =>
  (call: ApiCall) => {
    if (call.path === '/api/auth/2fa') return { body: { enabled: true, recovery_codes_left: 10, required: true } };
    if (call.path !== '/api/transaction/all/') return undefined;
    const [from, to] = JSON.parse(call.query.get('range')!) as [number, number];
    const total = lowerBound ? Math.max(10_000, to + 1) + 1 : 319;
    return {
      body: Array.from({ length: to - from + 1 }, (_, i) => row(from + i)),
      headers: {
        'Content-Range': `transaction ${from}-${to}/${total}`,
        ...(lowerBound && { 'X-Total-Is-Lower-Bound': 'true' }),
      },
    };
  };

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  endSession();
  vi.unstubAllGlobals();
});

describe('a list total that is a lower bound', () => {
  it('the data provider passes it on as meta.totalIsLowerBound, and only then', async () => {
    startSession({ id: 'a1', token: tokenFor('admin') });
    const params = { pagination: { page: 1, perPage: 25 }, sort: { field: '', order: 'ASC' as const }, filter: {} };
    fakeApi(manyTransactions(true));
    const capped = await createDataProvider('/api').getList('transactions', params);
    expect(capped.total).toBe(10_001);
    expect(capped.meta).toEqual({ totalIsLowerBound: true });
    vi.unstubAllGlobals();
    fakeApi(manyTransactions(false));
    const exact = await createDataProvider('/api').getList('transactions', params);
    expect(exact.total).toBe(319);
    expect(exact).not.toHaveProperty('meta');
  });

  it('reads as "more than" the rows before where counting stopped', () => {
    expect(lowerBoundLabel({ from: 1, to: 25, count: 10_001 })).toBe('1-25 of 10,000+');
    expect(lowerBoundLabel({ from: 10_001, to: 10_025, count: 10_026 })).toBe('10001-10025 of 10,025+');
  });

  it('the transactions list shows 10,000+ and pages on', async () => {
    const http = fakeApi(manyTransactions(true));
    restore = renderAdmin('/admin/transactions').restore;
    expect(await screen.findByText('1-25 of 10,000+', {}, T)).toBeInTheDocument();
    expect(screen.queryByText(/10,001/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(JSON.parse(http.to('/api/transaction/all/').at(-1)!.query.get('range')!)).toEqual([25, 49]));
    expect(await screen.findByText('26-50 of 10,000+', {}, T)).toBeInTheDocument();
  });

  it('an exact total is shown as react-admin shows it', async () => {
    fakeApi(manyTransactions(false));
    restore = renderAdmin('/admin/transactions').restore;
    expect(await screen.findByText('1-25 of 319', {}, T)).toBeInTheDocument();
  });
});
