// Attachments are for receipts and screenshots, not a file store: only an investor whose
// e-mail address is verified may attach (403), and at most so many files and bytes over any
// 24 hours across all their tickets (429), also when the uploads arrive at once. A refused
// upload stores nothing; a message without a file still goes through.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TICKET_ATTACHMENT_BYTES_PER_DAY,
  TICKET_ATTACHMENTS_PER_DAY,
  TICKET_MAX_FILE_BYTES,
  TICKET_MSG,
} from '@/common/validation/tickets';
import { ticketMessages, tickets, users } from '@/server/db/schema';
import { createInvestor, createSupport, createTestApp, expectError, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { call, PDF, PNG, postForm, TICKET } from './ticket-helpers';

let ctx: TestContext;
let support: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  support = await createSupport(ctx.app);
});
afterAll(() => ctx.close());

/** A PDF of `size` bytes (recognised by its first bytes; the rest is padding). */
const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
/** 4.5 MB: under the per-file limit, so only the daily total can refuse it. */
const BIG = pdfOf(Math.floor(4.5 * 1024 * 1024));

const openWith = (who: TestUser, bytes: Buffer, filename = 'receipt.pdf') =>
  postForm(ctx.app, who.token, '/api/tickets', { ...TICKET }, [{ bytes, filename, type: 'application/pdf' }]);

async function storedAttachmentsOf(userId: string) {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(sql`${tickets.userId} = ${userId} and ${ticketMessages.attachmentSize} is not null`);
  return row.n;
}

describe('who may attach', () => {
  it('an investor whose e-mail is not verified: 403 with a clear message, nothing stored; without a file the ticket goes', async () => {
    const investor = await createInvestor(ctx.app);
    await ctx.db.update(users).set({ emailVerified: false }).where(eq(users.id, investor.id));

    const before = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.userId, investor.id));
    const body = expectError(await openWith(investor, PDF), 403, TICKET_MSG.verifyToAttach);
    expect(body.errors).toEqual([{ field: 'attachment', message: TICKET_MSG.verifyToAttach }]);
    const after = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.userId, investor.id));
    expect(after[0].n).toBe(before[0].n);

    const plain = await call(ctx.app, investor.token, 'POST', '/api/tickets', TICKET);
    expect(plain.statusCode, plain.body).toBe(201);
    const reply = await postForm(ctx.app, investor.token, `/api/tickets/${plain.json()._id}/messages`, { body: 'the receipt' }, [
      { bytes: PNG, filename: 'r.png', type: 'image/png' },
    ]);
    expectError(reply, 403, TICKET_MSG.verifyToAttach);
    const noFile = await postForm(ctx.app, investor.token, `/api/tickets/${plain.json()._id}/messages`, { body: 'no file then' });
    expect(noFile.statusCode, noFile.body).toBe(201);
    expect(await storedAttachmentsOf(investor.id)).toBe(0);
  });
});

describe('the daily quota', () => {
  it(`counts files: ${TICKET_ATTACHMENTS_PER_DAY} in 24 hours, then 429 (replies included); a message without a file still goes`, async () => {
    const investor = await createInvestor(ctx.app);
    const first = await openWith(investor, PNG, 'one.png');
    expect(first.statusCode, first.body).toBe(201);
    const ticketId = first.json()._id;
    for (let i = 1; i < TICKET_ATTACHMENTS_PER_DAY; i++) {
      const res = await postForm(ctx.app, investor.token, `/api/tickets/${ticketId}/messages`, { body: `file ${i}` }, [
        { bytes: PNG, filename: `f${i}.png`, type: 'image/png' },
      ]);
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await postForm(ctx.app, investor.token, `/api/tickets/${ticketId}/messages`, { body: 'one more' }, [
      { bytes: PNG, filename: 'more.png', type: 'image/png' },
    ]);
    const body = expectError(over, 429, TICKET_MSG.attachmentsPerDay);
    expect(body.errors).toEqual([{ field: 'attachment', message: TICKET_MSG.attachmentsPerDay }]);
    expectError(await openWith(investor, PNG, 'new.png'), 429, TICKET_MSG.attachmentsPerDay);
    expect(await storedAttachmentsOf(investor.id)).toBe(TICKET_ATTACHMENTS_PER_DAY);

    // words still reach support, and support's own files are not the investor's quota
    expect((await call(ctx.app, investor.token, 'POST', `/api/tickets/${ticketId}/messages`, { body: 'no file' })).statusCode).toBe(201);
    const staff = await postForm(ctx.app, support.token, `/api/tickets/${ticketId}/messages`, { body: 'our form' }, [
      { bytes: PDF, filename: 'form.pdf', type: 'application/pdf' },
    ]);
    expect(staff.statusCode, staff.body).toBe(201);

    // a day later the window has moved on
    await ctx.db.execute(
      sql`update ticket_messages set created_at = now() - interval '25 hours' where ticket_id = ${ticketId}::uuid and author_id = ${investor.id}::uuid`,
    );
    expect((await openWith(investor, PNG, 'next-day.png')).statusCode).toBe(201);
  });

  it(`counts bytes: ${TICKET_ATTACHMENT_BYTES_PER_DAY / 1024 / 1024} MB in 24 hours; 8 uploads of 4.5 MB sent at once store only what fits`, async () => {
    expect(BIG.length).toBeLessThan(TICKET_MAX_FILE_BYTES);
    const investor = await createInvestor(ctx.app);
    const fits = Math.floor(TICKET_ATTACHMENT_BYTES_PER_DAY / BIG.length);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => openWith(investor, BIG, `scan-${i}.pdf`)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(fits).fill(201), ...Array(8 - fits).fill(429)]);
    for (const r of results.filter((x) => x.statusCode === 429)) expectError(r, 429, TICKET_MSG.attachmentBytesPerDay);
    expect(await storedAttachmentsOf(investor.id)).toBe(fits);
    // a small file that still fits is taken
    const room = TICKET_ATTACHMENT_BYTES_PER_DAY - fits * BIG.length;
    expect((await openWith(investor, pdfOf(Math.min(room, 1024)))).statusCode).toBe(201);
  });
});
