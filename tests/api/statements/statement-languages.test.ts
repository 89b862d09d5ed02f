// Statements in the holder's language and script: the PDF draws Polish, Chinese and Arabic names
// (pdftotext reads back the very words), and PDF and CSV are written in the holder's saved
// language whoever downloads them, else in the language of the request.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/common/i18n/locales';
import { formatUsdFromCents } from '@/common/usd-format';
import { ledgerEntries, users } from '@/server/db/schema';
import { inLocale } from '@/server/i18n/locale-context';
import { ManualClock } from '@/server/lib/clock';
import { pdfRuns, pdftotext } from '@/tests/helpers/statements';
import { adjust, createTestApp, loginAdmin, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { call, fundedInvestor, MONEY_ENV } from '../transactions/money-helpers';

const clock = new ManualClock(new Date('2026-10-06T09:00:00Z'));
let ctx: TestContext;
let admin: TestUser;

/** An investor named `name` whose saved language is `locale`, with a credit and a fee in October 2026. */
async function holder(name: string, locale: Locale | null): Promise<TestUser> {
  const user = await fundedInvestor(ctx.app, admin.token, 1000);
  expect((await adjust(ctx.app, admin.token, user.id, -25.5, 'balance', 'Fee correction')).statusCode).toBe(200);
  await ctx.db.update(users).set({ name, locale }).where(eq(users.id, user.id));
  // the ledger is dated by the database's clock: put the rows in the statement's month
  await ctx.db.update(ledgerEntries).set({ createdAt: clock.now() }).where(eq(ledgerEntries.userId, user.id));
  return user;
}

const statement = (userId: string, format: 'csv' | 'pdf', headers: Record<string, string> = {}) =>
  call(ctx.app, admin.token, { url: `/api/statements/${userId}?month=2026-10&format=${format}`, headers });

const csvRows = (csv: string) => csv.trimEnd().split('\r\n');

beforeAll(async () => {
  ctx = await createTestApp(MONEY_ENV, { clock });
  admin = await loginAdmin(ctx.app);
});
afterAll(() => ctx.close());

describe('the PDF draws every script the product writes in', () => {
  it.each([
    ['Łukasz Żółkiewski', null],
    ['王小明', null],
    ['محمد عبد الله', null],
    ['王小明', 'zh-CN'],
    ['محمد عبد الله', 'ar'],
  ] as const)('%s (saved language %s): pdftotext reads the name back exactly', async (name, locale) => {
    const user = await holder(name, locale);
    const res = await statement(user.id, 'pdf');
    expect(res.statusCode, res.body).toBe(200);
    const text = pdftotext(res.rawPayload);
    // in the holder's row and in the footer
    expect(text.split(name).length - 1).toBeGreaterThanOrEqual(2);
    // no character fell to a font without it (it would be drawn as the empty .notdef box)
    expect(pdfRuns(res.rawPayload).join('')).not.toContain('\0');
    // the fonts are embedded as subsets: the Chinese one alone weighs 10 MB
    expect(res.rawPayload.length).toBeLessThan(100_000);
  });

  it('an Arabic statement reads back in Arabic words, lam-alef and the other ligatures in logical order', async () => {
    const user = await holder('محمد عبد الله', 'ar');
    const text = pdftotext((await statement(user.id, 'pdf')).rawPayload);
    for (const words of ['كشف حساب', 'صاحب الحساب', 'البريد الإلكتروني', 'الأرقام حتى', 'بداية الفترة', 'نهاية الفترة', 'تسوية']) {
      expect(text).toContain(words);
    }
  });

  it('a Chinese statement is in Chinese', async () => {
    const user = await holder('王小明', 'zh-CN');
    const runs = pdfRuns((await statement(user.id, 'pdf')).rawPayload);
    expect(runs).toEqual(expect.arrayContaining(['账户对账单', '2026年10月', '账户持有人', '概要', '期初', '期末', '变动明细']));
  });
});

describe("the holder's language", () => {
  it('a holder who chose Spanish gets a Spanish PDF and CSV, whoever downloads it and whatever the browser asks', async () => {
    const user = await holder('Lucía Fernández', 'es');
    const runs = pdfRuns((await statement(user.id, 'pdf', { 'accept-language': 'fr' })).rawPayload);
    const money = (cents: number) => inLocale('es', () => formatUsdFromCents(cents));
    expect(runs).toEqual(
      expect.arrayContaining(['Extracto de cuenta', 'octubre de 2026', 'Titular de la cuenta', 'Lucía Fernández', 'Correo electrónico']),
    );
    expect(runs).toEqual(expect.arrayContaining(['Del 1 oct 2026 al 31 oct 2026 (mes natural, UTC)', 'Cifras a fecha de']));
    expect(runs).toEqual(expect.arrayContaining(['Resumen', 'Saldo', 'Beneficio', 'Apertura', 'Movimientos de octubre de 2026', 'Cierre']));
    expect(runs).toEqual(expect.arrayContaining(['Movimientos', 'Fecha (UTC)', 'Descripción', 'Cuenta', 'Importe']));
    expect(runs).toEqual(expect.arrayContaining(['Ajuste · Fee correction', money(-2550), money(97450)]));
    expect(runs.filter((r) => r.startsWith('Northwind Capital ·'))).toEqual([
      'Northwind Capital · Extracto de Lucía Fernández, octubre de 2026 · Página 1 de 1',
    ]);

    const rows = csvRows((await statement(user.id, 'csv', { 'accept-language': 'fr' })).body);
    expect(rows).toEqual([
      'fecha_utc,tipo,detalles,cuenta,importe_usd,saldo_usd,beneficio_usd',
      '2026-10-01 00:00:00,Apertura,octubre de 2026,,,0.00,0.00',
      '2026-10-06 09:00:00,Ajuste,funding for a test,saldo,1000.00,1000.00,0.00',
      // the figures stay plain decimals a spreadsheet reads in any language
      '2026-10-06 09:00:00,Ajuste,Fee correction,saldo,-25.50,974.50,0.00',
      '2026-10-06 09:00:00,Cierre,octubre de 2026,,,974.50,0.00',
    ]);
  });

  it("a holder who chose none: the request's language, English when it asks for none", async () => {
    const user = await holder('Ada Lovelace', null);
    const french = csvRows((await statement(user.id, 'csv', { 'accept-language': 'fr-FR,fr;q=0.9' })).body);
    expect(french[0]).toBe('date_utc,type,libellé,compte,montant_usd,solde_usd,gains_usd');
    expect(french[1]).toBe('2026-10-01 00:00:00,Ouverture,octobre 2026,,,0.00,0.00');
    expect(french[3]).toBe('2026-10-06 09:00:00,Régularisation,Fee correction,solde,-25.50,974.50,0.00');

    const english = csvRows((await statement(user.id, 'csv')).body);
    expect(english[0]).toBe('date_utc,type,details,account,amount_usd,balance_usd,profit_usd');
    expect(english.slice(1)).toEqual([
      '2026-10-01 00:00:00,Opening,October 2026,,,0.00,0.00',
      '2026-10-06 09:00:00,Adjustment,funding for a test,balance,1000.00,1000.00,0.00',
      '2026-10-06 09:00:00,Adjustment,Fee correction,balance,-25.50,974.50,0.00',
      '2026-10-06 09:00:00,Closing,October 2026,,,974.50,0.00',
    ]);
    const runs = pdfRuns((await statement(user.id, 'pdf')).rawPayload);
    expect(runs).toEqual(expect.arrayContaining(['Account statement', 'October 2026', 'Account holder', 'Summary', 'Movements']));
    expect(runs).toEqual(expect.arrayContaining(['Date (UTC)', 'Description', 'Account', 'Amount', 'Balance', 'Profit']));
  });
});
