// Activity's monthly statement download: a month and a format, the file
// fetched with the investor's token as a blob and saved under the server's name.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@/common/messages';
import { STATEMENT_MSG } from '@/common/api/statements';
import { ActivityPage } from '@/src/app/pages/account/activity';
import { fakeApi, fail, pagedList, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile, USER_ID } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

const STATEMENT = `GET /statements/${USER_ID}`;
let http: FakeApi;
let saved: { blob: Blob; fileName: string }[];

beforeEach(() => {
  // only the date: 15 November 2026 (timers stay real for user-event)
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T12:00:00Z'));
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile() },
    [`GET /transaction/${USER_ID}`]: pagedList([]),
  });
  saved = [];
  let blob: Blob | undefined;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (b: Blob) => {
        blob = b;
        return 'blob:statement';
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.href).toBe('blob:statement');
    saved.push({ blob: blob!, fileName: this.download });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openActivity() {
  renderAccountScreen(<ActivityPage />, '/account/activity');
  return within(await screen.findByRole('region', { name: 'Monthly statement' }));
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  const section = within(screen.getByRole('region', { name: 'Monthly statement' }));
  await user.click(section.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the statement download on Activity', () => {
  it('offers this month and the 12 before it by name, newest first, and PDF or CSV', async () => {
    const user = userEvent.setup();
    const section = await openActivity();
    expect(section.getByRole('combobox', { name: 'Month' })).toHaveTextContent('November 2026');
    expect(section.getByRole('combobox', { name: 'Format' })).toHaveTextContent('PDF');
    await user.click(section.getByRole('combobox', { name: 'Month' }));
    const months = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(months).toHaveLength(13);
    expect(months.slice(0, 3)).toEqual(['November 2026', 'October 2026', 'September 2026']);
    expect(months.at(-1)).toBe('November 2025');
    await user.keyboard('{Escape}');
    await user.click(section.getByRole('combobox', { name: 'Format' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['PDF', 'CSV (spreadsheet)']);
  });

  it('downloads the chosen month as CSV with the token and saves it as statement-2026-10.csv', async () => {
    http.set(STATEMENT, { status: 200, body: new Blob(['date_utc,type\r\n'], { type: 'text/csv' }) });
    const user = userEvent.setup();
    const section = await openActivity();
    await choose(user, 'Month', 'October 2026');
    await choose(user, 'Format', 'CSV (spreadsheet)');
    await user.click(section.getByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe('statement-2026-10.csv');
    expect(await saved[0].blob.text()).toBe('date_utc,type\r\n');
    const [sent] = http.calls(STATEMENT);
    expect(sent.query).toEqual({ month: '2026-10', format: 'csv' });
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    expect(sent.headers.accept).toBe('text/csv');
  });

  it('the default is this month as PDF', async () => {
    http.set(STATEMENT, { status: 200, body: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) });
    const user = userEvent.setup();
    const section = await openActivity();
    await user.click(section.getByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(saved.map((s) => s.fileName)).toEqual(['statement-2026-11.pdf']));
    expect(http.calls(STATEMENT)[0].query).toEqual({ month: '2026-11', format: 'pdf' });
  });

  it("shows the server's message when refused (the error arrives as a blob) and saves nothing", async () => {
    const refusal = fail(400, STATEMENT_MSG.monthInFuture);
    http.set(STATEMENT, { status: 400, body: new Blob([JSON.stringify(refusal.body)], { type: 'application/json' }) });
    const user = userEvent.setup();
    const section = await openActivity();
    await user.click(section.getByRole('button', { name: 'Download statement' }));
    expect(await screen.findByText(STATEMENT_MSG.monthInFuture)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(section.getByRole('button', { name: 'Download statement' })).toBeEnabled();
  });

  it('says the network failed when the server was not reached', async () => {
    http.set(STATEMENT, () => {
      throw new Error('offline');
    });
    const user = userEvent.setup();
    const section = await openActivity();
    await user.click(section.getByRole('button', { name: 'Download statement' }));
    expect(await screen.findByText(MSG.networkError)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is axe-clean: a labelled region, labelled fields and button', async () => {
    await openActivity();
    const region = screen.getByRole('region', { name: 'Monthly statement' });
    const results = await axe.run(region, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
