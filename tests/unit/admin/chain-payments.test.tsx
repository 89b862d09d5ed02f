import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { PublicChainPayment } from '@/common/api/chain';
import { DEPOSIT_FLAG_TEXT } from '@/common/chain/coins';
import { ChainPaymentList } from '@/src-admin/chain-payments/ChainPaymentList';
import { ChainPaymentShow } from '@/src-admin/chain-payments/ChainPaymentShow';
import { webAddress } from '@/common/web-address';
import { formatCoinAmount, formatRatePerCoin, shortTxid } from '@/src-admin/chain-payments/format';
import { fakeApi, filterOf, listReply, type Handler, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };
const D1 = '33333333-3333-4333-8333-333333333333';
const TXID = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';
const ETH_TX = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';

const payment = (over: Partial<PublicChainPayment>): PublicChainPayment => ({
  _id: 'p1',
  coin: 'btc',
  txid: TXID,
  output_index: 1,
  address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  coin_amount: '0.0014',
  confirmations: 1,
  required_confirmations: 2,
  status: 'seen',
  block_number: 880_001,
  transaction_id: D1,
  userid: 'u1',
  user_email: 'ann@example.com',
  user_name: 'Ann Investor',
  quoted_coin_amount: '0.0015',
  quoted_amount: 100,
  credited_amount: null,
  rate: null,
  flags: ['underpaid'],
  explorer_url: `https://mempool.space/tx/${TXID}`,
  seen_at: '2025-02-01T10:00:00Z',
  credited_at: null,
  ...over,
});

const payments = [
  payment({}),
  payment({
    _id: 'p2',
    coin: 'eth',
    txid: ETH_TX,
    output_index: 0,
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    coin_amount: '0.05',
    confirmations: 14,
    required_confirmations: 12,
    status: 'credited',
    transaction_id: null,
    userid: null,
    user_email: null,
    user_name: null,
    quoted_coin_amount: null,
    quoted_amount: null,
    credited_amount: 165.4,
    rate: '3308.12',
    flags: ['late_payment', 'extra_payment'],
    explorer_url: `https://etherscan.io/tx/${ETH_TX}`,
    credited_at: '2025-02-01T10:30:00Z',
  }),
];

const api: RouteTable = {
  'GET /chain-payments': listReply('chain-payments', payments),
  'GET /profile/all': listReply('profile', []),
};

/** GET /chain-payments/{id}: one of the payments. */
const one: Handler = (sent) => {
  const id = /^\/chain-payments\/([\w-]+)$/.exec(sent.path)?.[1];
  return id && sent.method === 'GET' ? { body: payments.find((p) => p._id === id) } : undefined;
};

const list = () => renderAdminView(<ChainPaymentList />, { url: '/admin/chain-payments', resource: 'chain-payments' });

/**
 * axe on the screen (rendered alone, without the menu around it), with the rules the test DOM
 * can check: it lays nothing out, so no colour contrast.
 */
async function axeViolations(container: Element) {
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('how on-chain figures read', () => {
  it('coin amounts and rates keep every digit, with the coin', () => {
    expect(formatCoinAmount('0.00150001', 'btc')).toBe('0.00150001 BTC');
    expect(formatCoinAmount('1234.000000000000000001', 'eth')).toBe('1,234.000000000000000001 ETH');
    expect(formatCoinAmount(null, 'btc')).toBe('—');
    expect(formatRatePerCoin('67187.12345678', 'btc')).toBe('$67,187.12345678 per BTC');
    expect(formatRatePerCoin('1', 'usdt')).toBe('$1.00 per USDT');
  });

  it('a transaction id is shortened to its ends; an explorer link is only ever a web address', () => {
    expect(shortTxid(TXID)).toBe('4a5e1e…eda33b');
    expect(shortTxid('abc')).toBe('abc');
    expect(webAddress(`https://mempool.space/tx/${TXID}`)).toBe(`https://mempool.space/tx/${TXID}`);
    expect(webAddress('javascript:alert(1)')).toBeUndefined();
    expect(webAddress('not a url')).toBeUndefined();
  });
});

describe('the on-chain payments list', () => {
  it('shows each payment: txid linked to the explorer in a new tab, n / N confirmations, the deposit, quote, credit and flags', async () => {
    const http = fakeApi(staff(), api);
    const { container } = list();
    const table = await screen.findByRole('table', {}, T);
    const link = await within(table).findByRole('link', { name: /^4a5e1e…eda33b/ }, T);
    expect(link).toHaveAttribute('href', `https://mempool.space/tx/${TXID}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('4a5e1e…eda33b (opens the block explorer in a new tab)');

    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('1 / 2');
    expect(within(first).getByText('Seen')).toBeInTheDocument();
    expect(within(first).getByText('0.0014')).toBeInTheDocument();
    expect(within(first).getByText('0.0015 BTC')).toBeInTheDocument();
    expect(within(first).getByText('$100.00')).toBeInTheDocument();
    expect(within(first).getByText('Not yet')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Deposit 33333333' })).toHaveAttribute('href', `/admin/deposits/${D1}`);
    // the owner by name, the e-mail below
    expect(within(first).getByText('Ann Investor')).toBeInTheDocument();
    expect(within(first).getByText('ann@example.com')).toBeInTheDocument();

    expect(second).toHaveTextContent('14 / 12');
    expect(within(second).getByText('Credited')).toBeInTheDocument();
    expect(within(second).getByText('$165.40')).toBeInTheDocument();
    expect(within(second).getByText('at $3,308.12 per ETH')).toBeInTheDocument();
    expect(within(second).getByText('No deposit')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /^0x5c50…b22060/ })).toHaveAttribute('href', `https://etherscan.io/tx/${ETH_TX}`);

    // flags are chips with a short name; the whole text shows on focus or hover
    const underpaid = within(first).getByText('Underpaid');
    expect(within(second).getByText('Paid after the quote expired')).toBeInTheDocument();
    await userEvent.setup().hover(underpaid);
    expect(await screen.findByRole('tooltip', {}, T)).toHaveTextContent(DEPOSIT_FLAG_TEXT.underpaid);

    // newest first, as the API is asked
    expect(JSON.parse(http.calls('GET /chain-payments')[0].query.sort ?? '[]')).toEqual(['seen_at', 'DESC']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('filters by coin and status as the API expects', async () => {
    const http = fakeApi(staff('support'), api);
    list();
    await screen.findByRole('table', {}, T);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Coin' }));
    await user.click(await screen.findByRole('option', { name: 'Ethereum (ETH)' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Dropped' }));
    await waitFor(() => expect(filterOf(http.calls('GET /chain-payments').at(-1)!)).toEqual({ coin: 'eth', status: 'dropped' }), T);
  });

  it('a support member reads a payment: every field, and the deposit opens on its detail page', async () => {
    fakeApi(staff('support'), api, one);
    const { container } = renderAdminView(<ChainPaymentShow />, {
      url: '/admin/chain-payments/p1/show',
      path: '/admin/chain-payments/:id/show',
      resource: 'chain-payments',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'On-chain payment of 0.0014 BTC' }, T)).toBeInTheDocument();
    const page = container;
    expect(page).toHaveTextContent('Bitcoin (BTC) on Bitcoin');
    expect(within(page).getByRole('link', { name: new RegExp(`^${TXID}`) })).toHaveAttribute('target', '_blank');
    expect(page).toHaveTextContent('Output index1');
    expect(page).toHaveTextContent('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(page).toHaveTextContent('Confirmations1 / 2');
    expect(page).toHaveTextContent('Block880001');
    expect(page).toHaveTextContent('Quoted amount0.0015 BTC');
    expect(page).toHaveTextContent('Quoted USD$100.00');
    expect(page).toHaveTextContent('Credited USDNot credited');
    expect(within(page).getByText(DEPOSIT_FLAG_TEXT.underpaid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit 33333333' })).toHaveAttribute('href', `/admin/deposits/${D1}/show`);
    expect(screen.getByRole('link', { name: 'Ann Investor (ann@example.com)' })).toHaveAttribute('href', '/admin/users/u1/show');
    // nothing to change here, for any role
    expect(screen.queryByRole('button', { name: /edit|delete|save/i })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
