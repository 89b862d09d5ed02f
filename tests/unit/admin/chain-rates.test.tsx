import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { RATE_MSG, type CoinRate } from '@/common/api/chain';
import { CoinRatesPage } from '@/src-admin/rates/CoinRatesPage';
import { endSession } from '@/src/lib/auth/session';
import { fail, fakeApi, type RouteTable, type Sent } from '@/tests/unit/web/helpers/fake-api';
import { renderAdmin, renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

const noError = { live_error: null, live_error_at: null };
const rates: CoinRate[] = [
  { coin: 'btc', live_usd: '67187.12', live_at: '2025-02-01T10:00:00Z', ...noError, fallback_usd: null, fallback_updated_at: null },
  { coin: 'eth', live_usd: null, live_at: null, ...noError, fallback_usd: '3300', fallback_updated_at: '2025-01-30T09:00:00Z' },
  {
    coin: 'usdt',
    live_usd: '1.0002',
    live_at: '2025-02-01T10:00:00Z',
    ...noError,
    fallback_usd: '1',
    fallback_updated_at: '2025-01-30T09:00:00Z',
  },
];

/** PUT /chain/rates/{coin} answered as the API does: the coin's row with the new fallback. */
const setFallback = (coin: string) => (sent: Sent) => {
  const { usd } = sent.body as { usd: string | null };
  const row = rates.find((r) => r.coin === coin)!;
  return { body: { ...row, fallback_usd: usd, fallback_updated_at: usd === null ? null : '2025-02-01T11:00:00Z' } };
};

const api: RouteTable = {
  'GET /chain/rates': { body: rates },
  ...Object.fromEntries(rates.map((r) => [`PUT /chain/rates/${r.coin}`, setFallback(r.coin)])),
  'GET /stats/summary': { body: {} },
};

const ratesPage = () => renderAdminView(<CoinRatesPage />, { url: '/admin/rates' });

const card = (name: string) => screen.findByRole('region', { name }, T);

describe('coin rates', () => {
  it("lists each coin's live rate (and when it was read) and its fallback", async () => {
    fakeApi(staff(), api);
    const { container } = ratesPage();
    const btc = await card('Bitcoin (BTC)');
    expect(btc).toHaveTextContent('Live rate$67,187.12 per BTCRead at');
    expect(btc).toHaveTextContent('Fallback rateNone');
    const eth = await card('Ethereum (ETH)');
    expect(eth).toHaveTextContent('Live rateNot read yet');
    expect(eth).toHaveTextContent('Fallback rate$3,300.00 per ETHSet at');
    expect(await card('Tether USDT Trc20 (USDT)')).toHaveTextContent('$1.0002 per USDT');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('says why there is no live rate: the last failed call to the price source and when it was made', async () => {
    const failing = rates.map((r) => ({
      ...r,
      live_usd: null,
      live_at: null,
      live_error: 'price source answered 503',
      live_error_at: '2025-02-01T10:20:00Z',
    }));
    fakeApi(staff(), { 'GET /chain/rates': { body: failing } }, api);
    ratesPage();
    const btc = await card('Bitcoin (BTC)');
    expect(btc).toHaveTextContent('Live rateUnavailable');
    expect(btc).toHaveTextContent(/The price source did not answer when last asked at .+: price source answered 503/);
    expect(btc).not.toHaveTextContent('Not read yet');
  });

  it("an admin's bad rate shows the schema's message at the field and sends nothing; a good one is saved", async () => {
    const http = fakeApi(staff(), api);
    ratesPage();
    const user = userEvent.setup();
    await user.click(within(await card('Bitcoin (BTC)')).getByRole('button', { name: 'Set fallback for BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fallback rate for Bitcoin (BTC)' });
    const field = within(dialog).getByRole('textbox', { name: /USD per 1 BTC/ });

    await user.type(field, '65,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(RATE_MSG.rate)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(RATE_MSG.rate);
    expect(field).toBeInvalid();
    // no decimals beyond eight, and nothing empty, either
    await user.clear(field);
    await user.type(field, '0.000000001');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(RATE_MSG.rate)).toBeInTheDocument();
    expect(http.calls('PUT /chain/rates/btc')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '65000.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.calls('PUT /chain/rates/btc')).toHaveLength(1), T);
    expect(http.calls('PUT /chain/rates/btc')[0].body).toEqual({ usd: '65000.5' });
    expect(await screen.findByText('The fallback rate for BTC is now $65,000.50.', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(await card('Bitcoin (BTC)')).toHaveTextContent('Fallback rate$65,000.50 per BTC');
  });

  it('an admin removes a fallback (usd: null)', async () => {
    const http = fakeApi(staff(), api);
    ratesPage();
    const user = userEvent.setup();
    await user.click(within(await card('Ethereum (ETH)')).getByRole('button', { name: 'Change fallback for ETH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fallback rate for Ethereum (ETH)' });
    expect(within(dialog).getByRole('textbox', { name: /USD per 1 ETH/ })).toHaveValue('3300');
    await user.click(within(dialog).getByRole('button', { name: 'Remove fallback' }));
    await waitFor(() => expect(http.calls('PUT /chain/rates/eth')).toHaveLength(1), T);
    expect(http.calls('PUT /chain/rates/eth')[0].body).toEqual({ usd: null });
    expect(await screen.findByText('The fallback rate for ETH was removed.', {}, T)).toBeInTheDocument();
    expect(await card('Ethereum (ETH)')).toHaveTextContent('Fallback rateNone');
  });

  it("the server's refusal of a rate shows at the field", async () => {
    const refusal = 'A fallback this far from the live rate is refused';
    fakeApi(staff(), { 'PUT /chain/rates/btc': fail(400, refusal, [{ field: 'usd', message: refusal }]) }, api);
    ratesPage();
    const user = userEvent.setup();
    await user.click(within(await card('Bitcoin (BTC)')).getByRole('button', { name: 'Set fallback for BTC' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: /USD per 1 BTC/ });
    await user.type(field, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(refusal), T);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('support staff read the rates and are offered no change', async () => {
    fakeApi(staff('support'), api);
    const { accessKnown } = ratesPage();
    const btc = await card('Bitcoin (BTC)');
    expect(btc).toHaveTextContent('$67,187.12 per BTC');
    // only once the role is read is 'no button' a finding
    await accessKnown();
    expect(screen.getByText(/Only admins change fallback rates\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /fallback/i })).toBeNull();
  });

  it("'Coin rates' in the menu opens the page inside the back-office, for both roles", async () => {
    for (const role of ['admin', 'support'] as const) {
      const http = fakeApi(staff(role), api);
      const { router, unmount } = renderAdmin('/admin/rates');
      const item = await screen.findByRole('menuitem', { name: 'Coin rates' }, T);
      expect(item).toHaveAttribute('href', '/admin/rates');
      expect(await screen.findByRole('menuitem', { name: 'On-chain payments' }, T)).toHaveAttribute('href', '/admin/chain-payments');
      expect(router.state.location.pathname).toBe('/admin/rates');
      unmount();
      http.restore();
      endSession();
    }
  });
});
