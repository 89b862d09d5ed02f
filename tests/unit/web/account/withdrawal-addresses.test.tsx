// Profile > Withdrawal addresses: the address book, its add form (network check,
// step-up with 2FA on), delete with a confirmation, the allow-list switch; and the withdrawal
// screen's 'Saved addresses' picker.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicWithdrawalAddress } from '@/common/api/withdrawal-addresses';
import { ADDRESS_MSG } from '@/common/crypto-address';
import { CODE_UI } from '@/common/validation/sign-in-code';
import { WITHDRAWAL_ADDRESS_MSG } from '@/common/validation/withdrawal-addresses';
import { WithdrawalPage } from '@/src/app/pages/account/withdrawal';
import { WithdrawalAddressesPage } from '@/src/app/pages/account/withdrawal-addresses';
import { WITHDRAWAL_ADDRESSES_TEXT } from '@/src/features/withdrawal-addresses/texts';
import { fakeApi, fail, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile, transaction, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

const BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const ETH = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const HOUR = 3_600_000;

const saved = (over: Partial<PublicWithdrawalAddress>): PublicWithdrawalAddress => ({
  _id: '22222222-2222-4222-8222-222222222222',
  coin: 'btc',
  address: BTC,
  label: 'Cold wallet',
  usable_from: new Date(Date.now() - HOUR).toISOString(),
  createdAt: new Date(Date.now() - 25 * HOUR).toISOString(),
  ...over,
});
const READY = saved({});
const HELD = saved({
  _id: '33333333-3333-4333-8333-333333333333',
  label: 'New exchange',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  usable_from: new Date(Date.now() + 20 * HOUR).toISOString(),
});
const ETH_SAVED = saved({ _id: '44444444-4444-4444-8444-444444444444', coin: 'eth', address: ETH, label: 'Metamask' });

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: { ...profile({ acct_bal: 1500, kyc_status: true }), email_verified: true } },
    'GET /auth/2fa': { status: 200, body: { enabled: false, recovery_codes_left: 0 } },
    'GET /withdrawal-addresses': { status: 200, body: [HELD, READY, ETH_SAVED] },
    'GET /withdrawal-addresses/allowlist': { status: 200, body: { enabled: false } },
    'POST /withdrawal-addresses': (r) => ({
      status: 201,
      body: saved({ ...(r.body as object), _id: '55555555-5555-4555-8555-555555555555' }),
    }),
    'PUT /withdrawal-addresses/allowlist': (r) => ({ status: 200, body: { enabled: (r.body as { enabled: boolean }).enabled } }),
    [`DELETE /withdrawal-addresses/${READY._id}`]: { status: 200, body: READY },
    'POST /transaction/save': { status: 201, body: transaction({ type: 'withdraw', trnx_type: 'withdraw', amount: 500 }) },
    [`GET /transaction/${USER_ID}`]: { status: 200, body: [] },
  });
});

async function openBook() {
  renderAccountScreen(<WithdrawalAddressesPage />, '/account/withdrawal-addresses');
  await screen.findByRole('heading', { name: 'Withdrawal addresses', level: 1 });
  return userEvent.setup();
}

async function addAddress(user: ReturnType<typeof userEvent.setup>, coinName: RegExp, address: string, label: string) {
  await user.click(screen.getByRole('combobox', { name: /^Coin/ }));
  await user.click(await screen.findByRole('option', { name: coinName }));
  await user.type(screen.getByRole('textbox', { name: /^Wallet address/ }), address);
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), label);
  await user.click(screen.getByRole('button', { name: 'Save address' }));
}

describe('the address book', () => {
  it('lists the addresses coin by coin, with the hold of a new one', async () => {
    await openBook();
    const bitcoin = await screen.findByRole('region', { name: 'Bitcoin' });
    expect(within(bitcoin).getByText('Cold wallet')).toBeInTheDocument();
    expect(within(bitcoin).getByText(BTC)).toBeInTheDocument();
    expect(within(bitcoin).getByText(/^Usable from /)).toBeInTheDocument();
    expect(within(bitcoin).getAllByText(/^Usable from /)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Ethereum' })).getByText('Metamask')).toBeInTheDocument();
  });

  it('saves an address: coin, address and name are sent, without a code when 2FA is off', async () => {
    const user = await openBook();
    await addAddress(user, /^Ethereum/, ETH, 'Hardware');
    await waitFor(() => expect(http.calls('POST /withdrawal-addresses')).toHaveLength(1));
    expect(http.calls('POST /withdrawal-addresses')[0].body).toEqual({ coin: 'eth', address: ETH, label: 'Hardware' });
    expect(await screen.findByText(WITHDRAWAL_ADDRESS_MSG.added)).toBeInTheDocument();
  });

  it('an address of another network is refused on the screen; nothing is sent', async () => {
    const user = await openBook();
    await addAddress(user, /^Ethereum/, BTC, 'Wrong');
    expect(await screen.findByText(ADDRESS_MSG.invalidFor('eth'))).toBeInTheDocument();
    expect(http.calls('POST /withdrawal-addresses')).toEqual([]);
  });

  it("the server's 409 shows under the address", async () => {
    http.set('POST /withdrawal-addresses', fail(409, WITHDRAWAL_ADDRESS_MSG.duplicate));
    const user = await openBook();
    await addAddress(user, /^Bitcoin/, BTC, 'Again');
    expect(await screen.findByText(WITHDRAWAL_ADDRESS_MSG.duplicate)).toBeInTheDocument();
  });

  it('with 2FA on, the code field is there and its code goes along', async () => {
    http.set('GET /auth/2fa', { status: 200, body: { enabled: true, recovery_codes_left: 10 } });
    const user = await openBook();
    const code = await screen.findByRole('textbox', { name: new RegExp(`^${CODE_UI.codeLabel}`) });
    await user.type(code, '123456');
    await addAddress(user, /^Bitcoin/, BTC, 'Guarded');
    await waitFor(() => expect(http.calls('POST /withdrawal-addresses')).toHaveLength(1));
    expect(http.calls('POST /withdrawal-addresses')[0].body).toMatchObject({ code: '123456' });
  });

  it('deletes only after the confirmation', async () => {
    const user = await openBook();
    await user.click(await screen.findByRole('button', { name: 'Delete Cold wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(http.calls(`DELETE /withdrawal-addresses/${READY._id}`)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Delete Cold wallet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(http.calls(`DELETE /withdrawal-addresses/${READY._id}`)).toHaveLength(1));
    expect(await screen.findByText(WITHDRAWAL_ADDRESS_MSG.deleted)).toBeInTheDocument();
  });
});

describe('the allow-list switch', () => {
  it('on at once; off only with the password', async () => {
    const user = await openBook();
    const toggle = await screen.findByRole('switch', { name: 'Withdraw only to saved addresses' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(http.calls('PUT /withdrawal-addresses/allowlist')).toHaveLength(1));
    expect(http.calls('PUT /withdrawal-addresses/allowlist')[0].body).toEqual({ enabled: true });
    await waitFor(() => expect(toggle).toBeChecked());

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn the allow-list off?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText(WITHDRAWAL_ADDRESS_MSG.passwordNeeded)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(http.calls('PUT /withdrawal-addresses/allowlist')).toHaveLength(2));
    expect(http.calls('PUT /withdrawal-addresses/allowlist')[1].body).toEqual({ enabled: false, password: 'secret-password' });
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});

describe("the withdrawal screen's saved addresses", () => {
  async function openWithdrawal() {
    renderAccountScreen(<WithdrawalPage />, '/account/withdrawal');
    await screen.findByRole('heading', { name: 'Withdraw', level: 1 });
    return userEvent.setup();
  }

  it('offers the chosen coin’s saved addresses; picking one fills the wallet address', async () => {
    const user = await openWithdrawal();
    await user.click(await screen.findByRole('combobox', { name: /^Saved addresses/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('New exchange'), expect.stringContaining('Cold wallet')]);
    await user.click(screen.getByRole('option', { name: /Cold wallet/ }));
    expect(screen.getByRole('textbox', { name: /Wallet address/ })).toHaveValue(BTC);
    await user.click(screen.getByRole('radio', { name: /Ethereum/ }));
    await user.click(screen.getByRole('combobox', { name: /^Saved addresses/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([expect.stringContaining('Metamask')]);
  });

  it('with the allow-list on: addresses on hold cannot be chosen, and the field says why', async () => {
    http.set('GET /withdrawal-addresses/allowlist', { status: 200, body: { enabled: true } });
    const user = await openWithdrawal();
    expect(await screen.findByText(WITHDRAWAL_ADDRESSES_TEXT.allowlistHint)).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: /^Saved addresses/ }));
    expect(await screen.findByRole('option', { name: /New exchange/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: /Cold wallet/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("the allow-list's 403 is said as it comes, not as the KYC dialog", async () => {
    http.set('POST /transaction/save', fail(403, WITHDRAWAL_ADDRESS_MSG.notSaved));
    const user = await openWithdrawal();
    await screen.findByText('$1,500.00');
    await user.type(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), '200');
    await user.type(screen.getByRole('textbox', { name: /Wallet address/ }), BTC);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(WITHDRAWAL_ADDRESS_MSG.notSaved)).toBeInTheDocument();
    expect(screen.queryByText('KYC Verification')).not.toBeInTheDocument();
  });
});
