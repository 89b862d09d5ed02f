// The back-office ticket thread saves an attachment under the name of its real type that the
// API gives (file_name), never the name the investor sent (a PDF sent as bank-receipt.html
// would otherwise be saved as a page that runs script when staff open it).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicTicketMessage } from '@/common/api/tickets';
import { TicketThread } from '@/src-admin/tickets/TicketThread';
import { fakeApi } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff } from './helpers/render-admin';

const message: PublicTicketMessage = {
  _id: 'abcdef12-3333-4333-8333-333333333333',
  author: { _id: 'u1', name: 'Ann Investor', staff: false },
  body: 'Here is the receipt.',
  createdAt: '2026-11-28T09:00:00.000Z',
  attachment: {
    name: 'bank-receipt.html',
    file_name: 'ticket-attachment-abcdef12.pdf',
    mime: 'application/pdf',
    size: 2048,
    url: '/api/tickets/t1/messages/abcdef12-3333-4333-8333-333333333333/attachment',
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TicketThread attachment download', () => {
  it('shows the sent name and saves the file under file_name', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, { createObjectURL: () => 'blob:attachment', revokeObjectURL: () => undefined }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // the attachment's address, as the API gives it, below /api
    const attachment = `GET ${message.attachment!.url.replace(/^\/api/, '')}`;
    const http = fakeApi(staff('support'), { [attachment]: { body: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) } });
    renderAdminView(<TicketThread messages={[message]} />, { url: '/admin/tickets/t1/show', resource: 'tickets' });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Download bank-receipt\.html/ }));
    await waitFor(() => expect(saved).toEqual(['ticket-attachment-abcdef12.pdf']));
    expect(http.calls(attachment)).toHaveLength(1);
  });
});
