// A paid withdrawal's payout as its chain shows it, for staff: the withdrawals list (table and
// phone), the withdrawal's page (an admin's edit page, support's detail page) and a user's
// transactions show common's payoutStatusText with the payout on the block explorer; 'unverified'
// and 'vanished' are flagged as risk flags are. The payout desk's Mark paid dialogs say the hash
// is checked on the chain, and show the server's 409 and 503 refusals in full.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicTransaction } from '@/common/api/transactions';
import { PAYOUT_CHAIN_MSG } from '@/common/chain/payout-check';
import { PAYOUT_NEXT } from '@/common/validation/payouts';
import { PayoutDesk } from '@/src-admin/payouts/PayoutDesk';
import { WithdrawalEdit } from '@/src-admin/withdrawals/WithdrawalEdit';
import { WithdrawalList } from '@/src-admin/withdrawals/WithdrawalList';
import { WithdrawalShow } from '@/src-admin/withdrawals/WithdrawalShow';
import { fail, fakeApi, listReply, type Handler, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { resetViewport, setViewport } from '@/tests/unit/web/helpers/viewport';
import { withdrawal } from './helpers/fixtures';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };
const HASH = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16';
const EXPLORER = `https://mempool.space/tx/${HASH}`;
const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

type PayoutCheck = NonNullable<PublicTransaction['payout_check']>;

const check = (overrides: Partial<PayoutCheck> = {}): PayoutCheck => ({
  state: 'confirming',
  confirmations: 1,
  required_confirmations: 3,
  explorer_url: EXPLORER,
  ...overrides,
});

/** A bitcoin withdrawal of Ann's paid with HASH; without a check, paid before payouts were checked. */
const paid = (id: string, name: string, payout_check?: PayoutCheck): PublicTransaction =>
  withdrawal({
    _id: id,
    user_name: name,
    amount: 200,
    status: 'successful',
    payout_reference: HASH,
    paid_by: { id: 'a1', name: 'Ada Admin' },
    paid_at: '2025-02-01T12:00:00Z',
    ...(payout_check ? { payout_check } : {}),
  });

const rows = [
  paid('w1', 'Ann Confirming', check()),
  paid('w2', 'Bo Confirmed', check({ state: 'confirmed', confirmations: 3 })),
  paid('w3', 'Cy Unverified', check({ state: 'unverified', confirmations: 0, required_confirmations: 0, explorer_url: null })),
  paid('w4', 'Di Vanished', check({ state: 'vanished', confirmations: 0 })),
  paid('w5', 'Ed Earlier'),
];

/** GET /transaction/single/{id}: one of the rows. */
const single: Handler = (sent) => {
  const id = /^\/transaction\/single\/(\w+)$/.exec(sent.path)?.[1];
  return id && sent.method === 'GET' ? { body: rows.find((r) => r._id === id) } : undefined;
};

const api: RouteTable = {
  'GET /transaction/all/': listReply('transaction', rows),
  'GET /profile/all': listReply('profile', []),
  'GET /audit': listReply('audit', []),
};

afterEach(() => resetViewport());

const withdrawalsList = () => renderAdminView(<WithdrawalList />, { url: '/admin/withdrawals', resource: 'withdrawals' });
const rowOf = async (table: HTMLElement, name: string) => (await within(table).findByText(name, {}, T)).closest('tr') as HTMLElement;
const toneOf = (element: HTMLElement, text: string) => within(element).getByText(text).closest('[data-tone]')?.getAttribute('data-tone');
/** The value of a record page's term ('Status'). */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the withdrawals list', () => {
  it('shows what the chain shows of each paid withdrawal, links the payout, and flags unverified and vanished payouts', async () => {
    const rendered = (fakeApi(staff(), api), withdrawalsList());
    const table = await screen.findByRole('table', {}, T);

    const confirming = await rowOf(table, 'Ann Confirming');
    expect(toneOf(confirming, 'Sent, confirming 1/3')).toBe('pending');
    const link = within(confirming).getByRole('link', {
      name: 'View on the blockchain (Withdrawal of $200.00 by Ann Confirming, opens the block explorer in a new tab)',
    });
    expect(link).toHaveAttribute('href', EXPLORER);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const confirmed = await rowOf(table, 'Bo Confirmed');
    expect(toneOf(confirmed, 'Paid')).toBe('success');
    expect(within(confirmed).getByRole('link', { name: /^View on the blockchain/ })).toHaveAttribute('href', EXPLORER);

    // the flags: the risk flags' warning chip, and no link where none is known
    const unverified = await rowOf(table, 'Cy Unverified');
    expect(toneOf(unverified, 'Paid (not verified on chain)')).toBe('warning');
    expect(within(unverified).queryByRole('link', { name: /View on the blockchain/ })).toBeNull();
    const vanished = await rowOf(table, 'Di Vanished');
    expect(toneOf(vanished, 'Sent (the network no longer shows it)')).toBe('warning');
    expect(within(vanished).getByRole('link', { name: /^View on the blockchain/ })).toHaveAttribute('href', EXPLORER);

    // paid before payouts were checked: its status as before
    const earlier = await rowOf(table, 'Ed Earlier');
    expect(toneOf(earlier, 'Successful')).toBe('success');
    expect(within(earlier).queryByRole('link', { name: /View on the blockchain/ })).toBeNull();

    // a click on the link (its tab kept from opening here) does not open the withdrawal behind it
    document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
    await userEvent.setup().click(link);
    expect(rendered.router.state.location.pathname).toBe('/admin/withdrawals');
  });

  it("a flag says why on focus, as a risk flag's does", async () => {
    fakeApi(staff(), api);
    withdrawalsList();
    const table = await screen.findByRole('table', {}, T);
    const chip = within(await rowOf(table, 'Di Vanished'))
      .getByText('Sent (the network no longer shows it)')
      .closest('[data-tone]') as HTMLElement;
    chip.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/no longer shows this payout's transaction/);
  });

  it("on a phone each row's line says the payout's status", async () => {
    setViewport(375);
    fakeApi(staff(), api);
    withdrawalsList();
    expect(await screen.findByText(/^Withdrawal · Sent, confirming 1\/3 · /, {}, T)).toBeInTheDocument();
    expect(screen.getByText(/^Withdrawal · Paid \(not verified on chain\) · /)).toBeInTheDocument();
    expect(screen.getByText(/^Withdrawal · Successful · /)).toBeInTheDocument();
  });
});

describe("a paid withdrawal's page", () => {
  const editPage = (id: string) =>
    renderAdminView(<WithdrawalEdit />, { url: `/admin/withdrawals/${id}`, path: '/admin/withdrawals/:id', resource: 'withdrawals' });
  const showPage = (id: string) =>
    renderAdminView(<WithdrawalShow />, {
      url: `/admin/withdrawals/${id}/show`,
      path: '/admin/withdrawals/:id/show',
      resource: 'withdrawals',
    });

  it("an admin's page: 'Sent, confirming 1/3' with 'View on the blockchain', beside the reference", async () => {
    fakeApi(staff(), api, single);
    editPage('w1');
    await screen.findByText('Sent, confirming 1/3', {}, T);
    const status = detail('Status');
    expect(toneOf(status, 'Sent, confirming 1/3')).toBe('pending');
    expect(within(status).getByRole('link', { name: 'View on the blockchain (opens the block explorer in a new tab)' })).toHaveAttribute(
      'href',
      EXPLORER,
    );
    expect(detail('Payout reference')).toHaveTextContent(HASH);
  });

  it.each([
    ['w3', 'Paid (not verified on chain)', false],
    ['w4', 'Sent (the network no longer shows it)', true],
  ] as const)("support's page for %s: '%s' flagged", async (id, text, linked) => {
    fakeApi(staff('support'), api, single);
    showPage(id);
    await screen.findByText(text, {}, T);
    const status = detail('Status');
    expect(toneOf(status, text)).toBe('warning');
    expect(within(status).queryAllByRole('link')).toHaveLength(linked ? 1 : 0);
  });

  it('paid before payouts were checked: Successful, as before', async () => {
    fakeApi(staff(), api, single);
    editPage('w5');
    await waitFor(() => expect(detail('Status')).toHaveTextContent(/^Successful$/), T);
    expect(within(detail('Status')).queryByRole('link')).toBeNull();
  });
});

describe('the Mark paid dialogs', () => {
  const W3 = '33333333-3333-4333-8333-333333333333';
  const payable = withdrawal({
    _id: W3,
    user_name: 'Cy Saver',
    amount: 200,
    payment_address: ADDRESS,
    needs_approval: false,
    risk_flags: [],
    review_state: {
      next_step: PAYOUT_NEXT.payAlone(100_000),
      may_approve: false,
      may_withdraw_approval: false,
      may_mark_paid: true,
      may_reject: true,
    },
  });
  const desk: RouteTable = {
    'GET /payouts/summary': { body: [] },
    'GET /payouts': listReply('payouts', [payable]),
    'GET /profile/all': listReply('profile', []),
  };
  const renderDesk = () => renderAdminView(<PayoutDesk />, { url: '/admin/payouts', resource: 'payouts' });

  it.each([
    [409, PAYOUT_CHAIN_MSG.paysAnotherAddress(ADDRESS)],
    [409, PAYOUT_CHAIN_MSG.underpays('0.00100000', '0.00300000', 'BTC')],
    [503, PAYOUT_CHAIN_MSG.nodeDown('Esplora answered 502 Bad Gateway')],
  ])("one withdrawal: the help says the hash is checked on the chain; the server's %i is shown in full", async (status, message) => {
    fakeApi(staff(), { [`POST /transaction/${W3}/paid`]: fail(status, message) }, desk);
    renderDesk();
    const table = await screen.findByRole('table', {}, T);
    const row = (await within(table).findByText('Cy Saver', {}, T)).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this withdrawal paid' });
    expect(dialog).toHaveTextContent('enter the hash of the transaction that paid this address. It is checked on the chain');
    const field = within(dialog).getByRole('textbox', { name: /Transaction hash/ });
    await user.type(field, HASH);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    // nothing was marked paid: the dialog stays, with the hash to correct
    expect(field).toHaveValue(HASH);
  });

  it("in bulk: the help says each hash is checked on the chain; the server's 409 is shown in full", async () => {
    const message = `Line 1: ${PAYOUT_CHAIN_MSG.notOnChain('btc')}`;
    fakeApi(staff(), { 'POST /payouts/paid': fail(409, message) }, desk);
    renderDesk();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid in bulk' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid in bulk' });
    expect(dialog).toHaveTextContent("the hash of the transaction that paid that withdrawal's address, which is checked on the chain");
    await user.click(within(dialog).getByRole('textbox', { name: 'id,reference lines' }));
    await user.paste(`${W3},${HASH}`);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });
});
