// A deposit to one of our shared wallets: the confirm dialog says about how much coin the
// dollars are (at the live or the admins' fallback rate, or that no price is known), draws a
// QR code, names the network, warns when the wallet is one of the seed's demo addresses, and
// takes the payment's transaction hash (optional, checked in the coin's format before it is
// sent). And the deposit screen names the smallest plan's minimum before anything is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SENDER_TXID_MSG } from '@/common/validation/sender-txid';
import { PLACEHOLDER_WALLET_ADDRESSES } from '@/common/placeholder-wallets';
import { DepositPage } from '@/src/app/pages/account/deposit';
import { fakeApi, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { plan, profile, transaction, USER_ID, WALLET } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

const BTC_HASH = 'ab'.repeat(32);
let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile() },
    'GET /address/btc': { status: 200, body: [WALLET] },
    'GET /deposit-rate/btc': { status: 200, body: { coin: 'btc', usd: '50000', source: 'live', at: '2026-11-28T10:00:00.000Z' } },
    'GET /deposit-options': { status: 200, body: [] },
    'GET /plans/all': { status: 200, body: [plan({ min: 5000 }), plan({ min: 3500 }), plan({ min: 20000 })] },
    'POST /transaction/save': { status: 201, body: transaction({ amount: 500 }) },
    [`GET /transaction/${USER_ID}`]: { status: 200, body: [] },
  });
});

async function confirmDialog(usd = '500') {
  renderAccountScreen(<DepositPage />, '/account/deposit');
  await screen.findByRole('heading', { name: 'Deposit', level: 1 });
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'Amount (USD)' });
  await user.clear(field);
  await user.type(field, usd);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
  await within(dialog).findByText(WALLET.address);
  return { dialog, user };
}

describe('the coin amount', () => {
  it('at the live rate: about 0.01 BTC for $500 at $50,000', async () => {
    const { dialog } = await confirmDialog();
    const amount = await within(dialog).findByTestId('deposit-coin-amount');
    expect(amount).toHaveTextContent('About 0.01 BTC at the current rate of $50,000.00 per BTC.');
  });

  it("at the admins' fallback rate, saying so", async () => {
    http.set('GET /deposit-rate/btc', {
      status: 200,
      body: { coin: 'btc', usd: '40000', source: 'fallback', at: '2026-11-27T09:00:00.000Z' },
    });
    const { dialog } = await confirmDialog();
    const amount = await within(dialog).findByTestId('deposit-coin-amount');
    expect(amount).toHaveTextContent(/About 0\.0125 BTC at our reference rate of \$40,000\.00 per BTC \(set .*2026/);
  });

  it('with no rate known, says so', async () => {
    http.set('GET /deposit-rate/btc', { status: 200, body: { coin: 'btc', usd: null, source: null, at: null } });
    const { dialog } = await confirmDialog();
    expect(await within(dialog).findByTestId('deposit-coin-amount')).toHaveTextContent('No Bitcoin price is known right now');
  });
});

describe('where and how to pay', () => {
  it('a QR code and the network; no demo warning for a real wallet', async () => {
    const { dialog } = await confirmDialog();
    expect(await within(dialog).findByRole('img', { name: /QR code with the Bitcoin deposit address/ })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Send only Bitcoin on the Bitcoin network to this address.');
    expect(within(dialog).queryByTestId('placeholder-wallet-warning')).not.toBeInTheDocument();
  });

  it("the seed's demo address is offered with a warning", async () => {
    http.set('GET /address/btc', { status: 200, body: [{ ...WALLET, address: PLACEHOLDER_WALLET_ADDRESSES.btc }] });
    renderAccountScreen(<DepositPage />, '/account/deposit');
    await screen.findByRole('heading', { name: 'Deposit', level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    expect(await within(dialog).findByTestId('placeholder-wallet-warning')).toHaveTextContent(
      'demo address that nobody can spend from: coins sent to it are lost',
    );
  });
});

describe("the sender's transaction hash", () => {
  it('is sent with the deposit when given (lower case)', async () => {
    const { dialog, user } = await confirmDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Transaction hash (optional)' }), BTC_HASH.toUpperCase());
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the Deposit' }));
    await screen.findByRole('dialog', { name: 'Processing!' });
    expect(http.calls('POST /transaction/save')[0].body).toMatchObject({
      amount: 500,
      payment_address: WALLET.address,
      sender_txid: BTC_HASH,
    });
  });

  it('is left out when empty', async () => {
    const { dialog, user } = await confirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the Deposit' }));
    await screen.findByRole('dialog', { name: 'Processing!' });
    expect(http.calls('POST /transaction/save')[0].body).not.toHaveProperty('sender_txid');
  });

  it("not in the coin's format: the field says why and nothing is sent", async () => {
    const { dialog, user } = await confirmDialog();
    const field = within(dialog).getByRole('textbox', { name: 'Transaction hash (optional)' });
    await user.type(field, `0x${BTC_HASH}`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the Deposit' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(SENDER_TXID_MSG.invalid('btc')));
    expect(field).toBeInvalid();
    expect(http.calls('POST /transaction/save')).toEqual([]);
  });
});

describe('before a deposit', () => {
  it("the screen names the smallest plan's minimum", async () => {
    renderAccountScreen(<DepositPage />, '/account/deposit');
    expect(await screen.findByTestId('plan-minimum-note')).toHaveTextContent(
      "Investment plans start at $3,500 (the smallest plan's minimum).",
    );
  });
});
