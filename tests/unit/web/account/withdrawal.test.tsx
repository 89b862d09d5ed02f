// /account/withdrawal (the 100 USD
// minimum is enforced; server messages are toasts; the coin is chosen and the
// address checked on its network before anything is sent).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_MSG } from '@/common/crypto-address';
import { MSG } from '@/common/messages';
import { TX_MSG } from '@/common/validation/transaction';
import { WithdrawalPage } from '@/src/app/pages/account/withdrawal';
import { fakeApi, fail, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile, transaction, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const USDT_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile({ acct_bal: 1500, kyc_status: true }) },
    'POST /transaction/save': { status: 201, body: transaction({ type: 'withdraw', trnx_type: 'withdraw', amount: 500 }) },
    [`GET /transaction/${USER_ID}`]: { status: 200, body: [] },
  });
});

async function open() {
  const view = renderAccountScreen(<WithdrawalPage />, '/account/withdrawal');
  await screen.findByRole('heading', { name: 'Withdraw', level: 1 });
  const user = userEvent.setup();
  const fill = async (amount: string, address: string) => {
    const a = screen.getByRole('textbox', { name: /Amount \(USD\)/ });
    const w = screen.getByRole('textbox', { name: /Wallet address/ });
    await user.clear(a);
    await user.clear(w);
    if (amount) await user.type(a, amount);
    if (address) await user.type(w, address);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  };
  return { ...view, user, fill };
}

// the rules themselves, in order: tests/unit/common/money-forms.test.ts (withdrawalFormSchema)

describe('the withdrawal screen', () => {
  it('shows the balance, the coins (Bitcoin first), both fields and the minimum 100.00 USD note', async () => {
    await open();
    expect(await screen.findByText('$1,500.00')).toBeInTheDocument();
    const coins = within(screen.getByRole('radiogroup', { name: 'Coin to receive' })).getAllByRole('radio');
    expect(coins.map((r) => r.getAttribute('value'))).toEqual(['btc', 'eth', 'usdt']);
    expect(screen.getByRole('radio', { name: /Bitcoin/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Amount \(USD\)/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Wallet address/ })).toBeInTheDocument();
    expect(screen.getByText('minimum 100.00 USD')).toBeInTheDocument();
  });

  it('enforces the minimum: under 100 nothing is sent', async () => {
    const { fill } = await open();
    await fill('50', ADDRESS);
    expect(await screen.findByText(TX_MSG.minWithdrawal)).toBeInTheDocument();
    expect(http.calls('POST /transaction/save')).toEqual([]);
  });

  it('more than the balance: the legacy message and nothing sent', async () => {
    const { fill } = await open();
    await screen.findByText('$1,500.00');
    await fill('1500.01', ADDRESS);
    expect(await screen.findByText(TX_MSG.balanceTooLow)).toBeInTheDocument();
    expect(http.calls('POST /transaction/save')).toEqual([]);
  });

  it('without a loaded profile: the connectivity message', async () => {
    http.set('GET /profile/me', fail(500, 'Something went wrong on our side. Please try again later.'));
    const { fill } = await open();
    await screen.findAllByText('Something went wrong on our side. Please try again later.');
    await fill('100', ADDRESS);
    expect(await screen.findByText(MSG.withdrawalNoProfile)).toBeInTheDocument();
    expect(MSG.withdrawalNoProfile).toBe('unable to complete transaction at this time, check network connectivity and try again later');
    expect(http.calls('POST /transaction/save')).toEqual([]);
  });

  it('without KYC: the KYC Verification dialog leads to /account/kyc-verify', async () => {
    http.set('GET /profile/me', { status: 200, body: profile({ acct_bal: 1500, kyc_status: false }) });
    const { fill, user, location } = await open();
    await screen.findByText('$1,500.00');
    await fill('100', ADDRESS);
    const dialog = await screen.findByRole('dialog', { name: 'KYC Verification' });
    expect(dialog).toHaveTextContent('Kindly verify your account to complete withdrawal');
    expect(http.calls('POST /transaction/save')).toEqual([]);
    await user.click(within(dialog).getByRole('link', { name: 'Verify my account' }));
    await waitFor(() => expect(location().pathname).toBe('/account/kyc-verify'));
  });

  it('sends amount, address and the type with an Idempotency-Key; success message; balance refetched', async () => {
    const { fill, user } = await open();
    await screen.findByText('$1,500.00');
    const before = http.calls('GET /profile/me').length;
    http.set('GET /profile/me', { status: 200, body: profile({ acct_bal: 1000, kyc_status: true }) });
    await fill('500', ADDRESS);
    const done = await screen.findByRole('dialog', { name: 'processing!' });
    expect(done).toHaveTextContent('withdrawal proccessing');
    const [post] = http.calls('POST /transaction/save');
    expect(post.body).toEqual({ trnx_type: 'withdraw', amount: 500, address: ADDRESS, payment_method: 'btc' });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(http.calls('GET /profile/me').length).toBeGreaterThan(before));
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Amount \(USD\)/ })).toHaveValue('');
  });

  it("the server's 409 is shown as a toast", async () => {
    http.set('POST /transaction/save', fail(409, TX_MSG.balanceTooLow));
    const { fill } = await open();
    await screen.findByText('$1,500.00');
    await fill('500', ADDRESS);
    expect(await screen.findByText(TX_MSG.balanceTooLow)).toBeInTheDocument();
  });

  it("the server's 403 (KYC) opens the KYC dialog", async () => {
    http.set('POST /transaction/save', fail(403, TX_MSG.kycRequired));
    const { fill } = await open();
    await screen.findByText('$1,500.00');
    await fill('500', ADDRESS);
    expect(await screen.findByRole('dialog', { name: 'KYC Verification' })).toBeInTheDocument();
  });

  it('a failure without an answer shows the legacy error dialog', async () => {
    http.set('POST /transaction/save', fail(500, 'Something went wrong on our side. Please try again later.'));
    const { fill } = await open();
    await screen.findByText('$1,500.00');
    await fill('500', ADDRESS);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Unable to complete withdrawal at this time, try again later');
  });

  it('a mistyped address is refused under the field, for the chosen coin, and nothing is sent', async () => {
    const { fill, user } = await open();
    await screen.findByText('$1,500.00');
    await user.click(screen.getByRole('radio', { name: /Ethereum/ }));
    await fill('500', ETH_ADDRESS.replace('a', 'A'));
    const field = screen.getByRole('textbox', { name: /Wallet address/ });
    expect(field).toHaveAccessibleDescription(ADDRESS_MSG.invalidFor('eth'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(http.calls('POST /transaction/save')).toEqual([]);
  });

  it('sends the chosen coin as payment_method', async () => {
    const { fill, user } = await open();
    await screen.findByText('$1,500.00');
    await user.click(screen.getByRole('radio', { name: /Tether/ }));
    await fill('250', USDT_ADDRESS);
    await screen.findByRole('dialog', { name: 'processing!' });
    expect(http.calls('POST /transaction/save')[0].body).toEqual({
      trnx_type: 'withdraw',
      amount: 250,
      address: USDT_ADDRESS,
      payment_method: 'usdt',
    });
  });

  it("one attempt, one outcome: an earlier refusal's toast is gone when the success dialog shows", async () => {
    http.set('POST /transaction/save', fail(409, TX_MSG.balanceTooLow));
    const { fill, user } = await open();
    await screen.findByText('$1,500.00');
    await fill('500', ADDRESS);
    expect(await screen.findByText(TX_MSG.balanceTooLow)).toBeInTheDocument();
    http.set('POST /transaction/save', { status: 201, body: transaction({ type: 'withdraw', trnx_type: 'withdraw', amount: 400 }) });
    const amount = screen.getByRole('textbox', { name: /Amount \(USD\)/ });
    await user.clear(amount);
    await user.type(amount, '400');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByRole('dialog', { name: 'processing!' });
    await waitFor(() => expect(screen.queryByText(TX_MSG.balanceTooLow)).not.toBeInTheDocument());
  });
});
