// The in-app inbox (list, unread count, mark one or all read) and the
// e-mail preferences. Entries are written by the real Notifier inside a transaction, as an event
// would; every route answers the caller's own records only.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARK_READ_MAX_IDS, NOTIFICATION_MSG, type PublicNotification } from '@/common/api/notifications';
import { EMAIL_CATEGORIES } from '@/common/notification-kinds';
import { notifications } from '@/server/db/schema';
import {
  createInvestor,
  createSupport,
  createTestApp,
  expectError,
  expectFieldError,
  injectAs,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
});
afterAll(() => ctx.close());

/** A credited deposit told to `user` through the Notifier, in a transaction of its own. */
async function depositCredited(user: TestUser, amountCents: number): Promise<string> {
  const transactionId = randomUUID();
  await ctx.db.transaction((tx) => ctx.app.notifier.notify(tx, user, 'deposit_credited', { transactionId, amountCents, coin: 'btc' }));
  const [row] = await ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(sql`${notifications.data}->>'transactionId' = ${transactionId}`);
  return row.id;
}

/** `n` entries for `user`, one second apart (the last one newest); their ids oldest first. */
async function inboxOf(user: TestUser, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await depositCredited(user, 1000 + i));
  const base = Date.parse('2025-01-01T00:00:00Z');
  for (const [i, id] of ids.entries()) {
    await ctx.db
      .update(notifications)
      .set({ createdAt: new Date(base + i * 1000) })
      .where(eq(notifications.id, id));
  }
  return ids;
}

const list = (user: TestUser, query: Record<string, string> = {}) =>
  injectAs(ctx.app, user.token, { method: 'GET', url: '/api/notifications', query });
const unread = async (user: TestUser) => {
  const res = await injectAs(ctx.app, user.token, { method: 'GET', url: '/api/notifications/unread-count' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ unread: number }>().unread;
};
const markRead = (user: TestUser, payload: unknown) =>
  injectAs(ctx.app, user.token, { method: 'POST', url: '/api/notifications/read', payload: payload as object });

describe('the inbox', () => {
  it('lists the entries the Notifier wrote, newest first, with their texts and link', async () => {
    const ann = await createInvestor(ctx.app);
    const ids = await inboxOf(ann, 3);
    const res = await list(ann);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-range']).toBe('notifications 0-2/3');
    const rows = res.json<PublicNotification[]>();
    expect(rows.map((r) => r._id)).toEqual([...ids].reverse());
    expect(rows[0]).toEqual({
      _id: ids[2],
      kind: 'deposit_credited',
      title: 'Deposit credited',
      body: '$10.02 in BTC was added to your balance.',
      link: '/account/activity',
      read: false,
      createdAt: '2025-01-01T00:00:02.000Z',
    });
  });

  it('pages with range and Content-Range, and sorts oldest first when asked', async () => {
    const ann = await createInvestor(ctx.app);
    const ids = await inboxOf(ann, 5);
    const first = await list(ann, { range: '[0,1]' });
    expect(first.headers['content-range']).toBe('notifications 0-1/5');
    expect(first.json<PublicNotification[]>().map((r) => r._id)).toEqual([ids[4], ids[3]]);
    const last = await list(ann, { range: '[4,5]' });
    expect(last.headers['content-range']).toBe('notifications 4-4/5');
    expect(last.json<PublicNotification[]>().map((r) => r._id)).toEqual([ids[0]]);
    const oldest = await list(ann, { sort: '["createdAt","ASC"]', range: '[0,1]' });
    expect(oldest.json<PublicNotification[]>().map((r) => r._id)).toEqual([ids[0], ids[1]]);
  });

  it('filters unread (and read) entries', async () => {
    const ann = await createInvestor(ctx.app);
    const ids = await inboxOf(ann, 3);
    expect((await markRead(ann, { ids: [ids[1]] })).statusCode).toBe(200);
    const unreadOnly = await list(ann, { filter: '{"unread":true}' });
    expect(unreadOnly.headers['content-range']).toBe('notifications 0-1/2');
    expect(unreadOnly.json<PublicNotification[]>().map((r) => r._id)).toEqual([ids[2], ids[0]]);
    const readOnly = await list(ann, { filter: '{"unread":false}' });
    expect(readOnly.json<PublicNotification[]>().map((r) => [r._id, r.read])).toEqual([[ids[1], true]]);
  });

  it('refuses a bad list query with a 400', async () => {
    const ann = await createInvestor(ctx.app);
    expectError(await list(ann, { sort: '["title","ASC"]' }), 400, 'Cannot sort by title');
    expectError(await list(ann, { filter: '{"unread":"yes"}' }), 400, 'unread must be true or false');
    expectError(await list(ann, { filter: '{"userId":"x"}' }), 400);
    expectError(await list(ann, { range: '[5,1]' }), 400);
  });

  it('is empty for someone told nothing', async () => {
    const ann = await createInvestor(ctx.app);
    const res = await list(ann);
    expect(res.json()).toEqual([]);
    expect(res.headers['content-range']).toBe('notifications 0-0/0');
    expect(await unread(ann)).toBe(0);
  });
});

describe('marking read', () => {
  it('counts the unread, marks some, then all, and answers the count left', async () => {
    const ann = await createInvestor(ctx.app);
    const ids = await inboxOf(ann, 4);
    expect(await unread(ann)).toBe(4);

    const some = await markRead(ann, { ids: [ids[0], ids[2]] });
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json()).toEqual({ unread: 2 });
    expect(await unread(ann)).toBe(2);
    const rows = (await list(ann)).json<PublicNotification[]>();
    expect(Object.fromEntries(rows.map((r) => [r._id, r.read]))).toEqual({
      [ids[0]]: true,
      [ids[1]]: false,
      [ids[2]]: true,
      [ids[3]]: false,
    });

    // marking an entry again keeps the time it was first read
    const [before] = await ctx.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, ids[0]));
    expect((await markRead(ann, { ids: [ids[0]] })).json()).toEqual({ unread: 2 });
    const [after] = await ctx.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, ids[0]));
    expect(after.readAt).toEqual(before.readAt);

    const all = await markRead(ann, { all: true });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await list(ann)).json<PublicNotification[]>().every((r) => r.read)).toBe(true);
  });

  it("ignores another user's ids: theirs stay unread, the answer tells nothing about them", async () => {
    const ann = await createInvestor(ctx.app);
    const bob = await createInvestor(ctx.app);
    const [annsId] = await inboxOf(ann, 1);
    const bobsIds = await inboxOf(bob, 2);

    const res = await markRead(ann, { ids: [...bobsIds, randomUUID()] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unread: 1 });
    expect(await unread(bob)).toBe(2);

    // "all" is all of one's own
    expect((await markRead(ann, { all: true })).json()).toEqual({ unread: 0 });
    expect(await unread(bob)).toBe(2);
    expect((await list(ann)).json<PublicNotification[]>().map((r) => r._id)).toEqual([annsId]);
    expect((await list(bob)).json<PublicNotification[]>().map((r) => r._id)).toEqual([...bobsIds].reverse());
  });

  it('refuses bad bodies with a 400 and marks nothing', async () => {
    const ann = await createInvestor(ctx.app);
    const [id] = await inboxOf(ann, 1);
    expectFieldError(await markRead(ann, { ids: [] }), 'ids', NOTIFICATION_MSG.idsEmpty);
    expectFieldError(await markRead(ann, { ids: ['not-a-uuid'] }), 'ids.0', NOTIFICATION_MSG.idInvalid);
    expectError(await markRead(ann, { ids: [id], all: true }), 400, NOTIFICATION_MSG.idsOrAll);
    expectError(await markRead(ann, {}), 400, NOTIFICATION_MSG.idsOrAll);
    expectFieldError(await markRead(ann, { all: false }), 'all', NOTIFICATION_MSG.allTrue);
    expectFieldError(await markRead(ann, { ids: id }), 'ids', NOTIFICATION_MSG.idsList);
    const tooMany = Array.from({ length: MARK_READ_MAX_IDS + 1 }, () => randomUUID());
    expectFieldError(await markRead(ann, { ids: tooMany }), 'ids', NOTIFICATION_MSG.idsTooMany);
    expectError(await markRead(ann, { ids: [id], userId: ann.id }), 400);
    expect(await unread(ann)).toBe(1);
    // a hundred is allowed
    const hundred = [id, ...Array.from({ length: MARK_READ_MAX_IDS - 1 }, () => randomUUID())];
    expect((await markRead(ann, { ids: hundred })).json()).toEqual({ unread: 0 });
  });

  it('staff have an inbox of their own on the same routes', async () => {
    const support = await createSupport(ctx.app);
    const ann = await createInvestor(ctx.app);
    await inboxOf(ann, 1);
    const [own] = await inboxOf(support, 1);
    expect((await list(support)).json<PublicNotification[]>().map((r) => r._id)).toEqual([own]);
    expect((await markRead(support, { all: true })).json()).toEqual({ unread: 0 });
    expect(await unread(ann)).toBe(1);
  });
});

const ALL_ON = Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, true]));

/** The e-mail jobs enqueued for an address, by template. */
/** The event mails queued for `email` (the sign-up's verification link left out), oldest first. */
async function mailJobsTo(email: string): Promise<string[]> {
  const result = await ctx.handle.executeSql(
    `select data->>'template' as template from pgboss.job
      where name = 'mail' and data->>'to' = $1 and data->>'template' <> 'email_verification' order by created_on`,
    [email],
  );
  return (result.rows as { template: string }[]).map((r) => r.template);
}

describe('e-mail preferences', () => {
  const getPrefs = (user: TestUser) => injectAs(ctx.app, user.token, { method: 'GET', url: '/api/notifications/preferences' });
  const putPrefs = (user: TestUser, payload: unknown) =>
    injectAs(ctx.app, user.token, { method: 'PUT', url: '/api/notifications/preferences', payload: payload as object });

  it('are all on by default', async () => {
    const ann = await createInvestor(ctx.app);
    const res = await getPrefs(ann);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: ALL_ON });
  });

  it('round-trip through PUT, and are one person’s own', async () => {
    const ann = await createInvestor(ctx.app);
    const bob = await createInvestor(ctx.app);
    const off = { ...ALL_ON, deposits: false, support: false };
    const put = await putPrefs(ann, { email: off });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ email: off });
    expect((await getPrefs(ann)).json()).toEqual({ email: off });
    expect((await getPrefs(bob)).json()).toEqual({ email: ALL_ON });
    // saving again updates the one row
    expect((await putPrefs(ann, { email: ALL_ON })).json()).toEqual({ email: ALL_ON });
    expect((await getPrefs(ann)).json()).toEqual({ email: ALL_ON });
  });

  it('refuse bad bodies with a 400 and keep what was saved', async () => {
    const ann = await createInvestor(ctx.app);
    const off = { ...ALL_ON, investments: false };
    await putPrefs(ann, { email: off });
    const { deposits: _missing, ...incomplete } = ALL_ON;
    for (const body of [
      {},
      { email: incomplete },
      { email: { ...ALL_ON, deposits: 'no' } },
      { email: { ...ALL_ON, security: false } },
      { email: ALL_ON, extra: 1 },
      { email: 'all' },
    ]) {
      expectError(await putPrefs(ann, body), 400);
    }
    expectFieldError(await putPrefs(ann, { email: { ...ALL_ON, deposits: 'no' } }), 'email.deposits', 'deposits must be true or false');
    expect((await getPrefs(ann)).json()).toEqual({ email: off });
  });

  it('withdrawal and security e-mail cannot be switched off: a clear 400, and nothing saved', async () => {
    const ann = await createInvestor(ctx.app);
    const off = { ...ALL_ON, support: false };
    await putPrefs(ann, { email: off });
    for (const category of ['withdrawals', 'security'] as const) {
      const res = await putPrefs(ann, { email: { ...ALL_ON, [category]: false } });
      expectFieldError(res, `email.${category}`, NOTIFICATION_MSG.alwaysMailed(category));
    }
    expect((await getPrefs(ann)).json()).toEqual({ email: off });
    // named as on (what an older client sends), they are accepted and change nothing
    const put = await putPrefs(ann, { email: { ...ALL_ON, withdrawals: true, security: true } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ email: ALL_ON });
  });

  it('a category switched off gets no e-mail job, but still its inbox entry; others are mailed', async () => {
    const ann = await createInvestor(ctx.app);
    await depositCredited(ann, 500);
    expect(await mailJobsTo(ann.email)).toEqual(['deposit_credited']);

    await putPrefs(ann, { email: { ...ALL_ON, deposits: false } });
    await depositCredited(ann, 700);
    await ctx.db.transaction((tx) =>
      ctx.app.notifier.notify(tx, ann, 'ticket_answered', { ticketId: randomUUID(), subject: 'Where is my deposit?' }),
    );
    expect(await mailJobsTo(ann.email)).toEqual(['deposit_credited', 'ticket_answered']);
    expect((await list(ann)).json<PublicNotification[]>().map((r) => r.kind)).toEqual(
      expect.arrayContaining(['deposit_credited', 'deposit_credited', 'ticket_answered']),
    );
    expect(await unread(ann)).toBe(3);
  });
});
