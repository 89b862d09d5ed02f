// The payout desk's routes: the summary per coin, the queue, the CSV export for the
// payout run and the bulk mark-paid upload (all or nothing).
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { TX_MSG } from '@/common/validation/transaction';
import { createInvestor, expectError, expectLedgerReconciled, type TestUser } from '@/tests/helpers/test-app';
import {
  auditOf,
  balances,
  call,
  fund,
  PAYOUT_ADDRESS,
  payoutReference,
  snapshot,
  txRow,
  UNKNOWN_ID,
  verifyKyc,
} from '../transactions/money-helpers';
import { approve, newWithdrawal, reviewRows, startDesk } from './desk-helpers';

let s: Awaited<ReturnType<typeof startDesk>>;
let investor: TestUser;
let odd: TestUser;
beforeAll(async () => {
  s = await startDesk({ DAILY_WITHDRAWAL_LIMIT_USD: '1000000' });
  investor = await createInvestor(s.ctx.app, { name: 'Ada Lovelace' });
  odd = await createInvestor(s.ctx.app, { name: '=HYPERLINK("x"), Jr' });
  for (const u of [investor, odd]) {
    await verifyKyc(s.ctx.app, s.admin.token, u.id);
    await fund(s.ctx.app, s.admin.token, u.id, 100_000);
  }
});
afterAll(() => s.ctx.close());

const paid = (who: TestUser, body: Record<string, unknown> | string, contentType?: string) =>
  call(s.ctx.app, who.token, {
    method: 'POST',
    url: '/api/payouts/paid',
    payload: body,
    ...(contentType && { headers: { 'content-type': contentType } }),
  });

describe('summary, queue and export', () => {
  it('groups pending withdrawals by coin, each counted once; the queue is oldest first with flags and approvals; the CSV lists those ready to pay, in the coin too', async () => {
    const b1 = await newWithdrawal(s.ctx.app, investor, 1500.5);
    s.clock.advance(1000);
    const b2 = await newWithdrawal(s.ctx.app, odd, 200);
    s.clock.advance(1000);
    const e1 = await newWithdrawal(s.ctx.app, investor, 300, PAYOUT_ADDRESS.eth, 'eth');
    s.clock.advance(1000);
    // at or above the threshold and not approved: it waits for an approval, and is not in the payout run
    const b3 = await newWithdrawal(s.ctx.app, odd, 1200);
    expect((await approve(s.ctx.app, s.support, b1._id)).statusCode).toBe(200);
    expect((await approve(s.ctx.app, s.admin, b2._id)).statusCode).toBe(200);

    const summary = await call(s.ctx.app, s.support.token, { url: '/api/payouts/summary' });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toEqual([
      {
        coin: 'btc',
        count: 3,
        total_usd: 2900.5,
        ready_count: 2,
        ready_total_usd: 1700.5,
        awaiting_approval_count: 1,
        awaiting_approval_total_usd: 1200,
        oldest_at: b1.createdAt,
      },
      // under the threshold and not approved: ready, counted once
      {
        coin: 'eth',
        count: 1,
        total_usd: 300,
        ready_count: 1,
        ready_total_usd: 300,
        awaiting_approval_count: 0,
        awaiting_approval_total_usd: 0,
        oldest_at: e1.createdAt,
      },
    ]);

    const queue = await call(s.ctx.app, s.support.token, { url: '/api/payouts' });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.headers['content-range']).toBe('payouts 0-3/4');
    expect(queue.json().map((t: { _id: string }) => t._id)).toEqual([b1._id, b2._id, e1._id, b3._id]);
    expect(queue.json()[0]).toMatchObject({ approved_by: { id: s.support.id }, risk_flags: expect.arrayContaining(['new_address']) });
    const q = (filter: object) =>
      call(s.ctx.app, s.admin.token, { url: `/api/payouts?filter=${encodeURIComponent(JSON.stringify(filter))}` });
    expect((await q({ coin: 'eth' })).json().map((t: { _id: string }) => t._id)).toEqual([e1._id]);
    expect((await q({ approved: false })).json().map((t: { _id: string }) => t._id)).toEqual([e1._id, b3._id]);
    expect((await q({ approved: true, coin: 'btc' })).json()).toHaveLength(2);
    expect((await q({ flagged: true })).json()).toHaveLength(4);
    expect((await q({ flagged: false })).json()).toHaveLength(0);
    expect((await q({ coin: 'doge' })).statusCode).toBe(400);

    // the coin amount at the admins' fallback rate (no live source in tests), rounded up to cover the dollars
    const rate = await call(s.ctx.app, s.admin.token, { method: 'PUT', url: '/api/chain/rates/btc', payload: { usd: '60000' } });
    expect(rate.statusCode, rate.body).toBe(200);
    const csv = await call(s.ctx.app, s.support.token, { url: '/api/payouts/export?coin=btc' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payouts-btc-2030-03-01.csv"');
    const HEADER = 'id,coin,address,amount_usd,amount_coin,rate_usd,user,email';
    expect(csv.body.split('\r\n')).toEqual([
      HEADER,
      `${b1._id},btc,${PAYOUT_ADDRESS.btc},1500.50,0.02500834,60000,Ada Lovelace,${investor.email}`,
      // a name a spreadsheet would run as a formula is defused, and quoted for its comma and quotes
      `${b2._id},btc,${PAYOUT_ADDRESS.btc},200.00,0.00333334,60000,"'=HYPERLINK(""x""), Jr",${odd.email}`,
      '',
    ]);
    // a real CSV reader gets the same fields in every row, the text exactly as stored (less the formula guard)
    expect(parse(csv.body, { columns: true })).toEqual([
      {
        id: b1._id,
        coin: 'btc',
        address: PAYOUT_ADDRESS.btc,
        amount_usd: '1500.50',
        amount_coin: '0.02500834',
        rate_usd: '60000',
        user: 'Ada Lovelace',
        email: investor.email,
      },
      {
        id: b2._id,
        coin: 'btc',
        address: PAYOUT_ADDRESS.btc,
        amount_usd: '200.00',
        amount_coin: '0.00333334',
        rate_usd: '60000',
        user: `'=HYPERLINK("x"), Jr`,
        email: odd.email,
      },
    ]);
    // under the threshold it is ready without an approval; with no rate for the coin its coin amount is left empty
    const eth = await call(s.ctx.app, s.admin.token, { url: '/api/payouts/export?coin=eth' });
    expect(eth.body).toBe(`${HEADER}\r\n${e1._id},eth,${PAYOUT_ADDRESS.eth},300.00,,,Ada Lovelace,${investor.email}\r\n`);
    expect((await call(s.ctx.app, s.admin.token, { url: '/api/payouts/export' })).statusCode).toBe(400);
    expect((await call(s.ctx.app, s.admin.token, { url: '/api/payouts/export?coin=doge' })).statusCode).toBe(400);
    for (const url of ['/api/payouts/export?coin=btc', '/api/payouts/summary', '/api/payouts']) {
      expect((await call(s.ctx.app, investor.token, { url })).statusCode).toBe(403);
      expect((await call(s.ctx.app, undefined, { url })).statusCode).toBe(401);
    }

    // paid by a third person, they leave the queue and the export
    const res = await paid(s.admin2, { lines: `${b1._id},${payoutReference(1)}\n${b2._id},${payoutReference(2)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(s.ctx.app, s.admin.token, { url: '/api/payouts/export?coin=btc' })).body).toBe(`${HEADER}\r\n`);
    const after = (await call(s.ctx.app, s.admin.token, { url: '/api/payouts/summary' })).json();
    expect(after.map((r: { coin: string; count: number }) => [r.coin, r.count])).toEqual([
      ['btc', 1],
      ['eth', 1],
    ]);
  });
});

describe('POST /api/payouts/paid', () => {
  // a new day for each case: what one admin paid of the investor's withdrawals in the last 24
  // hours adds up towards the two-person threshold (two-person.test.ts, the sums)
  beforeEach(() => s.clock.advance(25 * 60 * 60 * 1000));

  it('marks every line paid with its reference in one go (JSON or text/csv, header allowed)', async () => {
    const a = await newWithdrawal(s.ctx.app, investor, 1000);
    const b = await newWithdrawal(s.ctx.app, investor, 150);
    expect((await approve(s.ctx.app, s.support, a._id)).statusCode).toBe(200);
    const res = await paid(s.admin, { lines: `id,reference\r\n"${b._id}", ${payoutReference(12)} \n\n${a._id},${payoutReference(11)}\n` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      paid: [
        { id: b._id, reference: payoutReference(12) },
        { id: a._id, reference: payoutReference(11) },
      ],
    });
    expect(await txRow(s.ctx.db, a._id)).toMatchObject({ status: 'successful', payoutReference: payoutReference(11) });
    expect((await reviewRows(s.ctx.db, b._id)).map((r) => [r.step, r.actorId])).toEqual([['paid', s.admin.id]]);
    expect(await auditOf(s.ctx.db, a._id, 'withdrawal.pay')).toHaveLength(1);

    const c = await newWithdrawal(s.ctx.app, investor, 120);
    // admin2: the admin has paid $1,150.00 of this investor's withdrawals today
    const csv = await paid(s.admin2, `${c._id},${payoutReference(13)}\n`, 'text/csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect((await txRow(s.ctx.db, c._id)).status).toBe('successful');
    await expectLedgerReconciled(s.ctx.db);
  });

  it('all or nothing: one bad line is a 400 naming it and nothing is paid', async () => {
    const ok = await newWithdrawal(s.ctx.app, investor, 500);
    const big = await newWithdrawal(s.ctx.app, investor, 1000);
    // another investor's, approved by the admin: what the admin approved of this investor's
    // withdrawals would count towards the threshold for paying `ok` alone
    const mine = await newWithdrawal(s.ctx.app, odd, 1000);
    expect((await approve(s.ctx.app, s.admin, mine._id)).statusCode).toBe(200);
    const elsewhere = await newWithdrawal(s.ctx.app, investor, 500);
    const before = await snapshot(s.ctx.db, investor.id);
    const good = `${ok._id},${payoutReference(21)}`;
    const cases: [string, string][] = [
      [`${good}\n${big._id},${payoutReference(22)}`, PAYOUT_MSG.badLine(2, PAYOUT_MSG.approvalRequired(100_000))],
      [`${good}\n${mine._id},${payoutReference(22)}`, PAYOUT_MSG.badLine(2, PAYOUT_MSG.ownApproval.replace(/\.$/, ''))],
      [`${good}\n${UNKNOWN_ID},${payoutReference(22)}`, PAYOUT_MSG.badLine(2, TX_MSG.transactionNotFound)],
      [`${good}\nnot-an-id,${payoutReference(22)}`, PAYOUT_MSG.badLine(2, 'the id is not a withdrawal id')],
      [`${good}\n\n${ok._id}`, PAYOUT_MSG.badLine(3, 'expected two fields, id,reference')],
      [`${good}\n${big._id},bad reference!`, PAYOUT_MSG.badLine(2, TX_MSG.payoutReferenceInvalid)],
      [`${good}\n${ok._id},${payoutReference(23)}`, PAYOUT_MSG.badLine(2, PAYOUT_MSG.duplicateId)],
      ['', PAYOUT_MSG.linesRequired],
      ['id,reference\n', PAYOUT_MSG.linesRequired],
    ];
    for (const [lines, message] of cases) expectError(await paid(s.admin, { lines }), 400, message);
    expect(await snapshot(s.ctx.db, investor.id)).toEqual(before);
    for (const w of [ok, big, mine]) expect(await txRow(s.ctx.db, w._id)).toMatchObject({ status: 'pending', payoutReference: null });
    expect(await reviewRows(s.ctx.db, ok._id)).toEqual([]);
    expect(await auditOf(s.ctx.db, ok._id)).toEqual([]);

    // a line that is no longer pending
    const done = await paid(s.admin2, { lines: `${mine._id},${payoutReference(24)}` });
    expect(done.statusCode, done.body).toBe(200);
    expectError(
      await paid(s.admin2, { lines: `${elsewhere._id},${payoutReference(25)}\n${mine._id},${payoutReference(24)}` }),
      400,
      PAYOUT_MSG.badLine(2, PAYOUT_MSG.notPending('successful')),
    );
    expect((await txRow(s.ctx.db, ok._id)).status).toBe('pending');
    expect((await txRow(s.ctx.db, elsewhere._id)).status).toBe('pending');
    expect(await balances(s.ctx.db, investor.id)).toEqual({ bal: before.bal, bonus: 0 });
    await expectLedgerReconciled(s.ctx.db);
  });

  it('a retry with the same Idempotency-Key gets the first answer, not "already paid"; money moves once', async () => {
    const w = await newWithdrawal(s.ctx.app, investor, 140);
    const before = await balances(s.ctx.db, investor.id);
    const send = () =>
      call(s.ctx.app, s.admin.token, {
        method: 'POST',
        url: '/api/payouts/paid',
        headers: { 'idempotency-key': `paid-${w._id}` },
        payload: { lines: `${w._id},${payoutReference(31)}` },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const again = await send();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await auditOf(s.ctx.db, w._id, 'withdrawal.pay')).toHaveLength(1);
    expect(await balances(s.ctx.db, investor.id)).toEqual(before);
    await expectLedgerReconciled(s.ctx.db);
  });
});
