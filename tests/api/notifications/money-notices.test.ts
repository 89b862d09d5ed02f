// Every movement of money is told to its owner: each ledger kind and each status edge of the
// state machine names its notice in code (ledger/notices.ts, money/money-effects.ts), and
// this suite reads those tables, the ledger kind enum and the edges from the code itself, drives
// every edge that moves money through the API, and checks the owner's inbox and mail queue.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlwaysMailed, categoryOf, type NotificationKind } from '@/common/notification-kinds';
import { ledgerEntries, ledgerKindEnum, notificationPreferences, notifications } from '@/server/db/schema';
import { ManualClock } from '@/server/lib/clock';
import { LEDGER_NOTICES, type LedgerKind } from '@/server/modules/ledger/notices';
import { TEMPLATES } from '@/server/modules/notifications/templates';
import { EDGE_NOTICES } from '@/server/modules/money/money-effects';
import { TRANSITIONS, type MoneyEffect } from '@/server/modules/money/state-machine';
import {
  adjust,
  createTestApp,
  expectLedgerReconciled,
  injectAs,
  loginAdmin,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';
import {
  DAY_MS,
  deposit,
  depositAddress,
  fundedInvestor,
  invest,
  MONEY_ENV,
  payoutReference,
  REJECTION,
  setStatus,
  withdraw,
} from '../transactions/money-helpers';

let ctx: TestContext;
let admin: TestUser;
let btc: string;
const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
/** Everyone this suite moved money for: the last test checks every ledger row of theirs was told. */
const users: TestUser[] = [];

beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
  btc = await depositAddress(ctx.app, admin.token);
});
afterAll(() => ctx?.close());

const told = (notice: NotificationKind | { notTold: string }): notice is NotificationKind => typeof notice === 'string';

/** The inbox of a user. */
const inboxOf = (userId: string) => ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

/** The templates of the mail jobs queued for `email`, oldest first. */
async function mailJobsTo(email: string): Promise<string[]> {
  const result = await ctx.handle.executeSql(
    `select data->>'template' as template from pgboss.job where name = 'mail' and data->>'to' = $1 order by created_on`,
    [email],
  );
  return (result.rows as { template: string }[]).map((r) => r.template);
}

async function investor(dollars: number) {
  const u = await fundedInvestor(ctx.app, admin.token, dollars);
  users.push(u);
  return u;
}

describe('the tables', () => {
  it('every ledger kind of the enum names notices that have a template and an inbox entry; only daily profit is told otherwise', () => {
    const untold: string[] = [];
    for (const kind of ledgerKindEnum.enumValues) {
      const notices: readonly NotificationKind[] | { notTold: string } = LEDGER_NOTICES[kind];
      if (!Array.isArray(notices)) {
        expect((notices as { notTold: string }).notTold.length, kind).toBeGreaterThan(20);
        untold.push(kind);
        continue;
      }
      expect(notices.length, kind).toBeGreaterThan(0);
      for (const notice of notices as readonly NotificationKind[])
        expect(TEMPLATES[notice]?.inbox, `${kind}: ${notice}`).toBeTypeOf('function');
    }
    // the one choice not to tell row by row: a row a day per investment (told at start and at the end)
    expect(untold).toEqual(['accrual']);
  });

  it('every edge of the state machine that moves money names a notice with a template; only pause and resume send none', () => {
    const untold = new Set<MoneyEffect>();
    let edges = 0;
    for (const [type, table] of Object.entries(TRANSITIONS)) {
      for (const [from, row] of Object.entries(table)) {
        for (const [to, edge] of Object.entries(row)) {
          if (!edge.allowed || from === to || edge.effect === 'none') continue;
          edges += 1;
          const notice: NotificationKind | { notTold: string } = EDGE_NOTICES[edge.effect];
          if (told(notice)) expect(TEMPLATES[notice]?.inbox, `${type} ${from} -> ${to}`).toBeTypeOf('function');
          else untold.add(edge.effect);
        }
      }
    }
    expect(edges).toBeGreaterThan(10);
    // pause pays only the daily profit due (see above); resume moves nothing
    expect([...untold].sort()).toEqual(['pause', 'resume']);
  });
});

/** Puts a fresh record of `type` in status `from` for a new investor; returns the record's id and owner. */
async function recordIn(type: string, from: string): Promise<{ id: string; owner: TestUser }> {
  const owner = await investor(6000);
  if (type === 'deposit') {
    const d = await deposit(ctx.app, owner, 250, btc);
    if (from !== 'pending') await setStatus(ctx.app, admin.token, d._id, from);
    return { id: d._id, owner };
  }
  if (type === 'withdraw') {
    const w = await withdraw(ctx.app, owner, 150);
    if (from === 'failed') await setStatus(ctx.app, admin.token, w._id, 'failed', REJECTION);
    return { id: w._id, owner };
  }
  const inv = await invest(ctx.app, owner, 'Crypto Starter', 3000);
  if (from === 'inactive') await setStatus(ctx.app, admin.token, inv._id, 'inactive');
  // a day's profit is due, so pausing or settling moves money too
  clock.advance(DAY_MS + 60_000);
  return { id: inv._id, owner };
}

/** What a status change to `to` needs beside the status (a payout's reference, a rejection's reason). */
const extrasFor = (type: string, from: string, to: string) =>
  type === 'withdraw' && to === 'successful'
    ? { payout_reference: payoutReference(users.length) }
    : type === 'withdraw' && to === 'failed' && from === 'pending'
      ? REJECTION
      : {};

describe('every money-moving edge of the state machine, through the API', () => {
  const edges = Object.entries(TRANSITIONS).flatMap(([type, table]) =>
    Object.entries(table).flatMap(([from, row]) =>
      Object.entries(row)
        .filter(([to, edge]) => edge.allowed && from !== to && edge.effect !== 'none')
        .map(([to, edge]) => ({ type, from, to, effect: (edge as { effect: MoneyEffect }).effect })),
    ),
  );

  it.each(edges)('$type $from -> $to ($effect) tells the owner what EDGE_NOTICES says', async ({ type, from, to, effect }) => {
    const { id, owner } = await recordIn(type, from);
    const inboxBefore = new Set((await inboxOf(owner.id)).map((n) => n.id));
    const mailsBefore = (await mailJobsTo(owner.email)).length;
    const ledgerBefore = await ctx.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.transactionId, id));

    await setStatus(ctx.app, admin.token, id, to, extrasFor(type, from, to));

    const fresh = (await inboxOf(owner.id)).filter((n) => !inboxBefore.has(n.id));
    const notice = EDGE_NOTICES[effect];
    if (told(notice)) {
      expect(fresh.map((n) => [n.kind, (n.data as { transactionId?: string }).transactionId])).toEqual([[notice, id]]);
      expect((await mailJobsTo(owner.email)).slice(mailsBefore)).toEqual([notice]);
      // the stored figures render the mail the job will send
      const mail = TEMPLATES[notice].mail(fresh[0].data as never, { publicUrl: 'https://invest.example.com' });
      expect(mail.subject.length).toBeGreaterThan(10);
      expect(mail.figures?.map((f) => f.value)).toContain(id);
    } else {
      expect(fresh).toEqual([]);
    }
    // what the edge wrote to the ledger is of kinds that may carry this notice
    const written = await ctx.db
      .select({ id: ledgerEntries.id, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, id));
    const before = new Set(ledgerBefore.map((r) => r.id));
    for (const row of written.filter((r) => !before.has(r.id))) {
      const fits: readonly string[] | { notTold: string } = LEDGER_NOTICES[row.kind];
      expect(Array.isArray(fits) ? fits.includes(told(notice) ? notice : '') : true, `${row.kind} row told as ${String(notice)}`).toBe(
        true,
      );
    }
    await expectLedgerReconciled(ctx.db);
  });
});

describe("staff's hand on a balance", () => {
  it('a credit and a debit, and balances set through the user edit, each tell the owner, even with every optional e-mail off', async () => {
    const u = await investor(0);
    await ctx.db
      .insert(notificationPreferences)
      .values({ userId: u.id, emailOff: ['deposits', 'withdrawals', 'investments', 'verification', 'support'] });
    expect((await adjust(ctx.app, admin.token, u.id, 80)).statusCode).toBe(200);
    expect((await adjust(ctx.app, admin.token, u.id, -30)).statusCode).toBe(200);
    const edit = await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      payload: { acct_bal: 20, acct_bonus: 5 },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const inbox = (await inboxOf(u.id)).filter((n) => n.kind === 'balance_adjusted');
    const byAmount = (a: { amountCents: number }, b: { amountCents: number }) => a.amountCents - b.amountCents;
    expect(inbox.map((n) => ({ ...(n.data as { account: string; amountCents: number }), title: n.title })).sort(byAmount)).toEqual([
      { account: 'balance', amountCents: -3000, title: 'Balance debited' },
      { account: 'balance', amountCents: -3000, title: 'Balance debited' },
      { account: 'bonus', amountCents: 500, title: 'Balance credited' },
      { account: 'balance', amountCents: 8000, title: 'Balance credited' },
    ]);
    const debit = inbox.find((n) => (n.data as { amountCents: number }).amountCents === -3000)!;
    expect(TEMPLATES.balance_adjusted.mail(debit.data as never, { publicUrl: 'https://invest.example.com' }).subject).toBe(
      'Debited from your balance: $30.00',
    );
    expect(isAlwaysMailed(categoryOf('balance_adjusted'))).toBe(true);
    expect((await mailJobsTo(u.email)).filter((t) => t === 'balance_adjusted')).toHaveLength(4);
    await expectLedgerReconciled(ctx.db);
  });
});

describe('the whole ledger of this suite', () => {
  it('every kind of the ledger enum was written here, and every row of a told kind has its notice in the owner inbox', async () => {
    const ids = users.map((u) => u.id);
    const rows = await ctx.db.select().from(ledgerEntries).where(inArray(ledgerEntries.userId, ids));
    // a new ledger kind fails here until this suite makes one (and the tables name its notice)
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(ledgerKindEnum.enumValues));

    const inbox = await ctx.db.select().from(notifications).where(inArray(notifications.userId, ids));
    for (const row of rows) {
      const notices: readonly NotificationKind[] | { notTold: string } = LEDGER_NOTICES[row.kind as LedgerKind];
      if (!Array.isArray(notices)) continue;
      const match = inbox.filter(
        (n) =>
          n.userId === row.userId &&
          notices.includes(n.kind as NotificationKind) &&
          (row.transactionId === null
            ? (n.data as { amountCents?: number }).amountCents === row.amountCents
            : (n.data as { transactionId?: string }).transactionId === row.transactionId),
      );
      expect(match.length, `${row.kind} ${row.amountCents} of ${row.transactionId ?? 'no record'}`).toBeGreaterThan(0);
    }
    // and nothing was told twice for one record and notice
    const keys = inbox
      .filter((n) => (n.data as { transactionId?: string }).transactionId)
      .map((n) => `${n.kind} ${(n.data as { transactionId: string }).transactionId}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
