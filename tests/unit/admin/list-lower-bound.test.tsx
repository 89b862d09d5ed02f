import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicTransaction } from '@/common/api/transactions';
import { createDataProvider } from '@/src-admin/dataProvider';
import { TransactionList } from '@/src-admin/transactions/TransactionList';
import { lowerBoundLabel } from '@/src-admin/ui/ListPagination';
import { fakeApi, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { transaction } from './helpers/fixtures';
import { renderAdminView, staff } from './helpers/render-admin';

// Past its count cap the API answers `transaction 0-24/10001` with X-Total-Is-Lower-Bound:
// the back-office shows '10,000+' instead of a figure that looks exact, and still pages on.

const T = { timeout: 10_000 };

const row = (i: number): PublicTransaction =>
  transaction({ _id: `t${i}`, amount: 100 + i, status: 'failed', payment_method: 'Bitcoin', payment_address: '' });

/** A list of more rows than the API counts: each page's total is one past the cap or the page. */
const manyTransactions = (lowerBound: boolean): RouteTable => ({
  'GET /transaction/all/': (sent) => {
    const [from, to] = JSON.parse(sent.query.range) as [number, number];
    const total = lowerBound ? Math.max(10_000, to + 1) + 1 : 319;
    return {
      body: Array.from({ length: to - from + 1 }, (_, i) => row(from + i)),
      headers: {
        'Content-Range': `transaction ${from}-${to}/${total}`,
        ...(lowerBound && { 'X-Total-Is-Lower-Bound': 'true' }),
      },
    };
  },
});

const transactionList = () => renderAdminView(<TransactionList />, { url: '/admin/transactions', resource: 'transactions' });

describe('a list total that is a lower bound', () => {
  it('the data provider passes it on as meta.totalIsLowerBound, and only then', async () => {
    const params = { pagination: { page: 1, perPage: 25 }, sort: { field: '', order: 'ASC' as const }, filter: {} };
    const http = fakeApi(staff(), manyTransactions(true));
    const capped = await createDataProvider('/api').getList('transactions', params);
    expect(capped.total).toBe(10_001);
    expect(capped.meta).toEqual({ totalIsLowerBound: true });
    http.restore();
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
    const http = fakeApi(staff(), manyTransactions(true));
    transactionList();
    expect(await screen.findByText('1-25 of 10,000+', {}, T)).toBeInTheDocument();
    expect(screen.queryByText(/10,001/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(JSON.parse(http.calls('GET /transaction/all/').at(-1)!.query.range)).toEqual([25, 49]));
    expect(await screen.findByText('26-50 of 10,000+', {}, T)).toBeInTheDocument();
  });

  it('an exact total is shown as react-admin shows it', async () => {
    fakeApi(staff(), manyTransactions(false));
    transactionList();
    expect(await screen.findByText('1-25 of 319', {}, T)).toBeInTheDocument();
  });
});
