// An attachment keeps its real type all the way to the disk of whoever downloads it: the
// name it is served (and offered) under has the extension of the type read from its bytes,
// never the name it was sent with, which is only shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createSupport, createTestApp, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { call, JPEG, PDF, PNG, postForm, TICKET } from './ticket-helpers';

let ctx: TestContext;
let investor: TestUser;
let support: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  investor = await createInvestor(ctx.app);
  support = await createSupport(ctx.app);
});
afterAll(() => ctx.close());

/** The file name a Content-Disposition header offers (both of its forms must agree). */
function offeredNames(disposition: string | undefined) {
  const plain = /filename="([^"]*)"/.exec(disposition ?? '')?.[1];
  const star = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1];
  return { plain, star: star && decodeURIComponent(star) };
}

describe('the download name of a ticket attachment', () => {
  it.each([
    ['a PDF named bank-receipt.html', PDF, 'bank-receipt.html', 'text/html', 'application/pdf', 'pdf'],
    ['a PNG named invoice.svg', PNG, 'invoice.svg', 'image/svg+xml', 'image/png', 'png'],
    ['a JPEG named statement.pdf', JPEG, 'statement.pdf', 'application/pdf', 'image/jpeg', 'jpg'],
    ['a PDF named payslip.pdf.exe', PDF, 'payslip.pdf.exe', 'application/octet-stream', 'application/pdf', 'pdf'],
  ])('%s is served as its real type, under a name that follows it', async (_label, bytes, filename, sentType, mime, ext) => {
    const opened = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET }, [{ bytes, filename, type: sentType }]);
    expect(opened.statusCode, opened.body).toBe(201);
    const [message] = opened.json().messages;
    // shown as sent, saved under the name of its real type
    expect(message.attachment).toMatchObject({ name: filename, mime, file_name: `ticket-attachment-${message._id.slice(0, 8)}.${ext}` });

    for (const who of [support, investor]) {
      const res = await call(ctx.app, who.token, 'GET', message.attachment.url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(mime);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const names = offeredNames(res.headers['content-disposition'] as string | undefined);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect(names).toEqual({ plain: message.attachment.file_name, star: message.attachment.file_name });
      expect(res.headers['content-disposition']).not.toContain(filename.split('.')[0]);
    }
  });

  it('a reply with an attachment is named the same way, for staff replies too', async () => {
    const ticket = (await call(ctx.app, investor.token, 'POST', '/api/tickets', TICKET)).json();
    const res = await postForm(ctx.app, support.token, `/api/tickets/${ticket._id}/messages`, { body: 'Here is the form.' }, [
      { bytes: PDF, filename: 'form.html', type: 'text/html' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json().messages[1];
    const download = await call(ctx.app, investor.token, 'GET', message.attachment.url);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(offeredNames(download.headers['content-disposition'] as string).plain).toBe(`ticket-attachment-${message._id.slice(0, 8)}.pdf`);
  });
});
