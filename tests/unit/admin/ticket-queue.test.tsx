import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicTicket } from '@/common/api/tickets';
import { TICKET_CATEGORY_LABELS, TICKET_STATUS_LABELS } from '@/common/validation/tickets';
import { TicketList } from '@/src-admin/tickets/TicketList';
import { fakeApi, filterOf, listReply, type FakeApi, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff } from './helpers/render-admin';

// The support queue's filters (status, category, assignee, user) reach the API as the list
// filter the server's tests take (tests/api/tickets/access.test.ts): what the back-office's
// dataProvider.getList sends for each control.

const T = { timeout: 10_000 };
const ANN = '77777777-7777-4777-8777-777777777777';
const SAM = '55555555-5555-4555-8555-555555555555';

const ticket: PublicTicket = {
  _id: '11111111-1111-4111-8111-111111111111',
  userid: ANN,
  user_name: 'Ann Investor',
  user_email: 'ann@example.com',
  subject: 'Where is my deposit?',
  category: 'deposit',
  status: 'open',
  assignee: null,
  assignee_name: null,
  last_message_at: '2025-02-01T10:00:00Z',
  closed_at: null,
  createdAt: '2025-02-01T10:00:00Z',
  updatedAt: '2025-02-01T10:00:00Z',
};

const person = (_id: string, name: string, role: string) => ({ _id, name, email: `${name.split(' ')[0].toLowerCase()}@example.com`, role });
const staffMembers = { support: [person(SAM, 'Sam Support', 'support')], admin: [person('a1', 'Ada Admin', 'admin')] };
const investors = [person(ANN, 'Ann Investor', 'investor')];

const api: RouteTable = {
  'GET /tickets': listReply('tickets', [ticket]),
  'GET /profile/all': (sent) => {
    const filter = filterOf(sent);
    if (Array.isArray(filter.id))
      return listReply(
        'profile',
        investors.filter((u) => (filter.id as string[]).includes(u._id)),
      );
    if (filter.role === 'support' || filter.role === 'admin') return listReply('profile', staffMembers[filter.role]);
    return listReply('profile', investors);
  },
};

/** The queue on screen as support staff see it, and a way to pick a filter's option. */
async function openQueue() {
  const http = fakeApi(staff('support'), api);
  renderAdminView(<TicketList />, { url: '/admin/tickets', resource: 'tickets' });
  await within(await screen.findByRole('table', {}, T)).findByText('Where is my deposit?', {}, T);
  const user = userEvent.setup();
  /** by the option's text: the empty choice ('All') is named "Clear value" for screen readers */
  const choose = async (filter: string, option: string) => {
    await user.click(screen.getByRole('combobox', { name: filter }));
    const options = within(await screen.findByRole('listbox', {}, T)).getAllByRole('option');
    const wanted = options.find((o) => o.textContent === option);
    expect(wanted, `${filter}: ${option} among ${options.map((o) => o.textContent).join(', ')}`).toBeDefined();
    await user.click(wanted!);
  };
  return { http, user, choose };
}

/** The filter of the newest ticket list call. */
const lastFilter = (http: FakeApi) => filterOf(http.calls('GET /tickets').at(-1)!);

// typed into: slow on a busy machine, so more time than the default
describe('the support queue', { timeout: 60_000 }, () => {
  it('opens on open tickets, longest waiting first', async () => {
    const { http } = await openQueue();
    const first = http.calls('GET /tickets')[0];
    expect(filterOf(first)).toEqual({ status: 'open' });
    expect(JSON.parse(first.query.sort ?? '[]')).toEqual(['last_message_at', 'ASC']);
  });

  it('status and category: each choice is sent, and All clears only its own filter', async () => {
    const { http, choose } = await openQueue();
    await choose('Status', TICKET_STATUS_LABELS.answered);
    await waitFor(() => expect(lastFilter(http)).toEqual({ status: 'answered' }), T);
    await choose('Category', TICKET_CATEGORY_LABELS.withdrawal);
    await waitFor(() => expect(lastFilter(http)).toEqual({ status: 'answered', category: 'withdrawal' }), T);
    await choose('Status', 'All');
    await waitFor(() => expect(lastFilter(http)).toEqual({ category: 'withdrawal' }), T);
  });

  it('assignee: me, nobody, or a staff member by name (staff come from the users list, by role)', async () => {
    const { http, choose } = await openQueue();
    await choose('Assigned to', 'Me');
    await waitFor(() => expect(lastFilter(http)).toEqual({ status: 'open', assignee: 'me' }), T);
    await choose('Assigned to', 'Nobody');
    await waitFor(() => expect(lastFilter(http)).toEqual({ status: 'open', assignee: 'none' }), T);
    await choose('Assigned to', 'Sam Support (support)');
    await waitFor(() => expect(lastFilter(http)).toEqual({ status: 'open', assignee: SAM }), T);
  });

  it('user: added from the filter menu, an investor found by name', async () => {
    const { http, user } = await openQueue();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'User' }, T));
    // pasted, one change and one search: typed a letter at a time on CI's loaded machine, each
    // letter's search went out and was answered in turn, and 'Ann' came later than the wait allowed
    // (2026-11-27; slow typing with late answers still sends 'Ann' last: the search is not lost)
    await user.click(await screen.findByRole('combobox', { name: 'User' }, T));
    await user.paste('Ann');
    // the people offered are investors, by what was typed (the search is debounced: waited for)
    await waitFor(() => expect(http.calls('GET /profile/all').map(filterOf)).toContainEqual({ role: 'investor', q: 'Ann' }), T);
    await user.click(await screen.findByRole('option', { name: 'Ann Investor' }, T));
    await waitFor(() => expect(lastFilter(http)).toEqual({ status: 'open', user: ANN }), T);
  });
});
