// On-chain deposits, the investor's side: a coin watched on its chain gets a fresh address and an exact
// coin amount after 'Confirm the Deposit' (no shared-wallet lookup, no address sent), shown
// with Copy, a QR code, the quote's countdown, the network warning and a status polled from
// GET /transaction/single/{id}. A shared-wallet coin, or options not (yet) loaded, keep the
// old flow. Activity shows how far a pending on-chain deposit has come.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_MSG, type DepositOption } from '@/common/api/chain';
import { QUOTE_VALIDITY_MS } from '@/common/chain/coins';
import { ActivityPage } from '@/src/app/pages/account/activity';
import { DepositPage } from '@/src/app/pages/account/deposit';
import { DEPOSIT_POLL_MS } from '@/src/features/deposit/api/get-deposit';
import { QuoteCountdown } from '@/src/features/deposit/components/quote-countdown';
import { ON_CHAIN_TEXT } from '@/src/features/deposit/texts';
import { formatCountdown } from '@/src/features/deposit/utils/use-countdown';
import type { Transaction } from '@/src/types/transaction';
import { fakeApi, fail, held, pagedList, type FakeApi, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { profile, transaction, USER_ID, WALLET } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';
import { resetViewport, setViewport } from '../helpers/viewport';

const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const DEPOSIT_ID = '22222222-2222-4222-8222-222222222222';
/** Ether watched on its chain; Bitcoin and Tether still paid to the shared wallets. */
const OPTIONS: DepositOption[] = [
  { symbol: 'btc', on_chain: false, required_confirmations: 2, token_contract: null },
  { symbol: 'eth', on_chain: true, required_confirmations: 12, token_contract: null },
  { symbol: 'usdt', on_chain: false, required_confirmations: 19, token_contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
];

/** The deposit as the server answers it: its own address, the quote, and the payment's progress. */
const quoted = (overrides: Partial<Transaction> = {}): Transaction =>
  transaction({
    _id: DEPOSIT_ID,
    amount: 250,
    payment_method: 'Ethereum',
    payment_address: ETH_ADDRESS,
    coin_amount: '0.08123456',
    quote_expires_at: new Date(Date.now() + QUOTE_VALIDITY_MS).toISOString(),
    confirmations: null,
    required_confirmations: 12,
    ...overrides,
  });

let http: FakeApi;
beforeEach(() => {
  window.sessionStorage.clear();
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile() },
    'GET /deposit-options': { status: 200, body: OPTIONS },
    'GET /address/btc': { status: 200, body: [WALLET] },
    'GET /address/eth': {
      status: 200,
      body: [{ ...WALLET, _id: 'w2', currency: 'eth', address: '0xDe000000000000000000000000000000000000d0' }],
    },
    'POST /transaction/save': () => ({ status: 201, body: quoted() }),
    [`GET /transaction/single/${DEPOSIT_ID}`]: () => ({ status: 200, body: quoted() }),
    [`GET /transaction/${USER_ID}`]: pagedList([]),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetViewport();
});

type User = ReturnType<typeof userEvent.setup>;

/** The deposit screen with the options loaded (or not), the coin picked and 250 USD typed, then Continue. */
async function continueWith(coin: RegExp, user: User, { waitForOptions = true } = {}) {
  // the shell's profile read: a credited deposit refreshes the balance
  renderAccountScreen(<DepositPage />, '/account/deposit', { shellReadsProfile: true });
  await screen.findByRole('heading', { name: 'Deposit', level: 1 });
  if (waitForOptions) await waitFor(() => expect(http.calls('GET /deposit-options')).toHaveLength(1));
  await user.click(screen.getByRole('radio', { name: coin }));
  const field = screen.getByRole('textbox', { name: 'Amount (USD)' });
  await user.clear(field);
  await user.type(field, '250');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Confirm your deposit' });
}

/** From the deposit screen to the payment dialog of an Ethereum deposit. */
async function payEthereum(user: User) {
  const confirm = await continueWith(/Ethereum/, user);
  await user.click(within(confirm).getByRole('button', { name: 'Confirm the Deposit' }));
  return screen.findByRole('dialog', { name: 'Send your Ethereum payment' });
}

describe('confirming a deposit in a coin watched on its chain', () => {
  it('promises a fresh address without looking one up, and posts without payment_address, with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const confirm = await continueWith(/Ethereum/, user);
    expect(confirm).toHaveTextContent(
      'You are depositing $250.00 in Ethereum. After you confirm, we make a fresh Ethereum address for this deposit alone and show the exact amount to send.',
    );
    expect(within(confirm).queryByTestId('deposit-address')).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm the Deposit' }));
    await screen.findByRole('dialog', { name: 'Send your Ethereum payment' });

    expect(http.calls('GET /address/eth')).toEqual([]);
    const [post] = http.calls('POST /transaction/save');
    expect(post.body).toEqual({ userid: USER_ID, trnx_type: 'deposit', amount: 250, payment_method: 'Ethereum' });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a retry after a failure reuses the key', async () => {
    http.set('POST /transaction/save', fail(500, 'Something went wrong on our side. Please try again later.'));
    const user = userEvent.setup();
    const confirm = await continueWith(/Ethereum/, user);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm the Deposit' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Error!' });
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    http.set('POST /transaction/save', { status: 201, body: quoted() });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    await user.click(within(again).getByRole('button', { name: 'Confirm the Deposit' }));
    await screen.findByRole('dialog', { name: 'Send your Ethereum payment' });
    const keys = http.calls('POST /transaction/save').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("no price to quote with (503): the server's own words, not 'try again later'", async () => {
    http.set('POST /transaction/save', fail(503, RATE_MSG.unavailable));
    const user = userEvent.setup();
    const confirm = await continueWith(/Ethereum/, user);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm the Deposit' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(failed).toHaveTextContent(RATE_MSG.unavailable);
    expect(failed).not.toHaveTextContent('Unable to complete deposit');
  });
});

describe('the payment dialog', () => {
  it("puts the TRC-20 contract the server names (TRON_USDT_CONTRACT) in the QR code's TRON URI", async () => {
    const contract = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';
    const tronAddress = 'TLaevFSZ7YZMfxZo2rpWMbd9LjoTeYx7f1';
    http.set('GET /deposit-options', {
      status: 200,
      body: OPTIONS.map((o) => (o.symbol === 'usdt' ? { ...o, on_chain: true, token_contract: contract } : o)),
    });
    const tether = quoted({
      payment_method: 'Tether USDT Trc20',
      payment_address: tronAddress,
      coin_amount: '250',
      required_confirmations: 19,
    });
    http.set('POST /transaction/save', () => ({ status: 201, body: tether }));
    http.set(`GET /transaction/single/${DEPOSIT_ID}`, () => ({ status: 200, body: tether }));
    const drawn = vi.spyOn(QRCode, 'toString');
    const user = userEvent.setup();
    const confirm = await continueWith(/Tether/, user);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm the Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: /Tether/ });
    await within(dialog).findByRole('img', { name: /QR/i });
    expect(drawn).toHaveBeenCalledWith(`tron:${tronAddress}?contract=${contract}&amount=250`, expect.objectContaining({ type: 'svg' }));
  });

  it('shows the address and exact amount with Copy, a QR code of the payment URI, the countdown, the warning and the legacy sentence', async () => {
    const drawn = vi.spyOn(QRCode, 'toString');
    const user = userEvent.setup();
    const dialog = await payEthereum(user);

    expect(dialog).toHaveTextContent('Processing! your account will be credited upon confirmation of your deposit on the blockchain');
    expect(within(dialog).getByTestId('deposit-address')).toHaveTextContent(ETH_ADDRESS);
    expect(within(dialog).getByText('0.08123456 ETH')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy', description: 'Exact amount to send' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy', description: 'Ethereum address for this deposit' })).toBeInTheDocument();

    // EIP-681: the value in wei
    const qr = await within(dialog).findByRole('img', {
      name: ON_CHAIN_TEXT.qrAlt({ symbol: 'eth', name: 'Ethereum', network: 'Ethereum' }),
    });
    expect(drawn).toHaveBeenCalledWith(`ethereum:${ETH_ADDRESS}?value=81234560000000000`, expect.objectContaining({ type: 'svg' }));
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);

    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^(30:00|29:\d\d)$/);
    expect(dialog).toHaveTextContent(/Time left at this amount: (30:00|29:\d\d)/);
    expect(within(dialog).getByText('Send only Ethereum on the Ethereum network to this address.')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Waiting for your payment');
  });

  it('copies the amount without its symbol', async () => {
    const user = userEvent.setup();
    const dialog = await payEthereum(user);
    // after userEvent.setup, which puts its own clipboard on navigator
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(within(dialog).getByRole('button', { name: 'Copy', description: 'Exact amount to send' }));
    expect(writeText).toHaveBeenCalledWith('0.08123456');
  });

  it('follows the payment: waiting, then 1 of 12 confirmations, then Credited, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: Reply[] = [
      { status: 200, body: quoted({ confirmations: 1 }) },
      { status: 200, body: quoted({ status: 'successful', confirmations: 12 }) },
    ];
    http.set(`GET /transaction/single/${DEPOSIT_ID}`, () => answers.shift() ?? fail(500, 'asked once too often'));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await payEthereum(user);
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('Waiting for your payment');

    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS));
    await waitFor(() => expect(status).toHaveTextContent('Seen, 1 of 12 confirmations'));
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS));
    await waitFor(() => expect(status).toHaveTextContent('Credited'));
    // the balance shows the credit
    await waitFor(() => expect(http.calls('GET /profile/me').length).toBeGreaterThan(1));
    // the quote no longer matters once credited
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument();

    const asked = http.calls(`GET /transaction/single/${DEPOSIT_ID}`).length;
    expect(asked).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3));
    expect(http.calls(`GET /transaction/single/${DEPOSIT_ID}`)).toHaveLength(asked);
  });

  it('closing leaves the deposit pending and stops polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await payEthereum(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3));
    expect(http.calls(`GET /transaction/single/${DEPOSIT_ID}`)).toEqual([]);
  });

  it('only the status is a live region: the countdown is a timer, not announced every second', async () => {
    const user = userEvent.setup();
    const dialog = await payEthereum(user);
    const timer = within(dialog).getByRole('timer');
    expect(timer.closest('[aria-live]')).toBeNull();
    expect(within(dialog).getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('is axe-clean and labelled; long addresses break and the QR code scales to a 375 px phone', async () => {
    setViewport(375);
    const user = userEvent.setup();
    const dialog = await payEthereum(user);
    await within(dialog).findByRole('img');
    // the test DOM has no layout, so colours are left to the browser specs
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(within(dialog).getByTestId('deposit-address')).toHaveStyle({ wordBreak: 'break-all' });
    expect(within(dialog).getByRole('img')).toHaveStyle({ width: '100%' });
  });
});

describe('the quote countdown', () => {
  it('counts mm:ss down every second, then says the quote expired and how a late payment is credited', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
    render(<QuoteCountdown expiresAt="2026-11-21T10:30:00.000Z" />);
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('29:59');
    act(() => vi.advanceTimersByTime(30 * 60 * 1000 - 2000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(
      screen.getByText('The quote has expired. A payment that arrives now is credited at the rate when it confirms.'),
    ).toBeInTheDocument();
  });

  it('formats minutes and seconds, the seconds rounded up', () => {
    expect(formatCountdown(30 * 60 * 1000)).toBe('30:00');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('a coin paid to a shared wallet keeps the old flow', () => {
  it('Bitcoin (on_chain false): the shared address is looked up and sent; the legacy success dialog', async () => {
    const user = userEvent.setup();
    const confirm = await continueWith(/Bitcoin/, user);
    expect(await within(confirm).findByText(WALLET.address)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm the Deposit' }));
    await screen.findByRole('dialog', { name: 'Processing!' });
    expect(http.calls('POST /transaction/save')[0].body).toMatchObject({ payment_method: 'Bitcoin', payment_address: WALLET.address });
  });

  it('options still loading: no on-chain promise, the shared wallet is used', async () => {
    const options = held<Reply>();
    http.set('GET /deposit-options', () => options.promise);
    const user = userEvent.setup();
    const confirm = await continueWith(/Ethereum/, user, { waitForOptions: false });
    expect(await within(confirm).findByText('0xDe000000000000000000000000000000000000d0')).toBeInTheDocument();
    // options arriving now do not change the dialog already open
    options.resolve({ status: 200, body: OPTIONS });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm the Deposit' }));
    await screen.findByRole('dialog', { name: 'Processing!' });
    expect(http.calls('POST /transaction/save')[0].body).toMatchObject({ payment_address: '0xDe000000000000000000000000000000000000d0' });
  });

  it('options failed: the shared wallet is used', async () => {
    http.set('GET /deposit-options', fail(404, 'Not found'));
    const user = userEvent.setup();
    const confirm = await continueWith(/Ethereum/, user);
    expect(await within(confirm).findByText('0xDe000000000000000000000000000000000000d0')).toBeInTheDocument();
    expect(confirm).not.toHaveTextContent('fresh Ethereum address');
  });
});

describe('Activity', () => {
  const rows = [
    quoted({ _id: 'a', createdAt: '2026-11-24T10:00:00.000Z', confirmations: null }),
    quoted({ _id: 'b', createdAt: '2026-11-23T10:00:00.000Z', confirmations: 3 }),
    // credited: the status says it all
    quoted({ _id: 'c', createdAt: '2026-11-22T10:00:00.000Z', status: 'successful', confirmations: 12 }),
    // a shared-wallet deposit has no confirmations to show
    transaction({ _id: 'd', createdAt: '2026-11-21T10:00:00.000Z' }),
  ];

  it('a pending on-chain deposit shows its confirmations next to its status in the table', async () => {
    http.set(`GET /transaction/${USER_ID}`, pagedList(rows));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const table = await screen.findByRole('table', { name: 'Your transactions' });
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelectorAll('td')[3].textContent);
    expect(statuses).toEqual(['PendingWaiting for payment', 'PendingSeen, 3 of 12 confirmations', 'Successful', 'Pending']);
  });

  it('and on the phone cards', async () => {
    setViewport(375);
    http.set(`GET /transaction/${USER_ID}`, pagedList(rows));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const list = await screen.findByRole('list', { name: 'Your transactions' });
    const cards = within(list)
      .getAllByRole('listitem')
      .map((c) => c.textContent);
    expect(cards[0]).toMatch(/^DepositPendingWaiting for paymentDate/);
    expect(cards[1]).toMatch(/^DepositPendingSeen, 3 of 12 confirmationsDate/);
    expect(cards[2]).toMatch(/^DepositSuccessfulDate/);
    expect(cards[3]).toMatch(/^DepositPendingDate/);
  });
});
