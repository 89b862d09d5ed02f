// The staff reply on a ticket: sent once however impatiently it is clicked, the form emptied
// after a success, and a refusal told with what was typed kept.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, Notification, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TicketReply } from '@/src-admin/tickets/TicketReply';

const T = { timeout: 10_000 };

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'support',
};

function renderReply(replyToTicket: (...args: unknown[]) => Promise<unknown>) {
  render(
    <AdminContext dataProvider={{ replyToTicket } as unknown as DataProvider} authProvider={auth}>
      <TicketReply ticketId="t1" />
      <Notification />
    </AdminContext>,
  );
  return {
    user: userEvent.setup(),
    field: screen.getByRole('textbox', { name: /Reply/ }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('TicketReply', () => {
  it('sends a reply once, waits for it, then empties the form', async () => {
    let answer!: (value: unknown) => void;
    const replyToTicket = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { user, field, send } = renderReply(replyToTicket);
    await user.type(field, 'We have credited it.');
    await user.dblClick(send);
    await waitFor(() => expect(send).toBeDisabled());
    expect(replyToTicket).toHaveBeenCalledTimes(1);
    expect(replyToTicket).toHaveBeenCalledWith('t1', 'We have credited it.', null);

    answer({ data: { id: 't1' } });
    expect(await screen.findByText('Reply sent: the investor is notified', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    expect(field).toHaveValue('');
  });

  it('tells the refusal and keeps the reply to send again', async () => {
    const replyToTicket = vi.fn(async () => {
      throw new HttpError('The ticket is closed', 409, { message: 'The ticket is closed' });
    });
    const { user, field, send } = renderReply(replyToTicket);
    await user.type(field, 'We have credited it.');
    await user.click(send);
    expect(await screen.findByText('The reply could not be sent: The ticket is closed', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    expect(field).toHaveValue('We have credited it.');
    expect(replyToTicket).toHaveBeenCalledTimes(1);
  });
});
