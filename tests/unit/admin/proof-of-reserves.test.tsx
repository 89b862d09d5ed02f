// The Proof of reserves page of the back office: the published snapshots with their figures
// (a coverage under 100 % marked as such), as a table or, on a phone, as cards; admins take a
// snapshot now (one however impatiently clicked) and the list follows; support staff only read.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Liabilities } from '@/common/api/liabilities';
import type { ReserveSnapshot } from '@/common/api/reserves';
import { formatDateTime } from '@/common/date-format';
import { RESERVES_MSG } from '@/common/reserves/messages';
import { LiabilitiesPage } from '@/src-admin/liabilities/LiabilitiesPage';
import { ReservesPage } from '@/src-admin/reserves/ReservesPage';
import { formatCoverage, isUnderCovered, provenCentsOf, shortRoot, withSnapshot } from '@/src-admin/reserves/reservesData';
import { fakeApi, held, type Handler, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { resetViewport, setViewport } from '@/tests/unit/web/helpers/viewport';
import { renderAdmin, renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

const ROOT_1 = `${'a1'.repeat(28)}00112233`;
const ROOT_2 = `${'b2'.repeat(28)}44556677`;
const ROOT_3 = `${'c3'.repeat(28)}8899aabb`;

/** A snapshot as GET /reserves/snapshots sends it; each test overrides what it is about. */
const snapshot = (overrides: Partial<ReserveSnapshot> = {}): ReserveSnapshot => ({
  id: 1,
  taken_at: '2026-11-24T09:00:00.000Z',
  root: ROOT_1,
  total_cents: 100_000_000,
  leaf_count: 1_000,
  previous_root: null,
  reserves: [
    { coin: 'btc', units: '10.5', usd_cents: 70_000_000, addresses: ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'] },
    { coin: 'eth', units: '100', usd_cents: 28_760_000, addresses: ['0x0000000000000000000000000000000000000001'] },
  ],
  declared_cents: 5_000_000,
  coverage: 0.9876,
  ...overrides,
});

/** #1 is short (98.76 %); #2, the newest, is covered (105.29 %). Newest first, as the API lists them. */
const published = (): ReserveSnapshot[] => [
  snapshot({
    id: 2,
    taken_at: '2026-11-25T09:00:00.000Z',
    root: ROOT_2,
    previous_root: ROOT_1,
    total_cents: 123_456_789,
    leaf_count: 1_024,
    reserves: [
      { coin: 'btc', units: '15', usd_cents: 100_000_000, addresses: ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'] },
      { coin: 'usdt', units: '30000', usd_cents: 30_000_000, addresses: ['TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf'] },
    ],
    coverage: 1.053,
  }),
  snapshot(),
];

/** Snapshot #3, as POST /reserves/snapshots answers it (201). */
const taken = snapshot({
  id: 3,
  taken_at: '2026-11-26T09:00:00.000Z',
  root: ROOT_3,
  previous_root: ROOT_2,
  total_cents: 200_000_000,
  leaf_count: 1_100,
  coverage: 0.4938,
});

let current: ReserveSnapshot[];
/**
 * The published list as it stands; a POST (held back until `answer` resolves, when given) publishes
 * #3. No treasury address is registered (treasury-addresses.test.tsx is about them).
 */
const reservesApi =
  (answer?: Promise<void>): Handler =>
  async (sent) => {
    if (sent.method === 'GET' && sent.path === '/reserves/treasury-addresses') return { body: [] };
    if (sent.path !== '/reserves/snapshots') return undefined;
    if (sent.method === 'GET') return { body: current };
    if (sent.method !== 'POST') return undefined;
    await answer;
    current = [taken, ...current];
    return { status: 201, body: taken };
  };

const reservesPage = () => renderAdminView(<ReservesPage />, { url: '/admin/reserves' });

/** The table's row of a snapshot, by its number. */
const row = async (id: number) => (await screen.findByRole('rowheader', { name: `#${id}` }, T)).closest('tr') as HTMLElement;

afterEach(() => resetViewport());

describe('shaping the snapshots', () => {
  it('sums the proven reserves, words the coverage and marks it under 100 %', () => {
    expect(provenCentsOf(snapshot())).toBe(98_760_000);
    expect(formatCoverage(0.9876)).toBe('98.76%');
    expect(formatCoverage(1)).toBe('100%');
    expect(formatCoverage(1.053)).toBe('105.3%');
    expect(formatCoverage(null)).toBe('Nothing owed');
    expect(isUnderCovered(snapshot({ coverage: 0.9999 }))).toBe(true);
    expect(isUnderCovered(snapshot({ coverage: 1 }))).toBe(false);
    expect(isUnderCovered(snapshot({ coverage: null }))).toBe(false);
  });

  it('shortens a root to its ends, and puts a new snapshot first, once', () => {
    expect(shortRoot(ROOT_1)).toBe('a1a1a1a1…00112233');
    const list = published();
    expect(withSnapshot(list, taken).map((s) => s.id)).toEqual([3, 2, 1]);
    expect(withSnapshot([taken, ...list], taken).map((s) => s.id)).toEqual([3, 2, 1]);
    expect(withSnapshot(undefined, taken).map((s) => s.id)).toEqual([3]);
  });
});

describe('the Proof of reserves page', () => {
  it('lists every published snapshot with its figures, a coverage under 100 % marked, and the public page', async () => {
    current = published();
    fakeApi(staff(), reservesApi());
    const { container } = reservesPage();
    expect(await screen.findByRole('heading', { name: 'Proof of reserves', level: 1 }, T)).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Published snapshots' }, T);
    expect(within(section).getByRole('heading', { name: 'Published snapshots', level: 2 })).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Published snapshots' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Snapshot', 'Taken at', 'Total owed', 'Accounts', 'Proven reserves', 'Declared holdings', 'Coverage', 'Root']);
    // newest first
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['#2', '#1']);

    const newest = await row(2);
    const cells = within(newest).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      formatDateTime('2026-11-25T09:00:00.000Z'),
      '$1,234,567.89',
      '1,024',
      '$1,300,000.00',
      '$50,000.00',
      '105.3%',
      'b2b2b2b2…44556677',
    ]);
    expect(within(newest).getByText('b2b2b2b2…44556677')).toHaveAttribute('title', ROOT_2);
    expect(within(newest).getByRole('button', { name: 'Copy the root of snapshot 2' })).toBeInTheDocument();

    // the older one is short of 100 %: said in words, not only in the warning colour
    const short = await row(1);
    expect(short).toHaveTextContent('$1,000,000.00');
    expect(short).toHaveTextContent('$987,600.00');
    expect(short).toHaveTextContent('98.76%(under 100 %: not fully covered)');
    expect(newest).not.toHaveTextContent('not fully covered');
    // the newest is covered: no warning above the list
    expect(screen.queryByRole('alert')).toBeNull();

    const publicPage = screen.getByRole('link', { name: /^Public page/ });
    expect(publicPage).toHaveAttribute('href', '/proof-of-reserves');
    expect(publicPage).toHaveAttribute('target', '_blank');
    expect(publicPage).toHaveAttribute('rel', 'noopener noreferrer');
    expect(publicPage).toHaveAccessibleName('Public page (opens in a new tab)');

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('warns when the newest snapshot is not fully covered, and says when none is published', async () => {
    current = [taken, ...published()];
    const http = fakeApi(staff(), reservesApi());
    const { unmount } = reservesPage();
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent(
      'The newest snapshot (#3) is not fully covered: the reserves proven on chain, $987,600.00, are 49.38% of the $2,000,000.00 investors can claim.',
    );
    unmount();
    http.restore();

    current = [];
    fakeApi(staff(), reservesApi());
    reservesPage();
    expect(await screen.findByText(RESERVES_MSG.noSnapshots, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('an admin takes a snapshot now: one POST however impatiently clicked, then the new one heads the list', async () => {
    current = published();
    const answer = held<void>();
    const http = fakeApi(staff(), reservesApi(answer.promise));
    reservesPage();
    await row(2);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Take a snapshot now' }, T);

    await user.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled(), T);
    expect(button).toHaveTextContent('Taking a snapshot…');
    await waitFor(() => expect(http.calls('POST /reserves/snapshots')).toHaveLength(1), T);
    // no body, so not marked as JSON: the server refuses an empty JSON body
    expect(http.calls('POST /reserves/snapshots')[0].body).toBeUndefined();
    expect(http.calls('POST /reserves/snapshots')[0].headers['content-type']).toBeUndefined();

    answer.resolve();
    expect(await screen.findByText('Snapshot #3 taken: $2,000,000.00 owed to 1,100 accounts.', {}, T)).toBeInTheDocument();
    const newest = await row(3);
    expect(newest).toHaveTextContent('$2,000,000.00');
    expect(newest).toHaveTextContent('49.38%(under 100 %: not fully covered)');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['#3', '#2', '#1']);
    // the list is read again from the server after the snapshot
    await waitFor(() => expect(http.calls('GET /reserves/snapshots')).toHaveLength(2), T);
    await waitFor(() => expect(button).toBeEnabled(), T);
    expect(button).toHaveTextContent('Take a snapshot now');
    expect(http.calls('POST /reserves/snapshots')).toHaveLength(1);
  });

  it('tells an admin why a snapshot was not taken', async () => {
    current = published();
    const http = fakeApi(
      staff(),
      { 'POST /reserves/snapshots': { status: 500, body: { statusCode: 500, error: 'Error', message: 'The chain could not be read' } } },
      reservesApi(),
    );
    reservesPage();
    await row(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Take a snapshot now' }, T));
    expect(await screen.findByText('The snapshot could not be taken: The chain could not be read', {}, T)).toBeInTheDocument();
    expect(http.calls('POST /reserves/snapshots')).toHaveLength(1);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['#2', '#1']);
  });

  it('support staff read the snapshots and are offered no button', async () => {
    current = published();
    const http = fakeApi(staff('support'), reservesApi());
    const { accessKnown } = reservesPage();
    expect(await row(2)).toHaveTextContent('$1,234,567.89');
    // only once the role is read is 'no button' a finding
    await accessKnown();
    expect(screen.getByText(/Only admins take a snapshot\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Take a snapshot/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Public page/ })).toHaveAttribute('href', '/proof-of-reserves');
    expect(http.calls('POST /reserves/snapshots')).toHaveLength(0);
  });

  it('on a phone each snapshot is a card with its figures under one another', async () => {
    setViewport(375);
    current = published();
    fakeApi(staff(), reservesApi());
    const { container } = reservesPage();
    const card = await screen.findByRole('listitem', { name: 'Snapshot #1' }, T);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Snapshot #1', level: 3 })).toBeInTheDocument();
    expect(card).toHaveTextContent(`Taken ${formatDateTime('2026-11-24T09:00:00.000Z')}`);
    expect(card).toHaveTextContent('Total owed$1,000,000.00');
    expect(card).toHaveTextContent('Accounts1,000');
    expect(card).toHaveTextContent('Proven reserves$987,600.00');
    expect(card).toHaveTextContent('Declared holdings$50,000.00');
    expect(card).toHaveTextContent('Coverage98.76%(under 100 %: not fully covered)');
    expect(within(card).getByText('a1a1a1a1…00112233')).toHaveAttribute('title', ROOT_1);
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Take a snapshot now' })).toBeInTheDocument();

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('beside the menu (1024 px) the accounts and declared holdings go under the totals', async () => {
    setViewport(1024);
    current = published();
    fakeApi(staff(), reservesApi());
    reservesPage();
    const newest = await row(2);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Snapshot', 'Taken at', 'Total owed', 'Proven reserves', 'Coverage', 'Root']);
    expect(newest).toHaveTextContent('$1,234,567.891,024 accounts');
    expect(newest).toHaveTextContent('$1,300,000.00$50,000.00 declared');
  });

  it('copies the full root', async () => {
    current = published();
    fakeApi(staff('support'), reservesApi());
    reservesPage();
    const newest = await row(2);
    const user = userEvent.setup();
    // after userEvent.setup, which puts its own clipboard on navigator
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    await user.click(within(newest).getByRole('button', { name: 'Copy the root of snapshot 2' }));
    expect(await screen.findByText('The root of snapshot #2 was copied.', {}, T)).toBeInTheDocument();
    expect(copied).toEqual([ROOT_2]);
  });

  it('shows the newest 20 and the older ones on request', async () => {
    current = Array.from({ length: 25 }, (_, i) => snapshot({ id: 25 - i, root: `${String(25 - i).padStart(2, '0')}${'d'.repeat(62)}` }));
    fakeApi(staff(), reservesApi());
    reservesPage();
    await row(25);
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 25.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older snapshots' }));
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Show older snapshots' })).toBeNull();
  });
});

describe('the way there', () => {
  it("'Proof of reserves' in the menu opens the page inside the back-office", async () => {
    current = published();
    fakeApi(staff('support'), reservesApi(), { 'GET /stats/summary': { body: {} } });
    const { router } = renderAdmin('/admin/reserves');
    const item = await screen.findByRole('menuitem', { name: 'Proof of reserves' }, T);
    expect(item).toHaveAttribute('href', '/admin/reserves');
    expect(await row(2)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/reserves');
    await waitFor(() => expect(document.title).toBe('Proof of reserves · Back-office'), T);
  });

  it('the Liabilities page links to it', async () => {
    const liabilities: Liabilities = {
      as_of: '2026-11-25T09:00:00.000Z',
      owed: { balances: 300, profit: 200, principal_running: 700, principal_returnable: 500, withdrawals_pending: 150, total: 1150 },
      held: [],
      held_total: 0,
      margin: -1150,
      projection: [{ date: '2026-11-25', profit: 0, principal: 0, owed: 1150 }],
      shortfall_from: '2026-11-25',
    };
    const reply: Reply = { body: liabilities };
    fakeApi(staff(), { 'GET /reports/liabilities': reply });
    renderAdminView(<LiabilitiesPage />, { url: '/admin/liabilities' });
    const owed = await screen.findByRole('region', { name: 'Owed now' }, T);
    expect(owed).toHaveTextContent('Withdrawals not yet paid$150.00Total owed$1,150.00');
    const link = within(owed).getByRole('link', { name: 'Proof of reserves' });
    expect(link).toHaveAttribute('href', '/admin/reserves');
    await userEvent.click(link);
    expect(await screen.findByTestId('elsewhere', {}, T)).toHaveTextContent('/admin/reserves');
  });
});
