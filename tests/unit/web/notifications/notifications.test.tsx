// Notifications in the investor area: the top bar's bell (count, accessible name,
// latest entries, mark all read), the Notifications screen and the e-mail settings form.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicNotification } from '@/common/api/notifications';
import { EMAIL_CATEGORIES } from '@/common/notification-kinds';
import { NotificationSettingsPage } from '@/src/app/pages/account/notification-settings';
import { NotificationsPage } from '@/src/app/pages/account/notifications';
import { FOCUS_THROTTLE_MS } from '@/src/lib/query-policy';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { ACCOUNT_BASE } from '@/src/config/account-base';
import { unreadCountQueryKey } from '@/src/features/notifications/api/get-unread-count';
import { NotificationBell } from '@/src/features/notifications/components/notification-bell';
import { NOTIFICATION_TEXT } from '@/src/features/notifications/texts';
import { fail, fakeApi, pagedList, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile, USER_ID } from '@/tests/unit/web/helpers/fixtures';
import { renderApp } from '@/tests/unit/web/helpers/render-app';
import { renderAccount, renderAccountScreen, signInInvestor } from '@/tests/unit/web/helpers/render-account';

const entry = (n: number, overrides: Partial<PublicNotification> = {}): PublicNotification => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'deposit_credited',
  title: `Deposit credited ${n}`,
  body: `$${n}.00 in BTC was added to your balance.`,
  link: '/account/activity',
  read: false,
  createdAt: `2026-03-0${n}T10:00:00.000Z`,
  ...overrides,
});

const ALL_ON = Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, true]));

let http: FakeApi;
let unread: number;
let rows: PublicNotification[];
beforeEach(() => {
  unread = 3;
  rows = [entry(3), entry(2), entry(1, { read: true, link: null })];
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile() },
    'GET /transaction/11111111-1111-4111-8111-111111111111': { status: 200, body: [] },
    'GET /plans/all': { status: 200, body: [] },
    'GET /kyc/me': { status: 200, body: null },
    'GET /notifications/unread-count': () => ({ status: 200, body: { unread } }),
    'GET /notifications': (request) => pagedList(rows, 'notifications')(request),
    'POST /notifications/read': (request) => {
      const body = request.body as { ids?: string[]; all?: true };
      rows = rows.map((r) => (body.all || body.ids?.includes(r._id) ? { ...r, read: true } : r));
      unread = rows.filter((r) => !r.read).length;
      return { status: 200, body: { unread } };
    },
    'GET /notifications/preferences': { status: 200, body: { email: { ...ALL_ON, support: false } } },
    'PUT /notifications/preferences': (request) => ({ status: 200, body: request.body }),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The top bar's bell, signed in: on every account address, as the account's layout has it. */
function renderBell() {
  signInInvestor();
  return renderApp(<NotificationBell />, { url: '/account/activetrade', path: `${ACCOUNT_BASE}/*` });
}

describe('the bell', () => {
  it('names the unread count and shows it as a badge', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('is plainly "Notifications" with nothing unread, and while the count cannot be read', async () => {
    unread = 0;
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    http.set('GET /notifications/unread-count', fail(500, 'Something went wrong'));
    renderBell();
    await waitFor(() => expect(http.calls('GET /notifications/unread-count').length).toBeGreaterThanOrEqual(2));
    expect(screen.getAllByRole('button', { name: 'Notifications' })).toHaveLength(2);
  });

  it('opens on the newest entries; Mark all read clears the count; See all goes to the screen', async () => {
    const { location } = renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Unread: Deposit credited 3',
      'Unread: Deposit credited 2',
      'Deposit credited 1',
    ]);
    expect(http.calls('GET /notifications')[0].query.range).toBe('[0,4]');

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(http.calls('POST /notifications/read').map((r) => r.body)).toEqual([{ all: true }]);
    // the open panel hides the rest of the page from screen readers (a modal popover)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument());
    await waitFor(() => expect(within(panel).queryByText(/^Unread:/)).not.toBeInTheDocument());
    // unavailable now, and it kept the focus it was pressed with: Escape still closes the panel
    const markAll = within(panel).getByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(markAll).toHaveAttribute('aria-disabled', 'true'));
    expect(markAll).toHaveFocus();
    await user.click(markAll);
    expect(http.calls('POST /notifications/read')).toHaveLength(1);

    await user.click(within(panel).getByRole('link', { name: 'See all' }));
    await waitFor(() => expect(location().pathname).toBe(ACCOUNT_PATHS.notifications));
  });

  it('a count asked before Mark all read and answered after it does not bring the old number back', async () => {
    const { queryClient } = renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findAllByRole('listitem');

    // the investor comes back to the tab: the count is asked again, and the answer is slow
    let answerStale: (() => void) | undefined;
    http.set(
      'GET /notifications/unread-count',
      () => new Promise((resolve) => (answerStale = () => resolve({ status: 200, body: { unread: 3 } }))),
    );
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + FOCUS_THROTTLE_MS);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(answerStale).toBeDefined());

    http.set('GET /notifications/unread-count', () => ({ status: 200, body: { unread } }));
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument());
    await act(async () => answerStale?.());
    // the count's query is idle once the late answer has been handled or dropped
    const countKey = unreadCountQueryKey(USER_ID);
    await waitFor(() => expect(queryClient.getQueryState(countKey)?.fetchStatus).toBe('idle'));
    expect(queryClient.getQueryData(countKey)).toBe(0);
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /unread/, hidden: true })).not.toBeInTheDocument();
    focusManager.setFocused(undefined);
  });

  it('following an entry marks it read and goes where it happened', async () => {
    const { location } = renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('link', { name: 'Deposit credited 2' }));
    await waitFor(() => expect(location().pathname).toBe('/account/activity'));
    expect(http.calls('POST /notifications/read').map((r) => r.body)).toEqual([{ ids: [entry(2)._id] }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument());
  });
});

describe('the Notifications screen', () => {
  // the top bar's bell follows what is marked here: the account's layout, from the route table
  it('lists entries newest first, unread ones marked for screen readers, and marks one read', async () => {
    renderAccount(ACCOUNT_PATHS.notifications);
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Unread: Deposit credited 3');
    expect(items[2]).not.toHaveTextContent('Unread');
    expect(within(items[2]).queryByRole('button', { name: /Mark read/ })).not.toBeInTheDocument();
    expect(http.calls('GET /notifications')[0].query).toMatchObject({ sort: '["createdAt","DESC"]', range: '[0,19]' });

    const user = userEvent.setup();
    await user.click(within(items[1]).getByRole('button', { name: 'Mark read: Deposit credited 2' }));
    expect(http.calls('POST /notifications/read').map((r) => r.body)).toEqual([{ ids: [entry(2)._id] }]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).not.toHaveTextContent('Unread'));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveAttribute('aria-disabled', 'true'));
    expect(within(list).queryByText(/^Unread:/)).not.toBeInTheDocument();
  });

  it('pages through a long inbox', async () => {
    rows = Array.from({ length: 45 }, (_, i) => entry((i % 9) + 1, { _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }));
    renderAccountScreen(<NotificationsPage />, ACCOUNT_PATHS.notifications);
    const pager = await screen.findByRole('navigation', { name: 'Notifications pages' });
    expect(pager).toHaveTextContent('1–20 of 45');
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(pager).toHaveTextContent('21–40 of 45'));
    expect(http.calls('GET /notifications').at(-1)?.query.range).toBe('[20,39]');
  });

  it('says so when there is nothing', async () => {
    rows = [];
    unread = 0;
    renderAccountScreen(<NotificationsPage />, ACCOUNT_PATHS.notifications);
    expect(await screen.findByText(NOTIFICATION_TEXT.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('the e-mail settings', () => {
  // from one screen to another: the route table
  it('are reached from Profile', async () => {
    const { location } = renderAccount(ACCOUNT_PATHS.profile);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Notifications' }));
    await waitFor(() => expect(location().pathname).toBe(ACCOUNT_PATHS.notificationSettings));
    expect(await screen.findByRole('heading', { name: 'Notifications settings', level: 1 })).toBeInTheDocument();
  });

  it('show each category as saved, security and withdrawals always on; saving sends every switch and says so', async () => {
    renderAccountScreen(<NotificationSettingsPage />, ACCOUNT_PATHS.notificationSettings);
    const deposits = await screen.findByRole('switch', { name: /^Deposits/ });
    expect(deposits).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Support tickets/ })).not.toBeChecked();
    for (const name of [/^Security/, /^Withdrawals/]) {
      const alwaysOn = screen.getByRole('switch', { name });
      expect(alwaysOn).toBeChecked();
      expect(alwaysOn).toBeDisabled();
      expect(alwaysOn).toHaveAccessibleDescription(NOTIFICATION_TEXT.alwaysOn);
    }
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();

    const user = userEvent.setup();
    await user.click(deposits);
    await user.click(screen.getByRole('switch', { name: /^Support tickets/ }));
    await user.click(save);
    await waitFor(() => expect(http.calls('PUT /notifications/preferences')).toHaveLength(1));
    expect(http.calls('PUT /notifications/preferences')[0].body).toEqual({ email: { ...ALL_ON, deposits: false } });
    expect(await screen.findByText(NOTIFICATION_TEXT.saved)).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('a failed save says so and keeps the choice on screen', async () => {
    http.set('PUT /notifications/preferences', fail(500, 'Something went wrong'));
    renderAccountScreen(<NotificationSettingsPage />, ACCOUNT_PATHS.notificationSettings);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /^Investments/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(NOTIFICATION_TEXT.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Investments/ })).not.toBeChecked();
  });
});
