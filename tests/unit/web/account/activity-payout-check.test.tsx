// A paid withdrawal's payout as its chain shows it, on the investor's Activity: the status the
// server's payout_check gives ('Sent, confirming 1/3', 'Paid', 'Paid (not verified on chain)',
// 'Sent (the network no longer shows it)') in its tone, the payout on the block explorer in a new
// tab, in the list (table and phone card) and in the record's details; a withdrawal paid before
// payouts were checked reads as before, and the list is read again while a payout confirms.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicTransaction } from '@/common/api/transactions';
import { formatDateTime } from '@/common/date-format';
import { ActivityPage } from '@/src/app/pages/account/activity';
import { ACTIVITY_POLL_MS } from '@/src/features/activity/api/get-transactions';
import { fakeApi, pagedList, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile, transaction, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';
import { resetViewport, setViewport } from '../helpers/viewport';

const LIST = `GET /transaction/${USER_ID}`;
const LEDGER = `GET /profile/${USER_ID}/ledger`;
const WITHDRAWAL_ID = '33333333-3333-4333-8333-333333333333';
const REFERENCE = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16';
const EXPLORER = `https://mempool.space/tx/${REFERENCE}`;
const CREATED = '2026-11-23T17:00:00.000Z';

type PayoutCheck = NonNullable<PublicTransaction['payout_check']>;

const check = (overrides: Partial<PayoutCheck> = {}): PayoutCheck => ({
  state: 'confirming',
  confirmations: 1,
  required_confirmations: 3,
  explorer_url: EXPLORER,
  ...overrides,
});

/** A bitcoin withdrawal marked paid with REFERENCE; `payout_check` as the server follows it (none: paid before payouts were checked). */
const paid = (payout_check?: PayoutCheck): PublicTransaction =>
  transaction({
    _id: WITHDRAWAL_ID,
    trnx_type: 'withdraw',
    type: 'withdraw',
    status: 'successful',
    payment_method: 'btc',
    payment_address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    payout_reference: REFERENCE,
    amount: 250,
    createdAt: CREATED,
    ...(payout_check ? { payout_check } : {}),
  });

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({ 'GET /profile/me': { status: 200, body: profile() }, [LIST]: pagedList([]), [LEDGER]: pagedList([], 'ledger') });
});
afterEach(() => {
  vi.useRealTimers();
  resetViewport();
});

const when = formatDateTime(CREATED);
/** The status cell of the table's first record. */
const statusCell = (table: HTMLElement) => within(table).getAllByRole('row')[1].querySelectorAll('td')[3] as HTMLElement;
const toneOf = (text: string, within: HTMLElement) =>
  [...within.querySelectorAll('[data-tone]')].find((el) => el.textContent === text)?.getAttribute('data-tone');

async function openDetails() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Details of the withdraw of ${when}` }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw details' });
  const status = [...dialog.querySelectorAll('dt')].find((dt) => dt.textContent === 'Status')!.nextElementSibling as HTMLElement;
  return { dialog, status };
}

describe('a paid withdrawal whose payout is confirming', () => {
  it("the list says 'Sent, confirming 1/3' in the pending tone, with the payout on the block explorer in a new tab", async () => {
    http.set(LIST, pagedList([paid(check())]));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const table = await screen.findByRole('table', { name: 'Your transactions' }, { timeout: 10_000 });
    const cell = statusCell(table);
    expect(within(cell).getByText('Sent, confirming 1/3')).toBeInTheDocument();
    expect(toneOf('Sent, confirming 1/3', cell)).toBe('pending');
    // in a list the link names its record, as the row's Details button does
    const link = within(cell).getByRole('link', { name: `View on the blockchain (the withdraw of ${when}, opens in a new tab)` });
    expect(link).toHaveAttribute('href', EXPLORER);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(table).queryByText('Successful')).not.toBeInTheDocument();
  });

  it("its details say so too, with the link 'View on the blockchain (opens in a new tab)'", async () => {
    http.set(LIST, pagedList([paid(check())]));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const { dialog, status } = await openDetails();
    expect(within(status).getByText('Sent, confirming 1/3')).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'View on the blockchain (opens in a new tab)' })).toHaveAttribute('href', EXPLORER);
    // the reference stays where it was
    expect(dialog).toHaveTextContent(`Payout reference${REFERENCE}`);
    expect((await axe.run(dialog)).violations).toEqual([]);
  });

  it('on a phone (375 px) the card shows the status, the link under the payout reference, and is axe-clean', async () => {
    setViewport(375);
    http.set(LIST, pagedList([paid(check({ state: 'vanished', confirmations: 0 }))]));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const [card] = within(await screen.findByRole('list', { name: 'Your transactions' }, { timeout: 10_000 })).getAllByRole('listitem');
    expect(within(card).getByText('Sent (the network no longer shows it)')).toBeInTheDocument();
    expect(toneOf('Sent (the network no longer shows it)', card)).toBe('warning');
    // the link goes under the payout reference: the card's top line is the narrowest
    const reference = [...card.querySelectorAll('dt')].find((dt) => dt.textContent === 'Payout reference')!
      .nextElementSibling as HTMLElement;
    expect(reference).toHaveTextContent(REFERENCE);
    const link = within(reference).getByRole('link', { name: `View on the blockchain (the withdraw of ${when}, opens in a new tab)` });
    expect(link).toHaveAttribute('href', EXPLORER);
    expect((await axe.run(card)).violations).toEqual([]);
  });

  it('the list is read again while the payout confirms, turns Paid without a reload, then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      paid(check({ confirmations: 1 })),
      paid(check({ confirmations: 2 })),
      paid(check({ state: 'confirmed', confirmations: 3 })),
    ];
    let asked = 0;
    http.set(LIST, (request) => pagedList([answers[Math.min(asked++, answers.length - 1)]])(request));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const table = await screen.findByRole('table', { name: 'Your transactions' }, { timeout: 10_000 });
    expect(statusCell(table)).toHaveTextContent('Sent, confirming 1/3');
    await act(() => vi.advanceTimersByTimeAsync(ACTIVITY_POLL_MS));
    await waitFor(() => expect(statusCell(table)).toHaveTextContent('Sent, confirming 2/3'));
    await act(() => vi.advanceTimersByTimeAsync(ACTIVITY_POLL_MS));
    await waitFor(() => expect(within(statusCell(table)).getByText('Paid')).toBeInTheDocument());
    const calls = http.calls(LIST).length;
    await act(() => vi.advanceTimersByTimeAsync(ACTIVITY_POLL_MS * 3));
    expect(http.calls(LIST)).toHaveLength(calls);
  });
});

describe('a paid withdrawal whose payout is settled', () => {
  it("confirmed: 'Paid' in the success tone, with the explorer link", async () => {
    http.set(LIST, pagedList([paid(check({ state: 'confirmed', confirmations: 3 }))]));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const table = await screen.findByRole('table', { name: 'Your transactions' }, { timeout: 10_000 });
    const cell = statusCell(table);
    expect(within(cell).getByText('Paid')).toBeInTheDocument();
    expect(toneOf('Paid', cell)).toBe('success');
    expect(within(cell).getByRole('link', { name: /^View on the blockchain/ })).toHaveAttribute('href', EXPLORER);
    const { status } = await openDetails();
    expect(within(status).getByText('Paid')).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'View on the blockchain (opens in a new tab)' })).toHaveAttribute('href', EXPLORER);
  });

  it('unverified: says it was not verified on chain, and offers no link', async () => {
    http.set(LIST, pagedList([paid(check({ state: 'unverified', confirmations: 0, required_confirmations: 0, explorer_url: null }))]));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const table = await screen.findByRole('table', { name: 'Your transactions' }, { timeout: 10_000 });
    const cell = statusCell(table);
    expect(within(cell).getByText('Paid (not verified on chain)')).toBeInTheDocument();
    expect(toneOf('Paid (not verified on chain)', cell)).toBe('success');
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    const { dialog, status } = await openDetails();
    expect(status).toHaveTextContent(/^Paid \(not verified on chain\)$/);
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('an explorer address that is not a web address is not linked', async () => {
    http.set(LIST, pagedList([paid(check({ state: 'confirmed', confirmations: 3, explorer_url: 'javascript:alert(1)' }))]));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const table = await screen.findByRole('table', { name: 'Your transactions' }, { timeout: 10_000 });
    expect(within(statusCell(table)).getByText('Paid')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });

  it('paid before payouts were checked (no payout_check): reads Successful as before, without a link', async () => {
    http.set(LIST, pagedList([paid()]));
    renderAccountScreen(<ActivityPage />, '/account/activity');
    const table = await screen.findByRole('table', { name: 'Your transactions' }, { timeout: 10_000 });
    expect(statusCell(table)).toHaveTextContent(/^Successful$/);
    expect(toneOf('Successful', statusCell(table))).toBe('success');
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });
});
