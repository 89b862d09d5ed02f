// Ticket attachments on the investor's support screen: the server's refusals of a file (e-mail
// not verified, the daily quota) are shown under the file field and in the notice, and a file
// is saved under the name of its real type that the API gives, never the name it was sent with.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicTicketDetail } from '@/common/api/tickets';
import { TICKET_MSG } from '@/common/validation/tickets';
import { SupportPage } from '@/src/app/pages/account/support';
import { fakeApi, fail, pagedList, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

const TICKET_ID = '22222222-2222-4222-8222-222222222222';
const MESSAGE_ID = 'abcdef12-3333-4333-8333-333333333333';

const ticket: PublicTicketDetail = {
  _id: TICKET_ID,
  userid: USER_ID,
  subject: 'Where is my deposit?',
  category: 'deposit',
  status: 'open',
  last_message_at: '2026-11-28T09:00:00.000Z',
  closed_at: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
  messages: [
    {
      _id: MESSAGE_ID,
      author: { _id: USER_ID, name: 'Ada Investor', staff: false },
      body: 'Here is the receipt.',
      createdAt: '2026-11-28T09:00:00.000Z',
      attachment: {
        name: 'bank-receipt.html',
        file_name: 'ticket-attachment-abcdef12.pdf',
        mime: 'application/pdf',
        size: 2048,
        url: `/api/tickets/${TICKET_ID}/messages/${MESSAGE_ID}/attachment`,
      },
    },
  ],
};

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile() },
    'GET /tickets': pagedList([], 'tickets'),
    [`GET /tickets/${TICKET_ID}`]: { status: 200, body: ticket },
    [`GET /tickets/${TICKET_ID}/messages/${MESSAGE_ID}/attachment`]: { status: 200, body: new Blob(['%PDF-1.4']) },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function sendNewTicketWithFile() {
  renderAccountScreen(<SupportPage />, '/account/support');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New ticket' }));
  const form = screen.getByRole('form', { name: 'New ticket' });
  await user.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Where is my deposit?');
  await user.click(within(form).getByRole('combobox', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Deposit' }));
  await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'I sent 0.01 BTC yesterday.');
  await user.upload(within(form).getByLabelText(/Attachment/), new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
  await user.click(within(form).getByRole('button', { name: 'Send' }));
  return form;
}

describe('refusals of an attachment on the new-ticket form', () => {
  it.each([
    ['e-mail not verified', 403, TICKET_MSG.verifyToAttach],
    ['too many files today', 429, TICKET_MSG.attachmentsPerDay],
    ['too many bytes today', 429, TICKET_MSG.attachmentBytesPerDay],
  ])("%s: the server's message is shown under the file field", async (_label, status, message) => {
    http.set('POST /tickets', fail(status, message, [{ field: 'attachment', message }]));
    const form = await sendNewTicketWithFile();
    await waitFor(() => expect(http.calls('POST /tickets')).toHaveLength(1));
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Attachment/)).toHaveAttribute('aria-invalid', 'true');
    // the form stays, with what was typed, so the message can be sent without the file
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveValue('I sent 0.01 BTC yesterday.');
  });
});

describe('downloading an attachment', () => {
  it('saves it under the name of its real type, while the name it was sent with is shown', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:attachment');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAccountScreen(<SupportPage />, `/account/support?ticket=${TICKET_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Download bank-receipt\.html/ }));
    await waitFor(() => expect(saved).toEqual(['ticket-attachment-abcdef12.pdf']));
  });
});
