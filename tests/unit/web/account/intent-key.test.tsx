// One Idempotency-Key per intent. Two clicks in the same task (before
// React re-renders and disables the button) and every retry carry the same key, so the
// server makes one record and moves the money once; a success or a changed input starts a
// new intent with a new key.
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DepositPage } from '@/src/app/pages/account/deposit';
import { InvestmentFormPage } from '@/src/app/pages/account/investment-form';
import { WithdrawalPage } from '@/src/app/pages/account/withdrawal';
import { useIntentKey } from '@/src/hooks/use-intent-key';
import { setSelectedPlan } from '@/src/features/plans/utils/selected-plan-store';
import { fakeApi, fail, held, pagedList, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { investment, plan, profile, transaction, USER_ID, WALLET } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const gold = plan({ name: 'Gold Reserve', category: 'gold', min: 3000, max: 50000, roi: 1.2, duration: 30 });

let http: FakeApi;
beforeEach(() => {
  window.sessionStorage.clear();
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile({ acct_bal: 20000, kyc_status: true }) },
    'GET /address/btc': { status: 200, body: [WALLET] },
    'GET /plans/all': { status: 200, body: [gold] },
    'POST /transaction/save': { status: 201, body: transaction() },
    'POST /transaction/invest': { status: 201, body: investment({ trnx_type: 'Gold Reserve', amount: 3000 }) },
    [`GET /transaction/${USER_ID}`]: pagedList([]),
  });
});
afterEach(() => {
  window.sessionStorage.clear();
});

const keysOf = (key: string) => http.calls(key).map((r) => r.headers['idempotency-key']);

/** Two clicks dispatched in one task: React has not re-rendered (nor disabled the button) in between. */
const doubleClick = (button: HTMLElement) =>
  act(() => {
    button.click();
    button.click();
  });

describe('useIntentKey', () => {
  it('the same body keeps its key; another body, or a renew after success, gets a new one', () => {
    const { result } = renderHook(() => useIntentKey());
    const first = result.current.keyFor({ amount: 100 });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.keyFor({ amount: 100 })).toBe(first);
    const other = result.current.keyFor({ amount: 200 });
    expect(other).not.toBe(first);
    result.current.renew();
    expect(result.current.keyFor({ amount: 200 })).not.toBe(other);
  });

  it('a retry that brings a fresh step-up code (or passkey token) is the same intent', () => {
    const { result } = renderHook(() => useIntentKey());
    const first = result.current.keyFor({ amount: 100, code: '123456' });
    expect(result.current.keyFor({ amount: 100, code: 'pk_fresh' })).toBe(first);
    expect(result.current.keyFor({ amount: 100 })).toBe(first);
    expect(result.current.keyFor({ amount: 101, code: 'pk_fresh' })).not.toBe(first);
  });
});

describe('the deposit confirm dialog', () => {
  async function confirmButton() {
    const user = userEvent.setup();
    renderAccountScreen(<DepositPage />, '/account/deposit');
    await screen.findByRole('heading', { name: 'Deposit', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    await within(dialog).findByText(WALLET.address);
    return { user, confirm: within(dialog).getByRole('button', { name: 'Confirm the Deposit' }) };
  }

  it('two clicks in the same task send one key', async () => {
    const { confirm } = await confirmButton();
    await doubleClick(confirm);
    await screen.findByRole('dialog', { name: 'Processing!' });
    const keys = keysOf('POST /transaction/save');
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('a retry after a failure reuses the key; the next deposit after a success gets a new one', async () => {
    http.set('POST /transaction/save', fail(500, 'Something went wrong on our side. Please try again later.'));
    const { user, confirm } = await confirmButton();
    await user.click(confirm);
    const failed = await screen.findByRole('alertdialog', { name: 'Error!' });
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    http.set('POST /transaction/save', { status: 201, body: transaction() });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the Deposit' }));
    const done = await screen.findByRole('dialog', { name: 'Processing!' });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    await user.click(within(again).getByRole('button', { name: 'Confirm the Deposit' }));
    await screen.findByRole('dialog', { name: 'Processing!' });
    const [failedKey, retryKey, nextKey] = keysOf('POST /transaction/save');
    expect(retryKey).toBe(failedKey);
    expect(nextKey).not.toBe(retryKey);
  });

  it("the pending-deposits cap (409) is shown in the server's words", async () => {
    const cap = 'You already have 5 pending deposits. Wait until one is confirmed or cancelled before making another.';
    http.set('POST /transaction/save', fail(409, cap));
    const { user, confirm } = await confirmButton();
    await user.click(confirm);
    const refused = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(refused).toHaveTextContent(cap);
    expect(refused).not.toHaveTextContent('try again later');
  });
});

describe("the investment form's 'Confirm & Proceed'", () => {
  async function proceedButton() {
    setSelectedPlan(gold);
    const user = userEvent.setup();
    const { location } = renderAccountScreen(<InvestmentFormPage />, '/account/investmentform');
    await screen.findByRole('heading', { name: 'Invest in Gold Reserve', level: 1 });
    await user.click(screen.getByRole('button', { name: '$3,000' }));
    return { user, location, proceed: screen.getByRole('button', { name: 'Confirm & Proceed' }) };
  }

  it('two clicks in the same task send one key', async () => {
    const { proceed, location } = await proceedButton();
    await doubleClick(proceed);
    // a success leads to the dashboard
    await waitFor(() => expect(location().pathname).toBe('/account'));
    const keys = keysOf('POST /transaction/invest');
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('a retry reuses the key; another amount is another intent', async () => {
    http.set('POST /transaction/invest', fail(500, 'Something went wrong on our side. Please try again later.'));
    const { user, proceed } = await proceedButton();
    await user.click(proceed);
    await screen.findByText('Something went wrong on our side. Please try again later.');
    await user.click(proceed);
    await waitFor(() => expect(keysOf('POST /transaction/invest')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: '$3,500' }));
    await user.click(proceed);
    await waitFor(() => expect(keysOf('POST /transaction/invest')).toHaveLength(3));
    const [first, retry, other] = keysOf('POST /transaction/invest');
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
  });
});

describe('the withdrawal form', () => {
  it('two clicks in the same task send one key, and one outcome shows', async () => {
    const answer = held<{ status: number; body: unknown }>();
    http.set('POST /transaction/save', () => answer.promise);
    const user = userEvent.setup();
    renderAccountScreen(<WithdrawalPage />, '/account/withdrawal');
    await screen.findByText('$20,000.00');
    await user.type(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), '500');
    await user.type(screen.getByRole('textbox', { name: /Wallet address/ }), BTC_ADDRESS);
    await doubleClick(screen.getByRole('button', { name: 'Withdraw' }));
    answer.resolve({ status: 201, body: transaction({ type: 'withdraw', trnx_type: 'withdraw', amount: 500 }) });
    await screen.findByRole('dialog', { name: 'processing!' });
    const keys = keysOf('POST /transaction/save');
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
