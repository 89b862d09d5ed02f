// The back-office's 'Statement' control on a user's page: any user's
// month as PDF or CSV, fetched with the staff member's token and saved under the server's name.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { RecordContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@/common/messages';
import { STATEMENT_MSG } from '@/common/api/statements';
import { UserStatement } from '@/src-admin/users/UserStatement';
import { fail, fakeApi } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff } from './helpers/render-admin';

const ann = { id: 'u1', _id: 'u1', name: 'Ann Investor', email: 'ann@example.com' };

let saved: { blob: Blob; fileName: string }[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T12:00:00Z'));
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

/** The Statement section of Ann's page, as support staff see it. */
function renderStatement() {
  renderAdminView(
    <RecordContextProvider value={ann}>
      <UserStatement />
    </RecordContextProvider>,
    { url: '/admin/users/u1/show', resource: 'users' },
  );
  return within(screen.getByRole('region', { name: 'Statement' }));
}

describe("a user's statement in the back office", () => {
  it('downloads the chosen month and format with the staff token, under the name the server gives', async () => {
    const http = fakeApi(staff('support'), {
      'GET /statements/u1': {
        body: new Blob(['date_utc,type'], { type: 'text/csv' }),
        headers: { 'Content-Disposition': 'attachment; filename="statement-2026-09.csv"' },
      },
    });
    const user = userEvent.setup();
    const section = renderStatement();
    expect(section.getByRole('combobox', { name: 'Month' })).toHaveTextContent('November 2026');
    await user.click(section.getByRole('combobox', { name: 'Month' }));
    const months = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(months).toHaveLength(13);
    expect([months[0], months.at(-1)]).toEqual(['November 2026', 'November 2025']);
    await user.click(screen.getByRole('option', { name: 'September 2026' }));
    await user.click(section.getByRole('combobox', { name: 'Format' }));
    await user.click(await screen.findByRole('option', { name: 'CSV (spreadsheet)' }));
    await user.click(section.getByRole('button', { name: 'Download statement' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe('statement-2026-09.csv');
    expect(saved[0].blob.type).toBe('text/csv');
    const [call] = http.calls('GET /statements/u1');
    expect(call.query).toEqual({ month: '2026-09', format: 'csv' });
    expect(call.headers.authorization).toMatch(/^Bearer /);
  });

  it("a refusal is shown with the server's message and nothing is saved", async () => {
    fakeApi(staff('support'), { 'GET /statements/u1': fail(400, STATEMENT_MSG.monthInFuture) });
    const user = userEvent.setup();
    const section = renderStatement();
    await user.click(section.getByRole('button', { name: 'Download statement' }));
    expect(await screen.findByText(`${STATEMENT_MSG.downloadFailed}: ${STATEMENT_MSG.monthInFuture}`)).toBeInTheDocument();
    expect(saved).toEqual([]);
    // the notification comes from the mutation's onError, the button back a render later
    await waitFor(() => expect(section.getByRole('button', { name: 'Download statement' })).toBeEnabled());
    expect(saved).toEqual([]);
  });

  it('a network failure says so', async () => {
    // the request never reaches the server: fetch rejects, as a browser's does offline
    fakeApi(staff('support'), () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    const section = renderStatement();
    await user.click(section.getByRole('button', { name: 'Download statement' }));
    expect(await screen.findByText(`${STATEMENT_MSG.downloadFailed}: ${MSG.networkError}`)).toBeInTheDocument();
  });

  it('is axe-clean', async () => {
    fakeApi(staff('support'));
    renderStatement();
    const results = await axe.run(screen.getByRole('region', { name: 'Statement' }), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
