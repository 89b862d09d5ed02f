// /account/withdrawal (SPEC.md sections 2, 5 and 8; DESIGN.md section 6: the 100 USD
// minimum is enforced; server messages are toasts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../../common/messages';
import { TX_MSG } from '../../../../common/validation/transaction';
import { checkWithdrawal, WITHDRAWAL_AMOUNT_REQUIRED } from '../../../../src/features/withdrawal/utils/check-withdrawal';
import { fakeApi, fail, type FakeApi } from './helpers/fake-api';
import { profile, transaction, USER_ID } from './helpers/fixtures';
import { renderAccount } from './helpers/render-account';

const ADDRESS = 'bc1qexampleaddress0000000';
let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile({ acct_bal: 1500, kyc_status: true }) },
    'POST /transaction/save': { status: 201, body: transaction({ type: 'withdraw', trnx_type: 'withdraw', amount: 500 }) },
    [`GET /transaction/${USER_ID}`]: { status: 200, body: [] },
  });
});
afterEach(() => http.restore());

async function open() {
  const view = renderAccount('/account/withdrawal');
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

describe('the rules, in order', () => {
  const me = { acct_bal: 1000, kyc_status: true };
  it.each([
    [{ rawAmount: '', rawAddress: ADDRESS, profile: me }, { kind: 'invalid', errors: { amount: WITHDRAWAL_AMOUNT_REQUIRED } }],
    [{ rawAmount: '99.99', rawAddress: ADDRESS, profile: me }, { kind: 'invalid', errors: { amount: TX_MSG.minWithdrawal } }],
    [{ rawAmount: '100', rawAddress: '', profile: me }, { kind: 'invalid', errors: { address: 'Wallet address is required' } }],
    [{ rawAmount: '100', rawAddress: 'not an address!', profile: me }, { kind: 'invalid', errors: { address: 'Enter a valid wallet address' } }],
    [{ rawAmount: '100', rawAddress: ADDRESS, profile: undefined }, { kind: 'no-profile' }],
    [{ rawAmount: '1000.01', rawAddress: ADDRESS, profile: me }, { kind: 'balance' }],
    [{ rawAmount: '1000', rawAddress: ADDRESS, profile: { ...me, kyc_status: false } }, { kind: 'kyc' }],
    [{ rawAmount: '1000', rawAddress: ` ${ADDRESS} `, profile: me }, { kind: 'ok', amount: 1000, address: ADDRESS }],
  ])('%o -> %o', (input, expected) => {
    expect(checkWithdrawal(input)).toEqual(expected);
  });

  it('the minimum reads 100.00 USD', () => {
    expect(TX_MSG.minWithdrawal).toBe('The minimum withdrawal is 100.00 USD');
  });
});

describe('the withdrawal screen', () => {
  it('shows the balance, both fields and the minimum 100.00 USD note', async () => {
    await open();
    expect(await screen.findByText('$1,500.00')).toBeInTheDocument();
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

  it('more than the balance: the SPEC.md message and nothing sent', async () => {
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
    expect(post.body).toEqual({ trnx_type: 'withdraw', amount: 500, address: ADDRESS });
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

  it('a failure without an answer shows the SPEC.md error dialog', async () => {
    http.set('POST /transaction/save', fail(500, 'Something went wrong on our side. Please try again later.'));
    const { fill } = await open();
    await screen.findByText('$1,500.00');
    await fill('500', ADDRESS);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Unable to complete withdrawal at this time, try again later');
  });
});
