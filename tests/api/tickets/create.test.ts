// Opening a ticket: JSON and multipart, the attachment checked by content and size, the
// field rules with their messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { TICKET_MAX_FILE_BYTES, TICKET_MESSAGE_MAX, TICKET_MSG, TICKET_SUBJECT_MAX } from '@/common/validation/tickets';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectFieldError,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import { call, FAKE_PNG, JPEG, PDF, PNG, postForm, TICKET } from './ticket-helpers';

let ctx: TestContext;
let investor: TestUser;
let support: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  investor = await createInvestor(ctx.app);
  support = await createSupport(ctx.app);
});
afterAll(() => ctx.close());

describe('POST /api/tickets', () => {
  it('opens a ticket from JSON: open, with the first message by its owner', async () => {
    const res = await call(ctx.app, investor.token, 'POST', '/api/tickets', { ...TICKET, subject: '  Where is my deposit?  ' });
    expect(res.statusCode, res.body).toBe(201);
    const t = res.json();
    expect(t).toMatchObject({ userid: investor.id, subject: 'Where is my deposit?', category: 'deposit', status: 'open', closed_at: null });
    expect(t._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.messages).toEqual([
      {
        _id: expect.any(String),
        author: { _id: investor.id, name: 'Ada Investor', staff: false },
        body: TICKET.message,
        createdAt: expect.any(String),
        attachment: null,
      },
    ]);
    // investors do not see staff-only fields
    expect(t).not.toHaveProperty('assignee');
    expect(t).not.toHaveProperty('user_email');
  });

  it.each([
    ['a PNG', PNG, 'screenshot.png', 'image/png'],
    ['a PDF', PDF, 'statement.pdf', 'application/pdf'],
    ['a JPEG named oddly', JPEG, 'photo', 'application/octet-stream'],
  ])('opens a ticket from multipart with %s', async (_label, bytes, filename, type) => {
    const res = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET }, [{ bytes, filename, type }]);
    expect(res.statusCode, res.body).toBe(201);
    const [message] = res.json().messages;
    const mime = bytes === PNG ? 'image/png' : bytes === PDF ? 'application/pdf' : 'image/jpeg';
    expect(message.attachment).toEqual({
      name: filename,
      file_name: `ticket-attachment-${message._id.slice(0, 8)}.${{ 'image/png': 'png', 'application/pdf': 'pdf', 'image/jpeg': 'jpg' }[mime]}`,
      mime,
      size: bytes.length,
      url: `/api/tickets/${res.json()._id}/messages/${message._id}/attachment`,
    });
  });

  it('opens a ticket from multipart without a file', async () => {
    const res = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().messages[0].attachment).toBeNull();
  });

  it('refuses an executable renamed .png: 400, nothing stored', async () => {
    const before = (await call(ctx.app, investor.token, 'GET', '/api/tickets')).json().length;
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200, 1)]);
    const res = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET }, [
      { bytes: exe, filename: 'invoice.png', type: 'image/png' },
    ]);
    expectFieldError(res, 'attachment', TICKET_MSG.fileType);
    const text = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET }, [
      { bytes: FAKE_PNG, filename: 'a.png', type: 'image/png' },
    ]);
    expectFieldError(text, 'attachment', TICKET_MSG.fileType);
    expect((await call(ctx.app, investor.token, 'GET', '/api/tickets')).json().length).toBe(before);
  });

  it('refuses an attachment of 5 MB + 1 byte with 413 and takes exactly 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(TICKET_MAX_FILE_BYTES + 1 - PNG.length)]);
    const res = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET }, [
      { bytes: big, filename: 'big.png', type: 'image/png' },
    ]);
    expectError(res, 413, TICKET_MSG.fileTooLarge);
    const exact = big.subarray(0, TICKET_MAX_FILE_BYTES);
    const ok = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET }, [
      { bytes: exact, filename: 'exact.png', type: 'image/png' },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().messages[0].attachment.size).toBe(TICKET_MAX_FILE_BYTES);
  });

  it('refuses two files, an empty file and unknown parts', async () => {
    const two = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET }, [
      { bytes: PNG, filename: 'a.png', type: 'image/png' },
      { bytes: PDF, filename: 'b.pdf', type: 'application/pdf' },
    ]);
    expectError(two, 413, TICKET_MSG.tooManyFiles);
    const empty = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET }, [
      { bytes: Buffer.alloc(0), filename: 'e.png', type: 'image/png' },
    ]);
    expectFieldError(empty, 'attachment', TICKET_MSG.fileEmpty);
    const unknown = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET, priority: 'high' });
    expectFieldError(unknown, 'priority', MSG.fieldUnknown('priority'));
    const wrongFile = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET }, [
      { bytes: PNG, filename: 'a.png', type: 'image/png', field: 'file' },
    ]);
    expectFieldError(wrongFile, 'file', MSG.fieldUnknown('file'));
  });

  it('cleans the attachment name (no folders, no control characters)', async () => {
    const res = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET }, [
      { bytes: PNG, filename: '..\\..\\evil\u202Egnp.exe', type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().messages[0].attachment.name).toBe('evilgnp.exe');
  });

  it.each<[string, object, string, string]>([
    ['no subject', { category: 'deposit', message: 'Hello' }, 'subject', TICKET_MSG.subjectRequired],
    ['a short subject', { ...TICKET, subject: ' ab ' }, 'subject', TICKET_MSG.subjectTooShort],
    ['a long subject', { ...TICKET, subject: 'x'.repeat(TICKET_SUBJECT_MAX + 1) }, 'subject', TICKET_MSG.subjectTooLong],
    ['an unknown category', { ...TICKET, category: 'lottery' }, 'category', TICKET_MSG.categoryRequired],
    ['a blank message', { ...TICKET, message: '   ' }, 'message', TICKET_MSG.messageRequired],
    ['a long message', { ...TICKET, message: 'x'.repeat(TICKET_MESSAGE_MAX + 1) }, 'message', TICKET_MSG.messageTooLong],
  ])('JSON with %s: 400 naming the field', async (_label, body, field, message) => {
    expectFieldError(await call(ctx.app, investor.token, 'POST', '/api/tickets', body), field, message);
  });

  it('multipart fields follow the same rules', async () => {
    expectFieldError(
      await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET, subject: 'ab' }),
      'subject',
      TICKET_MSG.subjectTooShort,
    );
    expectFieldError(await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET, message: 'bad \u0000 text' }), 'message', /NUL/);
  });

  it('a message of the longest length in multibyte characters fits', async () => {
    const res = await postForm(ctx.app, investor.token, '/api/tickets', { ...TICKET, message: '€'.repeat(TICKET_MESSAGE_MAX) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses an unknown JSON field, plain text, anonymous callers and staff', async () => {
    expectError(await call(ctx.app, investor.token, 'POST', '/api/tickets', { ...TICKET, userid: support.id }), 400);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { authorization: `Bearer ${investor.token}`, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectError(text, 415);
    expectError(await call(ctx.app, undefined, 'POST', '/api/tickets', TICKET), 401);
    expectError(await call(ctx.app, support.token, 'POST', '/api/tickets', TICKET), 403, MSG.staffNotInvestor);
  });
});
