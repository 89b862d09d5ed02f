// Every back-office list exports CSV: flat named columns, names beside ids,
// money in dollars, the daily return in percent, times in UTC, no cell a spreadsheet would run,
// and the rows of the list's current filter.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { auditExporter } from '@/src-admin/audit/exporter';
import { API_MAX_PAGE } from '@/src-admin/dataProvider/list';
import { chainPaymentExporter } from '@/src-admin/chain-payments/exporter';
import { kycExporter } from '@/src-admin/kyc/exporter';
import { planExporter } from '@/src-admin/plans/exporter';
import { ticketExporter } from '@/src-admin/tickets/exporter';
import { toCsv, usd, type CsvColumn } from '@/src-admin/ui/csv';
import { userExporter } from '@/src-admin/users/exporter';
import { UserList } from '@/src-admin/users/UserList';
import { walletExporter } from '@/src-admin/wallets/exporter';
import type { Exporter } from 'react-admin';
import { fakeApi, filterOf, listReply } from '@/tests/unit/web/helpers/fake-api';
import { profile } from './helpers/fixtures';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

/** The files the exporters hand to the browser, read back as text. */
function captureDownloads() {
  const files: Blob[] = [];
  // the test DOM has no object URLs: downloadCSV's one call is answered here (the URL class itself stays, the router needs it)
  Object.assign(URL, { createObjectURL: (b: Blob) => (files.push(b), 'blob:csv') });
  return { texts: () => Promise.all(files.map((b) => b.text())) };
}

/** One export of `records`, parsed into rows of cells (no cell here holds a comma or quote unless the test says so). */
async function exportRows<T>(exporter: Exporter, records: T[]): Promise<string[]> {
  const downloads = captureDownloads();
  await exporter(records as never[], () => Promise.resolve({}), {} as never, 'x');
  const [text] = await downloads.texts();
  return text.trimEnd().split('\r\n');
}

// the id react-admin gives every record beside the API's _id
const ann = { id: 'u1', ...profile({ acct_bonus: 0.1 + 0.2 }) };

afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  // downloadCSV leaves its hidden link in the page
  document.querySelectorAll('a[download]').forEach((a) => a.remove());
});

describe('the CSV cell rules', () => {
  it('writes money from whole cents, keeps figures it wrote, and neutralises formulas in text', () => {
    const columns: CsvColumn<{ t: string; n: number }>[] = [
      { header: 'text', value: (r) => r.t },
      { header: 'amount_usd', value: (r) => usd(r.n) },
    ];
    expect(
      toCsv(columns, [
        { t: '=HYPERLINK("x")', n: -25.5 },
        { t: '+1', n: 0.1 + 0.2 },
        { t: '@sum, a', n: 1500 },
      ]),
    ).toBe(['text,amount_usd', `"'=HYPERLINK(""x"")",-25.50`, "'+1,0.30", `"'@sum, a",1500.00`].join('\r\n') + '\r\n');
  });
});

describe('each list’s exporter', () => {
  it('users: flat columns, balances in dollars with 2 decimals, times in UTC', async () => {
    const [header, row] = await exportRows(userExporter, [{ ...ann, name: '-Ann' }]);
    expect(header).toBe(
      'user_id,created_at_utc,name,email,role,country,phone,balance_usd,profit_usd,kyc_verified,email_verified,active,daily_withdrawal_limit_usd,progress_percent',
    );
    expect(row).toBe("u1,2025-01-02T00:00:00.000Z,'-Ann,ann@example.com,investor,Canada,'+1 555 010 0000,1250.50,0.30,yes,yes,yes,,0");
  });

  it('plans: the daily return in percent and the limits in dollars', async () => {
    const plan = {
      id: 'p1',
      name: 'Gold Starter',
      description: 'Gold.',
      category: 'gold',
      min: 100,
      max: 2500.5,
      roi: 1.5,
      duration: 30,
      status: true,
      createdAt: '2025-02-01T10:00:00Z',
    };
    const [header, row] = await exportRows(planExporter, [plan]);
    expect(header).toBe(
      'plan_id,name,category,min_usd,max_usd,daily_return_percent,duration_days,deposit_return,description,created_at_utc',
    );
    expect(row).toBe('p1,Gold Starter,Precious Metal,100.00,2500.50,1.5,30,yes,Gold.,2025-02-01T10:00:00.000Z');
  });

  it('wallets, KYC and tickets name the coin, the owner and the assignee', async () => {
    expect(
      (
        await exportRows(walletExporter, [
          { id: 'w1', name: 'Cold', address: 'bc1qxyz', currency: 'btc', status: false, createdAt: '2025-02-01T10:00:00Z' },
        ])
      )[1],
    ).toBe('w1,Cold,BTC,bc1qxyz,no,2025-02-01T10:00:00.000Z');
    const kyc = {
      id: 'k1',
      createdAt: '2025-02-01T10:00:00Z',
      userid: 'u1',
      user_name: 'Ann Investor',
      user_email: 'ann@example.com',
      status: 'pending',
      first_name: 'Ann',
      last_name: 'Investor',
      dob: '1990-01-01',
      nationality: 'Canadian',
      city: 'Toronto',
      doc_type: 'passport',
      reviewed_at: null,
      reviewed_by: null,
      reason: null,
    };
    const [kycHeader, kycRow] = await exportRows(kycExporter, [kyc]);
    expect(kycHeader).toContain('submission_id,submitted_at_utc,user_id,user_name,user_email,status');
    expect(kycRow).toBe(
      'k1,2025-02-01T10:00:00.000Z,u1,Ann Investor,ann@example.com,pending,Ann,Investor,1990-01-01,Canadian,Toronto,Passport,,,',
    );
    const ticket = {
      id: 't1',
      createdAt: '2025-02-01T10:00:00Z',
      subject: 'Late payout',
      category: 'withdrawal',
      status: 'open',
      userid: 'u1',
      user_name: 'Ann Investor',
      user_email: 'ann@example.com',
      assignee: 's1',
      assignee_name: 'Sam Support',
      last_message_at: '2025-02-02T10:00:00Z',
      closed_at: null,
    };
    const [ticketHeader, ticketRow] = await exportRows(ticketExporter, [ticket]);
    expect(ticketHeader).toBe(
      'ticket_id,created_at_utc,subject,category,status,user_id,user_name,user_email,assignee_id,assignee_name,last_message_at_utc,closed_at_utc',
    );
    expect(ticketRow).toBe(
      't1,2025-02-01T10:00:00.000Z,Late payout,Withdrawal,open,u1,Ann Investor,ann@example.com,s1,Sam Support,2025-02-02T10:00:00.000Z,',
    );
  });

  it('audit: the actor and the record by name beside their ids, the changes as text, not JSON', async () => {
    const entry = {
      id: '7',
      createdAt: '2025-02-01T10:00:00Z',
      actorId: 'a1',
      actorName: 'Ada Admin',
      actorEmail: 'admin@example.com',
      action: 'plan.update',
      entity: 'plan',
      entityId: 'p1',
      entityLabel: 'Gold Starter',
      before: { max: 2000 },
      after: { max: 2500 },
    };
    const system = { ...entry, id: '8', actorId: null, actorName: null, actorEmail: null, entityLabel: null };
    const [header, row, systemRow] = await exportRows(auditExporter, [entry, system]);
    expect(header).toBe('entry_id,created_at_utc,actor_id,actor_name,actor_email,action,record_type,record_id,record_name,changes');
    expect(row).toBe('7,2025-02-01T10:00:00.000Z,a1,Ada Admin,admin@example.com,plan.update,plan,p1,Gold Starter,Maximum: 2000 → 2500');
    expect(systemRow).toBe('8,2025-02-01T10:00:00.000Z,,System,,plan.update,plan,p1,,Maximum: 2000 → 2500');
  });

  it('on-chain payments: exact coin amounts, dollars, the owner by name, flags as one cell', async () => {
    const payment = {
      id: 'c1',
      seen_at: '2025-02-01T10:00:00Z',
      coin: 'btc',
      coin_amount: '0.0015',
      txid: 'abc',
      output_index: 0,
      address: 'bc1qxyz',
      confirmations: 1,
      required_confirmations: 2,
      status: 'seen',
      transaction_id: 'd1',
      userid: 'u1',
      user_name: 'Ann Investor',
      user_email: 'ann@example.com',
      quoted_coin_amount: '0.0014',
      quoted_amount: 100,
      credited_amount: null,
      rate: null,
      credited_at: null,
      flags: ['underpaid', 'late_payment'],
    };
    const [header, row] = await exportRows(chainPaymentExporter, [payment]);
    expect(header.split(',')).toEqual(
      expect.arrayContaining(['payment_id', 'deposit_id', 'user_name', 'quoted_usd', 'credited_usd', 'flags']),
    );
    expect(row).toBe(
      'c1,2025-02-01T10:00:00.000Z,BTC,0.0015,abc,0,bc1qxyz,1,2,seen,d1,u1,Ann Investor,ann@example.com,0.0014,100.00,,,,underpaid; late_payment',
    );
  });
});

describe('Export on a list', () => {
  it('asks the API for every row of the active filter and writes those rows', async () => {
    const ben = { ...ann, _id: 'u2', name: 'Ben Blocked', email: 'ben@example.com', status: false };
    const http = fakeApi(staff(), {
      'GET /profile/all': (sent) => {
        const filter = filterOf(sent);
        return listReply(
          'profile',
          [ann, ben].filter((u) => filter.status === undefined || u.status === filter.status),
        );
      },
    });
    const downloads = captureDownloads();
    renderAdminView(<UserList />, {
      url: `/admin/users?${new URLSearchParams({ filter: JSON.stringify({ status: false }) })}`,
      resource: 'users',
    });
    await screen.findByText('Ben Blocked', {}, T);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(async () => expect(await downloads.texts()).toHaveLength(1), T);
    const exportCall = http.calls('GET /profile/all').at(-1)!;
    expect(filterOf(exportCall)).toEqual({ status: false });
    // ExportButton asks for up to 1,000 rows; the dataProvider reads them in pages the API allows
    expect(JSON.parse(exportCall.query.range ?? '[]')).toEqual([0, API_MAX_PAGE - 1]);
    const [text] = await downloads.texts();
    const rows = text.trimEnd().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^u2,.*,Ben Blocked,ben@example\.com,/);
  }, 60_000);
});
