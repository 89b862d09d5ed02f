// The staff reply on a ticket: sent once however impatiently it is clicked, the form emptied
// after a success, and a refusal told with what was typed kept.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TicketReply } from '@/src-admin/tickets/TicketReply';
import { fail, fakeApi, held, type Answer, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

/** The reply form of ticket t1, the server answering POST /tickets/t1/messages with `reply`. */
function renderReply(reply: Answer) {
  const http = fakeApi(staff('support'), { 'POST /tickets/t1/messages': reply });
  renderAdminView(<TicketReply ticketId="t1" />, { url: '/admin/tickets/t1/show', resource: 'tickets' });
  return {
    replies: () => http.calls('POST /tickets/t1/messages'),
    user: userEvent.setup(),
    field: screen.getByRole('textbox', { name: /Reply/ }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('TicketReply', () => {
  it('sends a reply once, waits for it, then empties the form', async () => {
    const answer = held<Reply>();
    const { replies, user, field, send } = renderReply(() => answer.promise);
    await user.type(field, 'We have credited it.');
    await user.dblClick(send);
    await waitFor(() => expect(send).toBeDisabled());
    await waitFor(() => expect(replies()).toHaveLength(1));
    // no file: the reply alone, as JSON
    expect(replies()[0].body).toEqual({ body: 'We have credited it.' });

    answer.resolve({ body: { _id: 't1' } });
    expect(await screen.findByText('Reply sent: the investor is notified', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    expect(field).toHaveValue('');
    expect(replies()).toHaveLength(1);
  });

  it('tells the refusal and keeps the reply to send again', async () => {
    const { replies, user, field, send } = renderReply(fail(409, 'The ticket is closed'));
    await user.type(field, 'We have credited it.');
    await user.click(send);
    expect(await screen.findByText('The reply could not be sent: The ticket is closed', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    expect(field).toHaveValue('We have credited it.');
    expect(replies()).toHaveLength(1);
  });
});
