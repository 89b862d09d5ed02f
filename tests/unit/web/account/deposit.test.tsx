// /account/deposit: coin, amount (default
// 100, minimum 100), the confirm dialog with the wallet address, Copy, the result dialogs.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@/common/messages';
import { TX_MSG } from '@/common/validation/transaction';
import { DepositPage } from '@/src/app/pages/account/deposit';
import { CopyAddress } from '@/src/features/deposit/components/copy-address';
import { COPIED_MS } from '@/src/features/deposit/utils/use-copy';
import { fakeApi, fail, held, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile, transaction, USER_ID, WALLET } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile() },
    'GET /address/btc': { status: 200, body: [WALLET] },
    'GET /address/eth': {
      status: 200,
      body: [{ ...WALLET, _id: 'w2', currency: 'eth', address: '0xDe000000000000000000000000000000000000d0' }],
    },
    'GET /address/usdt': { status: 200, body: [] },
    'POST /transaction/save': { status: 201, body: transaction({ amount: 250 }) },
    [`GET /transaction/${USER_ID}`]: { status: 200, body: [] },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function open() {
  // the shell's profile read: a deposit refreshes the balance
  const view = renderAccountScreen(<DepositPage />, '/account/deposit', { shellReadsProfile: true });
  await screen.findByRole('heading', { name: 'Deposit', level: 1 });
  return { ...view, user: userEvent.setup() };
}

describe('the deposit form', () => {
  it('offers the three coins (Bitcoin first) and 100 USD by default', async () => {
    await open();
    const coins = screen.getAllByRole('radio');
    expect(coins.map((r) => r.getAttribute('value'))).toEqual(['btc', 'eth', 'usdt']);
    expect(screen.getByRole('radio', { name: /Bitcoin/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Ethereum/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Tether USDT Trc20/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('100');
  });

  it.each(['99.99', '0', '', 'abc'])('%j: the minimum message and nothing is sent', async (amount) => {
    const { user } = await open();
    const field = screen.getByRole('textbox', { name: 'Amount (USD)' });
    await user.clear(field);
    if (amount) await user.type(field, amount);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(amount === 'abc' ? /number/ : TX_MSG.minDeposit);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(http.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(http.calls('GET /address/btc')).toEqual([]);
  });

  // the amount rule itself: tests/unit/common/money-forms.test.ts (depositFormSchema)
});

describe('confirming a deposit', () => {
  it('shows a loading state, then the address; Confirm sends the deposit with an Idempotency-Key; success dialog; activity refetched', async () => {
    const address = held<{ status: number; body: unknown }>();
    http.set('GET /address/eth', () => address.promise);
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: /Ethereum/ }));
    const field = screen.getByRole('textbox', { name: 'Amount (USD)' });
    await user.clear(field);
    await user.type(field, '250');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    expect(within(dialog).getByRole('progressbar', { name: 'Loading the deposit address' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm the Deposit' })).toBeDisabled();
    address.resolve({ status: 200, body: [{ ...WALLET, currency: 'eth', address: '0xDe000000000000000000000000000000000000d0' }] });
    expect(await within(dialog).findByText('0xDe000000000000000000000000000000000000d0')).toBeInTheDocument();
    expect(within(dialog).getByText('$250.00')).toBeInTheDocument();

    const before = http.calls(`GET /transaction/${USER_ID}`).length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the Deposit' }));
    const done = await screen.findByRole('dialog', { name: 'Processing!' });
    expect(done).toHaveTextContent('your account will be credited upon confirmation of your deposit on the blockchain');
    expect(MSG.depositSuccess).toBe('Processing! your account will be credited upon confirmation of your deposit on the blockchain');

    const [post] = http.calls('POST /transaction/save');
    expect(post.body).toEqual({
      userid: USER_ID,
      trnx_type: 'deposit',
      amount: 250,
      payment_method: 'Ethereum',
      payment_address: '0xDe000000000000000000000000000000000000d0',
    });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // no page reload: the lists are fetched again
    await waitFor(() => expect(http.calls('GET /profile/me').length).toBeGreaterThan(1));
    expect(http.calls(`GET /transaction/${USER_ID}`).length).toBeGreaterThanOrEqual(before);

    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a refused deposit shows the try-again-later failure dialog (with the server reason)', async () => {
    http.set('POST /transaction/save', fail(400, 'This is not one of our deposit addresses'));
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    await within(dialog).findByText(WALLET.address);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the Deposit' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(failed).toHaveTextContent('Unable to complete deposit at this time, try again later');
    expect(failed).toHaveTextContent('This is not one of our deposit addresses');
  });

  it('two confirms of one action never happen: the button is disabled while sending', async () => {
    const answer = held<{ status: number; body: unknown }>();
    http.set('POST /transaction/save', () => answer.promise);
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    await within(dialog).findByText(WALLET.address);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm the Deposit' });
    await user.click(confirm);
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel Order' })).toBeDisabled();
    answer.resolve({ status: 201, body: transaction() });
    await screen.findByRole('dialog', { name: 'Processing!' });
    expect(http.calls('POST /transaction/save')).toHaveLength(1);
  });

  it('Cancel Order closes the dialog and sends nothing', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.calls('POST /transaction/save')).toEqual([]);
  });

  it('a coin without an active wallet says so and cannot be confirmed', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: /Tether/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    expect(await within(dialog).findByText(/No Tether USDT Trc20 deposit address is available/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm the Deposit' })).toBeDisabled();
  });
});

describe('the Copy button', () => {
  it("copies the address and reads 'Copied' for 2 seconds", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render(<CopyAddress address="bc1qexample000" label="Bitcoin deposit address" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('bc1qexample000');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(COPIED_MS).toBe(2000);
  });
});
