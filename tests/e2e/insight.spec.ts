// The insight screens in the browser, on one shared setup (an investor's deposit the admin confirms and an
// investment): the dashboard's history chart with its name and its table for screen readers, the
// monthly statement from Activity (PDF and CSV) and from the back-office user page, and the
// back-office home's and Liabilities' charts with their tables; every screen axe-clean and
// without a sideways spill at 375, 1024 and 1440 px.
import { readFile } from 'node:fs/promises';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import type { ActivityReport } from '@/common/api/reports';
import type { InsightHistory } from '@/common/api/insight';
import type { Liabilities } from '@/common/api/liabilities';
import { startSignedIn } from './account/helpers';
import { as, axeViolations, ok, openAs, overflow, signInAdmin, signUp, type Person } from './admin/helpers';
import { axeAt } from './axe';
import { WIDTHS } from './widths';

const unique = Date.now().toString(36);
const DEPOSIT = 5000;
const INVESTED = 3000;
const PLAN = 'Crypto Starter';

let api: APIRequestContext;
let admin: Person;
let investor: Person;

/** '$5,000.00', written here rather than by the app's own formatter. */
const usd = (dollars: number) => `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A UTC day ('2026-11-25') as the browser writes it for people ('25 Nov 2026'): the same ICU as the app. */
const dayText = (page: Page, day: string) =>
  page.evaluate(
    (d) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${d}T00:00:00Z`),
      ),
    day,
  );

/** The month the statement control offers first, as it names it ('November 2026'). */
const thisMonth = () => new Date().toISOString().slice(0, 7);

/** No transition is running (axe reads colours mid-fade otherwise) and no skeleton is left. */
async function settled(page: Page) {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** At each width: nothing past the window, no crushed cell; no axe violation where axe runs (tests/e2e/axe.ts). */
async function fitsAndIsAxeClean(page: Page, root: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await settled(page);
    const found = await overflow(page, root);
    expect.soft(found.page, `the page at ${width} px`).toBeLessThanOrEqual(found.width);
    expect.soft(found.wide, `elements past the window at ${width} px`).toEqual([]);
    expect.soft(found.crushed, `cells crushed at ${width} px`).toEqual([]);
    if (axeAt(width)) expect.soft(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
}

/** The JSON body of the page's first successful GET of `path`, once it arrives. */
async function answerTo(page: Page, path: string): Promise<unknown> {
  const response = await page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === path && r.ok(), {
    timeout: 60_000,
  });
  return response.json();
}

/** The file a click starts downloading, read whole. */
async function downloaded(page: Page, button: Locator): Promise<{ download: Download; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(await download.failure()).toBeNull();
  return { download, body: await readFile((await download.path())!) };
}

/** A PDF a reader opens: the header, at least one page and the end-of-file marker. */
function expectPdf(body: Buffer) {
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = body.toString('latin1');
  expect(text).toMatch(/\/Type\s*\/Page\b/);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
}

/** A chart drawn with its data: the named image holds an SVG with marks (MUI X Charts' lineClasses.line, barClasses.element) in it. */
async function expectDrawn(chart: Locator, marks: string) {
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg').first()).toBeVisible();
  expect(await chart.locator(marks).count()).toBeGreaterThan(0);
}

// the setup's own request context; each test reads with its fixture's (a context idle since
// the setup may find its kept-alive connection closed)
test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  admin = await signInAdmin(api);
  investor = await signUp(api, `Ivy Insight ${unique}`, `ivy.insight.${unique}@example.com`);
  // a Bitcoin deposit to the platform's wallet, confirmed by the admin, then an investment
  const [wallet] = await ok<{ address: string }[]>(await api.get('/api/address/btc', { headers: as(investor) }));
  const deposit = await ok<{ _id: string }>(
    await api.post('/api/transaction/save', {
      headers: as(investor),
      data: { userid: investor.id, trnx_type: 'deposit', amount: DEPOSIT, payment_method: 'Bitcoin', payment_address: wallet.address },
    }),
    201,
  );
  await ok(await api.put(`/api/transaction/${deposit._id}`, { headers: as(admin), data: { status: 'successful' } }));
  const plans = await ok<{ _id: string; name: string }[]>(await api.get('/api/plans/all', { headers: as(investor) }));
  const plan = plans.find((p) => p.name === PLAN)!;
  await ok(
    await api.post('/api/transaction/invest', { headers: as(investor), data: { userid: investor.id, planId: plan._id, amount: INVESTED } }),
    201,
  );
  const me = await ok<{ acct_bal: number }>(await api.get('/api/profile/me', { headers: as(investor) }));
  expect(me.acct_bal).toBe(DEPOSIT - INVESTED);
});

test.afterAll(async () => {
  await api.dispose();
});

test.describe('the investor', () => {
  test.beforeEach(async ({ context }) => {
    await startSignedIn(context, investor);
  });

  test('the dashboard chart shows the deposit and the investment, named, with its figures as a table', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/account');
    const history = page.getByRole('region', { name: 'Your money over time' });
    const chart = history.getByRole('img', { name: 'Balance, invested, profit and total per day, last 30 days' });
    // four lines: capital, invested, profits and total
    await expectDrawn(chart, '.MuiLineChart-line');
    await expect(chart.locator('.MuiLineChart-line')).toHaveCount(4);

    // the table is there for screen readers before anyone asks to see it
    const table = history.getByRole('table', { name: 'Your money at the end of each day' });
    const toggle = history.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(table.getByRole('row')).toHaveCount(31);
    // the button controls the box the table is in: clipped to a pixel until asked for, then shown
    const box = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(box.getByRole('table', { name: 'Your money at the end of each day' })).toHaveCount(1);
    await expect(box, 'visually hidden until asked for').toHaveCSS('clip', 'rect(0px, 0px, 0px, 0px)');
    await toggle.click();
    await expect(history.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    await expect(table).toBeVisible();
    await expect(box).not.toHaveCSS('clip', 'rect(0px, 0px, 0px, 0px)');
    expect((await box.boundingBox())?.width ?? 0).toBeGreaterThan(100);

    // newest day first: today's row holds the deposit, split between capital and the investment
    const { points } = await ok<InsightHistory>(
      await request.get('/api/insight/history', { headers: as(investor), params: { range: '30d' } }),
    );
    const rows = table.getByRole('row');
    await expect(rows.first().getByRole('columnheader')).toHaveText(['Date', 'Capital', 'Invested', 'Profits', 'Total']);
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText(await dayText(page, points.at(-1)!.date));
    await expect(rows.nth(1).getByRole('cell')).toHaveText([usd(DEPOSIT - INVESTED), usd(INVESTED), usd(0), usd(DEPOSIT)]);
    // and the day before, when this investor had nothing yet
    await expect(rows.nth(2).getByRole('rowheader')).toHaveText(await dayText(page, points.at(-2)!.date));
    await expect(rows.nth(2).getByRole('cell')).toHaveText([usd(0), usd(0), usd(0), usd(0)]);

    // 'All' starts at the first ledger row: today's alone
    await history.getByRole('button', { name: 'All', exact: true }).click();
    await expect(history.getByRole('img', { name: 'Balance, invested, profit and total per day, since your first deposit' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      usd(DEPOSIT - INVESTED),
      usd(INVESTED),
      usd(0),
      usd(DEPOSIT),
    ]);
  });

  test('the dashboard, its chart and its table hidden then shown, fits and is axe-clean at 375, 1024 and 1440 px', async ({ page }) => {
    // three widths, each with a layout check and an axe run
    test.setTimeout(180_000);
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto('/account');
    const history = page.getByRole('region', { name: 'Your money over time' });
    const chart = history.getByRole('img', { name: 'Balance, invested, profit and total per day, last 30 days' });
    const toggle = history.getByRole('button', { name: 'Show as table' });
    await expectDrawn(chart, '.MuiLineChart-line');
    const box = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    // hidden, the table's box is one pixel, as the pattern means (MUI's sx reads width: 1 and
    // height: 1 as 100 %): a full-size clipped box still lengthens the page with an empty screen
    const hidden = await box.boundingBox();
    expect.soft([hidden?.width, hidden?.height], "the hidden table's box").toEqual([1, 1]);
    await fitsAndIsAxeClean(page, '#main', async () => {
      await expect(chart.locator('svg').first()).toBeVisible();
    });
    // shown: the 30 days' table is part of the page at every width
    await toggle.click();
    await fitsAndIsAxeClean(page, '#main', async () => {
      await expect(chart.locator('svg').first()).toBeVisible();
      await expect(box.getByRole('table', { name: 'Your money at the end of each day' })).toBeVisible();
    });
  });

  test("this month's statement downloads from Activity as a PDF that opens, and as a CSV with the deposit", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/account/activity');
    const statement = page.getByRole('region', { name: 'Monthly statement' });
    const month = await page.evaluate(
      (m) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`)),
      thisMonth(),
    );
    await expect(statement.getByRole('combobox', { name: 'Month' })).toHaveText(month);
    await expect(statement.getByRole('combobox', { name: 'Format' })).toHaveText('PDF');
    const button = statement.getByRole('button', { name: 'Download statement' });

    const pdf = await downloaded(page, button);
    expect(pdf.download.suggestedFilename()).toBe(`statement-${thisMonth()}.pdf`);
    expectPdf(pdf.body);

    await statement.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'CSV (spreadsheet)' }).click();
    const csv = await downloaded(page, button);
    expect(csv.download.suggestedFilename()).toBe(`statement-${thisMonth()}.csv`);
    const lines = csv.body.toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('date_utc,type,details,account,amount_usd,balance_usd,profit_usd');
    expect(lines[1]).toMatch(new RegExp(`^${thisMonth()}-01 00:00:00,Opening,${month},,,0\\.00,0\\.00$`));
    // every movement with the figures after it: the deposit, then the investment taken from the balance
    expect(lines.slice(2, -1)).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,Deposit,Bitcoin,balance,5000\.00,5000\.00,0\.00$/),
      expect.stringMatching(
        new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,Investment,${PLAN},balance,-3000\\.00,2000\\.00,0\\.00$`),
      ),
    ]);
    expect(lines.at(-1)).toMatch(new RegExp(`,Closing,${month},,,2000\\.00,0\\.00$`));
  });
});

test.describe('the back-office', () => {
  test("staff download a user's statement from the user's page, a PDF that opens", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, admin, `/admin/users/${investor.id}`);
    const statement = page.getByRole('region', { name: 'Statement', exact: true });
    const pdf = await downloaded(page, statement.getByRole('button', { name: 'Download statement' }));
    expect(pdf.download.suggestedFilename()).toBe(`statement-${thisMonth()}.pdf`);
    expectPdf(pdf.body);
  });

  test('the home charts money in and out, sign-ups and money held, each with its table; fits and axe-clean', async ({ page }) => {
    // three widths, each with a layout check and an axe run
    test.setTimeout(180_000);
    // from the phone's width up, as a person's window grows (react-admin keeps the desktop
    // sidebar's open state, which a phone's width would open as a modal drawer over the page)
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    // the figures the page itself was given: other specs' workers add theirs to today's totals
    // at any moment, so a second request could answer differently from what the page shows
    const given = answerTo(page, '/api/reports/activity');
    await openAs(page, admin, '/admin');
    await expect(page.getByRole('heading', { name: 'Activity, last 30 days' })).toBeVisible();
    const { days } = (await given) as ActivityReport;
    const today = days.at(-1)!;
    // this spec's deposit and investor are in today's figures (other specs add theirs)
    expect(today.deposits).toBeGreaterThanOrEqual(DEPOSIT);
    expect(today.new_investors).toBeGreaterThanOrEqual(1);
    const todayText = await dayText(page, today.date);

    const money = page.getByRole('figure', { name: 'Deposits, withdrawals and profit paid per day' });
    await expectDrawn(money.getByRole('img', { name: 'Deposits, withdrawals and profit paid per day' }), '.MuiBarChart-element');
    const moneyTable = money.getByRole('table', { name: 'Deposits, withdrawals and profit paid per day, as a table' });
    await expect(moneyTable.getByRole('row')).toHaveCount(31);
    await expect(moneyTable.getByRole('row').first().getByRole('columnheader')).toHaveText([
      'Day',
      'Deposits',
      'Withdrawals paid',
      'Profit paid',
    ]);
    await expect(moneyTable.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(todayText);
    await expect(moneyTable.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      usd(today.deposits),
      usd(today.withdrawals),
      usd(today.profit_paid),
    ]);

    const investors = page.getByRole('figure', { name: 'New investors per day' });
    await expectDrawn(investors.getByRole('img', { name: 'New investors per day' }), '.MuiBarChart-element');
    const investorsRow = investors.getByRole('table', { name: 'New investors per day, as a table' }).getByRole('row').nth(1);
    await expect(investorsRow.getByRole('rowheader')).toHaveText(todayText);
    await expect(investorsRow.getByRole('cell')).toHaveText([String(today.new_investors)]);

    const held = page.getByRole('figure', { name: "Money held at each day's end" });
    await expectDrawn(held.getByRole('img', { name: "Money held at each day's end" }), '.MuiLineChart-line');
    const heldTable = held.getByRole('table', { name: "Money held at each day's end, as a table" });
    await expect(heldTable.getByRole('row')).toHaveCount(31);
    await expect(heldTable.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(todayText);
    await expect(heldTable.getByRole('row').nth(1).getByRole('cell')).toHaveText([usd(today.money_held)]);
    expect(today.money_held).toBeGreaterThanOrEqual(DEPOSIT - INVESTED);

    await fitsAndIsAxeClean(page, '#main-content', async () => {
      await expect(money.locator('svg').first()).toBeVisible();
      await expect(held.locator('svg').first()).toBeVisible();
    });
  });

  test('Liabilities shows what is owed and the 90-day projection with its table; fits and axe-clean', async ({ page }) => {
    // three widths, each with a layout check and an axe run
    test.setTimeout(180_000);
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    // what the page itself was given (other workers' specs move the totals at any moment)
    const given = answerTo(page, '/api/reports/liabilities');
    await openAs(page, admin, '/admin/liabilities');
    await expect(page.getByRole('heading', { name: 'Liabilities', level: 1 })).toBeVisible();
    const l = (await given) as Liabilities;
    // this spec's running investment is owed: its principal, and its daily profit in the projection
    expect(l.owed.principal_running).toBeGreaterThanOrEqual(INVESTED);
    // Crypto Starter pays 1.5 % a day: $45 on $3,000, from its first accrual on
    expect(Math.max(...l.projection.map((d) => d.profit))).toBeGreaterThanOrEqual(45);
    await expect(page.getByRole('region', { name: 'Owed now' })).toContainText(usd(l.owed.total));

    const title = 'What is owed over the next 90 days, against what is held';
    const projection = page.getByRole('figure', { name: title });
    await expectDrawn(projection.getByRole('img', { name: title }), '.MuiLineChart-line');
    const table = projection.getByRole('table', { name: `${title}, as a table` });
    await expect(table.getByRole('row')).toHaveCount(l.projection.length + 1);
    expect(l.projection).toHaveLength(90);
    await expect(table.getByRole('row').first().getByRole('columnheader')).toHaveText([
      'Day',
      'Profit credited',
      'Principal returned',
      'Owed at day end',
    ]);
    // today's row, and the first day the accrual pays, as the API computes them
    const paying = l.projection.findIndex((d) => d.profit > 0);
    for (const i of [0, paying]) {
      const day = l.projection[i];
      const row = table.getByRole('row').nth(i + 1);
      await expect(row.getByRole('rowheader')).toHaveText(await dayText(page, day.date));
      await expect(row.getByRole('cell')).toHaveText([usd(day.profit), usd(day.principal), usd(day.owed)]);
    }

    await fitsAndIsAxeClean(page, '#main-content', async () => {
      await expect(projection.locator('svg').first()).toBeVisible();
    });
  });
});
