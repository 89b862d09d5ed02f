// The withdrawal screen while a security change pauses withdrawals (docs/adr/0193): /profile/me says
// until when and why; the screen says so at the top in the API's own words (on the reader's clock),
// keeps the form but disables Withdraw, described by that notice, and lets it be used again once
// the pause ends with the screen open. A refusal the screen did not see coming shows as before.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/common/date-format';
import { securityHoldMessage } from '@/common/security-hold';
import { WithdrawalPage } from '@/src/app/pages/account/withdrawal';
import { fakeApi, fail, type FakeApi, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { me, transaction, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';
import { resetViewport, setViewport } from '../helpers/viewport';

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** An ISO time `ms` from now (on the test's clock, fake or not). */
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

const paused = (until: string, because: 'password' | 'email' | 'two_factor' = 'password'): Reply => ({
  status: 200,
  body: me({ acct_bal: 1500, kyc_status: true, withdrawals_paused_until: until, withdrawals_paused_because: because }),
});
const notPaused: Reply = { status: 200, body: me({ acct_bal: 1500, kyc_status: true }) };

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': notPaused,
    'GET /auth/2fa': { status: 200, body: { enabled: false, recovery_codes_left: 0 } },
    'POST /transaction/save': { status: 201, body: transaction({ type: 'withdraw', trnx_type: 'withdraw', amount: 500 }) },
    [`GET /transaction/${USER_ID}`]: { status: 200, body: [] },
  });
});

afterEach(() => {
  vi.useRealTimers();
  resetViewport();
});

async function open() {
  const view = renderAccountScreen(<WithdrawalPage />, '/account/withdrawal');
  await screen.findByRole('heading', { name: 'Withdraw', level: 1 });
  await screen.findByText('$1,500.00');
  return view;
}

const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw' });
const amountField = () => screen.getByRole('textbox', { name: /Amount \(USD\)/ });
const addressField = () => screen.getByRole('textbox', { name: /Wallet address/ });

describe('withdrawals paused after a security change', () => {
  it("says until when and why at the top, in the API's words on the reader's clock; the form stays, Withdraw is disabled", async () => {
    const until = fromNow(DAY);
    http.set('GET /profile/me', paused(until));
    await open();
    const notice = await screen.findByRole('alert');
    const message = securityHoldMessage(until, 'password');
    expect(notice).toHaveTextContent(message);
    expect(notice.textContent).toBe(message);
    // the reader's own clock, not the server's UTC
    expect(message).not.toContain(' UTC');
    expect(message).toContain(formatDateTime(until));

    expect(amountField()).toBeEnabled();
    expect(addressField()).toBeEnabled();
    expect(withdrawButton()).toBeDisabled();
    // why, where the button is: its description is the notice, and a line beside it says until when
    expect(withdrawButton()).toHaveAccessibleDescription(message);
    expect(screen.getByText(`Paused until ${formatDateTime(until)}, for your safety (see above).`)).toBeInTheDocument();
  });

  it('each reason in its own words', async () => {
    const until = fromNow(DAY);
    http.set('GET /profile/me', paused(until, 'two_factor'));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(securityHoldMessage(until, 'two_factor'));
    expect(screen.getByRole('alert')).toHaveTextContent('two-factor sign-in was turned off');
  });

  it('a submission some other way (Enter in a field) sends nothing while paused', async () => {
    http.set('GET /profile/me', paused(fromNow(DAY)));
    await open();
    await screen.findByRole('alert');
    fireEvent.change(amountField(), { target: { value: '200' } });
    fireEvent.change(addressField(), { target: { value: ADDRESS } });
    fireEvent.submit(screen.getByRole('form', { name: 'Withdraw' }));
    // the same form once the pause is over would send (the withdrawal tests): here nothing goes
    await act(() => Promise.resolve());
    expect(http.calls('POST /transaction/save')).toEqual([]);
  });

  it('not paused: no notice and Withdraw is enabled', async () => {
    await open();
    expect(withdrawButton()).toBeEnabled();
    expect(withdrawButton()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/withdrawals are paused/)).not.toBeInTheDocument();
  });

  it('a pause already over on this clock: no notice and Withdraw is enabled', async () => {
    http.set('GET /profile/me', paused(fromNow(-HOUR)));
    await open();
    expect(withdrawButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the pause ending with the screen open: the profile is read again and Withdraw is usable, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const until = fromNow(10 * 60 * 1000);
    const answers: Reply[] = [paused(until)];
    http.set('GET /profile/me', () => answers.shift() ?? notPaused);
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(securityHoldMessage(until, 'password'));
    expect(withdrawButton()).toBeDisabled();
    const asked = http.calls('GET /profile/me').length;

    // a minute before: still paused, nothing asked
    await act(() => vi.advanceTimersByTimeAsync(9 * 60 * 1000));
    expect(withdrawButton()).toBeDisabled();
    expect(http.calls('GET /profile/me')).toHaveLength(asked);

    await act(() => vi.advanceTimersByTimeAsync(60 * 1000));
    await waitFor(() => expect(withdrawButton()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(withdrawButton()).not.toHaveAttribute('aria-describedby');
    await waitFor(() => expect(http.calls('GET /profile/me').length).toBeGreaterThan(asked));
  });

  it('a pause longer than a timer can wait (over 24.8 days) still ends on time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const until = fromNow(30 * DAY);
    http.set('GET /profile/me', paused(until, 'email'));
    await open();
    await screen.findByRole('alert');
    await act(() => vi.advanceTimersByTimeAsync(26 * DAY));
    expect(withdrawButton()).toBeDisabled();
    http.set('GET /profile/me', notPaused);
    await act(() => vi.advanceTimersByTimeAsync(4 * DAY));
    await waitFor(() => expect(withdrawButton()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a pause the screen did not know of (another tab changed the password): the server's 403 shows as any refusal, then the notice", async () => {
    const until = fromNow(DAY);
    http.set('POST /transaction/save', fail(403, securityHoldMessage(until, 'password', 'UTC')));
    await open();
    const user = userEvent.setup();
    await user.type(amountField(), '200');
    await user.type(addressField(), ADDRESS);
    http.set('GET /profile/me', paused(until));
    await user.click(withdrawButton());
    expect(await screen.findByText(securityHoldMessage(until, 'password', 'UTC'))).toBeInTheDocument();
    expect(http.calls('POST /transaction/save')).toHaveLength(1);
    // the profile is read again after any attempt: the pause now shows, on the reader's clock
    await waitFor(() => expect(withdrawButton()).toBeDisabled());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(securityHoldMessage(until, 'password'));
    expect(screen.queryByRole('dialog', { name: 'KYC Verification' })).toBeNull();
  });

  it('is axe-clean on a phone (375 px) while paused', async () => {
    setViewport(375);
    http.set('GET /profile/me', paused(fromNow(DAY)));
    const { container } = await open();
    await screen.findByRole('alert');
    // the test DOM has no layout, so colours are left to the browser specs
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
