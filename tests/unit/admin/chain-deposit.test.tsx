import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_FLAG_TEXT } from '@/common/chain/coins';
import type { PublicTransaction } from '@/common/api/transactions';
import { ChainPaymentList } from '@/src-admin/chain-payments/ChainPaymentList';
import { DepositEdit } from '@/src-admin/deposits/DepositEdit';
import { DepositShow } from '@/src-admin/deposits/DepositShow';
import { formatDateTime } from '@/src-admin/ui/money';
import { fakeApi, filterOf, listReply, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { transaction } from './helpers/fixtures';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };
const D1 = '33333333-3333-4333-8333-333333333333';
const EXPIRES = '2025-02-01T10:30:00Z';

const deposit = (over: Partial<PublicTransaction> = {}) =>
  transaction({
    _id: D1,
    amount: 100,
    payment_method: 'btc',
    payment_address: 'bc1qderivedaddress000000000000000000000000',
    coin_amount: '0.0015',
    quote_expires_at: EXPIRES,
    confirmations: 1,
    required_confirmations: 2,
    quote_rate: '66666.67',
    quoted_amount: 100,
    deposit_flags: ['underpaid', 'late_payment'],
    ...over,
  });

const routes = (record: PublicTransaction): RouteTable => ({
  [`GET /transaction/single/${D1}`]: { body: record },
  'GET /transaction/all/': listReply('transaction', [record]),
  'GET /chain-payments': listReply('chain-payments', []),
  'GET /profile/all': listReply('profile', []),
});

/** An admin's page for the deposit: its edit page. */
const depositPage = () =>
  renderAdminView(<DepositEdit />, { url: `/admin/deposits/${D1}`, path: '/admin/deposits/:id', resource: 'deposits' });

const section = () => screen.findByRole('region', { name: 'On-chain payment' }, T);

describe("a deposit's on-chain section", () => {
  it("shows the admin the quote, confirmations and flags, keeps approve and fail, and links to the deposit's payments", async () => {
    const http = fakeApi(staff(), routes(deposit()));
    const { router, unmount } = depositPage();
    const onChain = await section();
    expect(onChain).toHaveTextContent('Quoted amount0.0015 BTC');
    expect(onChain).toHaveTextContent('Quote rate$66,666.67 per BTC');
    expect(onChain).toHaveTextContent('Quoted USD$100.00');
    // long past: the page says the quote no longer holds
    expect(onChain).toHaveTextContent(`Quote expires${formatDateTime(EXPIRES)} (expired)`);
    expect(onChain).toHaveTextContent('Confirmations1 / 2');
    expect(within(onChain).getByText(DEPOSIT_FLAG_TEXT.underpaid)).toBeInTheDocument();
    expect(within(onChain).getByText(DEPOSIT_FLAG_TEXT.late_payment)).toBeInTheDocument();

    // approve (Activate) and fail (Status) are where they were
    expect(await screen.findByRole('button', { name: 'Activate' }, T)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();

    await userEvent.setup().click(within(onChain).getByRole('link', { name: 'See its on-chain payments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/chain-payments'), T);
    // the payments list, opened at the address the link led to
    const { pathname, search } = router.state.location;
    unmount();
    renderAdminView(<ChainPaymentList />, { url: `${pathname}${search}`, resource: 'chain-payments' });
    await waitFor(() => expect(http.calls('GET /chain-payments').length).toBeGreaterThan(0), T);
    expect(filterOf(http.calls('GET /chain-payments').at(-1)!)).toEqual({ transaction_id: D1 });
    // the filter shows, so it can be seen and removed
    expect(await screen.findByRole('textbox', { name: 'Deposit ID' }, T)).toHaveValue(D1);
  });

  it('a support member reads it on the detail page; before a payment is seen it says so', async () => {
    fakeApi(staff('support'), routes(deposit({ confirmations: null, deposit_flags: [] })));
    renderAdminView(<DepositShow />, { url: `/admin/deposits/${D1}/show`, path: '/admin/deposits/:id/show', resource: 'deposits' });
    const onChain = await section();
    expect(onChain).toHaveTextContent('ConfirmationsNo payment seen yet');
    expect(onChain).toHaveTextContent('FlagsNone');
    expect(within(onChain).getByRole('link', { name: 'See its on-chain payments' })).toHaveAttribute(
      'href',
      `/admin/chain-payments?filter=${encodeURIComponent(JSON.stringify({ transaction_id: D1 }))}`,
    );
  });

  it('a deposit to a shared wallet has no on-chain section', async () => {
    fakeApi(
      staff(),
      routes(
        deposit({
          coin_amount: null,
          quote_expires_at: null,
          confirmations: null,
          required_confirmations: null,
          quote_rate: null,
          quoted_amount: null,
          deposit_flags: [],
        }),
      ),
    );
    depositPage();
    expect(await screen.findByText('Paid to our wallet', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'On-chain payment' })).toBeNull();
  });
});
