// The allow-list: with it on, withdrawals go only to saved addresses whose
// hold has ended; turning it off needs the password (or, with 2FA on, a code) and is e-mailed;
// every addition is e-mailed. Real SMTP delivery through the job queue, on a clock the test moves.
import { formatDateTime } from '@/common/date-format';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LINKS } from '@/common/app-links';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { WITHDRAWAL_ADDRESS_MSG } from '@/common/validation/withdrawal-addresses';
import { notifications } from '@/server/db/schema';
import { expectError, expectFieldError, expectLedgerReconciled, injectAs, type TestUser } from '@/tests/helpers/test-app';
import { testAddress } from '../test-addresses';
import { call, fundedInvestor, snapshot } from '../transactions/money-helpers';
import { enrol, nextCode } from '../two-factor/two-factor-helpers';
import { expectMail, PUBLIC_URL, startMailSuite, type MailSuite } from '../notifications/mail-helpers';
import { ALLOWLIST, putAllowlist, saveAddress } from './address-helpers';

let s: MailSuite;
beforeAll(async () => {
  s = await startMailSuite();
});
afterAll(() => s.close());

const HOUR_MS = 3_600_000;

const withdrawal = (u: TestUser, coin: string, address: string, extra: Record<string, unknown> = {}) =>
  call(s.ctx.app, u.token, {
    method: 'POST',
    url: '/api/transaction/save',
    payload: { amount: 100, payment_method: coin, address, ...extra },
  });

async function allowlistOf(u: TestUser): Promise<boolean> {
  const res = await injectAs(s.ctx.app, u.token, { method: 'GET', url: ALLOWLIST });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { enabled: boolean }).enabled;
}

describe('the switch', () => {
  it('is off at first; turning it on needs nothing', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token);
    expect(await allowlistOf(u)).toBe(false);
    const res = await putAllowlist(s.ctx.app, u, { enabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: true });
    expect(await allowlistOf(u)).toBe(true);
  });

  it('turning it off needs the password (400 without or wrong), then e-mails the owner', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token);
    await putAllowlist(s.ctx.app, u, { enabled: true });
    expectFieldError(await putAllowlist(s.ctx.app, u, { enabled: false }), 'password', WITHDRAWAL_ADDRESS_MSG.passwordNeeded);
    expectFieldError(
      await putAllowlist(s.ctx.app, u, { enabled: false, password: 'not-the-password' }),
      'password',
      WITHDRAWAL_ADDRESS_MSG.passwordWrong,
    );
    expect(await allowlistOf(u)).toBe(true);
    const res = await putAllowlist(s.ctx.app, u, { enabled: false, password: u.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: false });
    const [mail] = await s.smtp.waitForMail(u.email, 1, 'Withdrawal allow-list is off');
    expectMail(mail, {
      to: u.email,
      subject: 'Withdrawal allow-list is off',
      figures: ['any valid address'],
      links: [`${PUBLIC_URL}${APP_LINKS.withdrawalAddresses}`],
    });
    const inbox = await s.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.id), eq(notifications.kind, 'withdrawal_allowlist_disabled')));
    expect(inbox).toHaveLength(1);
    // off again while off: nothing asked, nothing sent
    expect((await putAllowlist(s.ctx.app, u, { enabled: false })).json()).toEqual({ enabled: false });
  });

  it('with 2FA on, turning it off needs a current code (401 without), not the password', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token);
    const { secret } = await enrol(s.ctx.app, u, s.clock);
    await putAllowlist(s.ctx.app, u, { enabled: true });
    expectError(await putAllowlist(s.ctx.app, u, { enabled: false, password: u.password }), 401, TWO_FACTOR_MSG.codeNeeded);
    expectError(await putAllowlist(s.ctx.app, u, { enabled: false, code: '000000x' }), 401, TWO_FACTOR_MSG.codeWrong);
    expect(await allowlistOf(u)).toBe(true);
    const res = await putAllowlist(s.ctx.app, u, { enabled: false, code: nextCode(s.clock, secret) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await allowlistOf(u)).toBe(false);
  });

  it('refuses a body without enabled', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token);
    expectFieldError(await putAllowlist(s.ctx.app, u, {}), 'enabled', WITHDRAWAL_ADDRESS_MSG.enabledRequired);
  });
});

describe('the e-mail of an addition', () => {
  it('names the coin, the label, the address and when it becomes usable, with "if this was not you"', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token);
    const address = testAddress('eth', 'mail');
    await saveAddress(s.ctx.app, u, { coin: 'eth', address, label: 'Ledger Nano' });
    const subject = 'New withdrawal address saved: Ledger Nano';
    const [mail] = await s.smtp.waitForMail(u.email, 1, subject);
    const usable = new Date(s.clock.now().getTime() + 24 * HOUR_MS);
    const when = `${formatDateTime(usable, 'UTC')} UTC`;
    expectMail(mail, {
      to: u.email,
      subject,
      figures: ['ETH', 'Ledger Nano', address, when, 'If this was not you'],
      links: [`${PUBLIC_URL}${APP_LINKS.withdrawalAddresses}`],
    });
  });
});

describe('withdrawals under the allow-list', () => {
  it('off: any valid address goes, as before', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 500);
    const res = await withdrawal(u, 'btc', testAddress('btc', 'anywhere'));
    expect(res.statusCode, res.body).toBe(201);
    await expectLedgerReconciled(s.ctx.db);
  });

  it('on: an unsaved address is 403, a saved one on hold is 403 naming its time, after the hold it goes', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 500);
    const saved = await saveAddress(s.ctx.app, u, { coin: 'usdt', address: testAddress('usdt', 'hold'), label: 'Exchange' });
    await putAllowlist(s.ctx.app, u, { enabled: true });
    const before = await snapshot(s.ctx.db, u.id);

    expectError(await withdrawal(u, 'usdt', testAddress('usdt', 'not-saved')), 403, WITHDRAWAL_ADDRESS_MSG.notSaved);
    // saved for another coin is not saved for this one
    expectError(await withdrawal(u, 'btc', testAddress('btc', 'hold')), 403, WITHDRAWAL_ADDRESS_MSG.notSaved);
    expectError(await withdrawal(u, 'usdt', saved.address), 403, WITHDRAWAL_ADDRESS_MSG.onHold(saved.usable_from));
    expect(await snapshot(s.ctx.db, u.id)).toEqual(before);

    s.clock.advance(24 * HOUR_MS - 60_000);
    expectError(await withdrawal(u, 'usdt', saved.address), 403, WITHDRAWAL_ADDRESS_MSG.onHold(saved.usable_from));
    s.clock.advance(60_000);
    const res = await withdrawal(u, 'usdt', saved.address);
    expect(res.statusCode, res.body).toBe(201);
    expect((await snapshot(s.ctx.db, u.id)).bal).toBe(before.bal - 10_000);
    await expectLedgerReconciled(s.ctx.db);
  });

  it('on: the saved address matches whatever its case (Ethereum), and a deleted one no longer goes', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 500);
    const saved = await saveAddress(s.ctx.app, u, { coin: 'eth', address: testAddress('eth', 'case'), label: 'Mixed' });
    await putAllowlist(s.ctx.app, u, { enabled: true });
    s.clock.advance(24 * HOUR_MS);
    const res = await withdrawal(u, 'eth', saved.address.toLowerCase());
    expect(res.statusCode, res.body).toBe(201);
    expect((await injectAs(s.ctx.app, u.token, { method: 'DELETE', url: `/api/withdrawal-addresses/${saved._id}` })).statusCode).toBe(200);
    expectError(await withdrawal(u, 'eth', saved.address), 403, WITHDRAWAL_ADDRESS_MSG.notSaved);
    await expectLedgerReconciled(s.ctx.db);
  });

  it('turned off again (with the password), any valid address goes', async () => {
    const u = await fundedInvestor(s.ctx.app, s.admin.token, 500);
    await putAllowlist(s.ctx.app, u, { enabled: true });
    expectError(await withdrawal(u, 'btc', testAddress('btc', 'free')), 403, WITHDRAWAL_ADDRESS_MSG.notSaved);
    expect((await putAllowlist(s.ctx.app, u, { enabled: false, password: u.password })).statusCode).toBe(200);
    expect((await withdrawal(u, 'btc', testAddress('btc', 'free'))).statusCode).toBe(201);
    await expectLedgerReconciled(s.ctx.db);
  });
});
