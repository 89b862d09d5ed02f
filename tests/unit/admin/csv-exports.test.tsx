// Every back-office CSV export, read back by a real CSV parser: one header, the same number of
// fields in every row, money as dollars with two decimals, times in ISO 8601, and no text cell
// a spreadsheet would run as a formula, whatever a user typed into a name or a plan's name.
// And no list may fall back to react-admin's defaultExporter, which does none of this.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Exporter } from 'react-admin';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditExporter } from '@/src-admin/audit/exporter';
import { chainPaymentExporter } from '@/src-admin/chain-payments/exporter';
import { kycExporter } from '@/src-admin/kyc/exporter';
import { planExporter } from '@/src-admin/plans/exporter';
import { ticketExporter } from '@/src-admin/tickets/exporter';
import { transactionExporter } from '@/src-admin/ui/transactions/exporter';
import { userExporter } from '@/src-admin/users/exporter';
import { walletExporter } from '@/src-admin/wallets/exporter';

/** Runs one export and parses its file; csv-parse throws on a row whose field count differs from the header's. */
async function exportTable(exporter: Exporter, records: object[]): Promise<string[][]> {
  const files: Blob[] = [];
  // the test DOM has no object URLs: downloadCSV's one call is answered here
  Object.assign(URL, { createObjectURL: (b: Blob) => (files.push(b), 'blob:csv') });
  // not awaited: react-admin's defaultExporter returns a promise that never settles
  void exporter(records as never[], () => Promise.resolve({}), {} as never, 'x');
  await vi.waitFor(() => expect(files).toHaveLength(1), { timeout: 2_000 });
  const text = await files[0].text();
  return parse(text, { record_delimiter: '\r\n', relax_column_count: false, relax_quotes: false, bom: false }) as string[][];
}

// downloadCSV clicks a link to the file, which the test DOM would report as a navigation it cannot do
beforeEach(() => void vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined));
afterEach(() => {
  vi.restoreAllMocks();
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  document.querySelectorAll('a[download]').forEach((a) => a.remove());
});

const FORMULAS = ['=HYPERLINK("http://evil.example","x")', '+1+1', '@SUM(1)', '-2+3', '\t=1'];
/** A cell a spreadsheet would run: what a formula starts with. Our own figures ('-25.50') are numbers, not formulas. */
const runs = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);

const when = '2025-02-01T10:00:00Z';
const owner = { userid: 'u1', user_name: 'Ann Investor', user_email: 'ann@example.com' };
const deposit = {
  ...owner,
  id: 'd1',
  _id: 'd1',
  type: 'deposit',
  trnx_type: 'deposit',
  amount: 1500,
  status: 'pending',
  payment_method: 'btc',
  payment_address: 'bc1qxyz',
  payout_reference: null,
  createdAt: when,
  updatedAt: when,
};
const withdrawal = {
  ...deposit,
  id: 'w1',
  _id: 'w1',
  type: 'withdraw',
  trnx_type: 'withdraw',
  amount: 0.1 + 0.2,
  status: 'successful',
  payout_reference: '0xabc',
};
const investment = {
  ...deposit,
  id: 'i1',
  _id: 'i1',
  type: 'investment',
  trnx_type: 'Gold Starter',
  amount: 250.5,
  status: 'active',
  payment_method: '30',
  payment_address: '1.5',
  roi: 1.5,
  duration: 30,
  deposit_return: true,
  profit: 12.3,
};

/** One record of each list, every text field a formula a user could have typed. */
const FIXTURES: Record<string, [Exporter, object]> = {
  transactions: [transactionExporter as Exporter, investment],
  users: [
    userExporter as Exporter,
    {
      id: 'u1',
      name: 'Ann',
      email: 'ann@example.com',
      role: 'investor',
      country: 'Canada',
      phone_no: '+1 555',
      acct_bal: 10,
      acct_bonus: 0.3,
      progress_bar: 0,
      kyc_status: true,
      email_verified: true,
      status: true,
      createdAt: when,
    },
  ],
  plans: [
    planExporter as Exporter,
    {
      id: 'p1',
      name: 'Gold',
      description: 'Gold.',
      category: 'gold',
      min: 100,
      max: 2500.5,
      roi: 1.5,
      duration: 30,
      status: true,
      createdAt: when,
    },
  ],
  wallets: [walletExporter as Exporter, { id: 'w1', name: 'Cold', address: 'bc1qxyz', currency: 'btc', status: false, createdAt: when }],
  kyc: [
    kycExporter as Exporter,
    {
      ...owner,
      id: 'k1',
      createdAt: when,
      status: 'pending',
      first_name: 'Ann',
      last_name: 'I',
      dob: '1990-01-01',
      nationality: 'CA',
      city: 'T',
      doc_type: 'passport',
      reviewed_at: null,
      reviewed_by: null,
      reason: 'r',
    },
  ],
  tickets: [
    ticketExporter as Exporter,
    {
      ...owner,
      id: 't1',
      createdAt: when,
      subject: 'Late',
      category: 'withdrawal',
      status: 'open',
      assignee: 's1',
      assignee_name: 'Sam',
      last_message_at: when,
      closed_at: null,
    },
  ],
  audit: [
    auditExporter as Exporter,
    {
      id: '7',
      createdAt: when,
      actorId: 'a1',
      actorName: 'Ada',
      actorEmail: 'a@example.com',
      action: 'plan.update',
      entity: 'plan',
      entityId: 'p1',
      entityLabel: 'Gold',
      before: { max: 1 },
      after: { max: 2 },
    },
  ],
  'chain payments': [
    chainPaymentExporter as Exporter,
    {
      ...owner,
      id: 'c1',
      seen_at: when,
      coin: 'btc',
      coin_amount: '0.0015',
      txid: 'abc',
      output_index: 0,
      address: 'bc1q',
      confirmations: 1,
      required_confirmations: 2,
      status: 'seen',
      transaction_id: 'd1',
      quoted_coin_amount: '0.0014',
      quoted_amount: 100,
      credited_amount: null,
      rate: null,
      credited_at: null,
      flags: ['underpaid'],
    },
  ],
};

/** The record with every text field (dates and ids too) replaced by a formula. */
const hostile = (record: object, formula: string): object =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, typeof v === 'string' ? `${formula}${v}` : v]));

describe('the transactions lists’ export (all, deposits, withdrawals, investments)', () => {
  it('one fixed header for every type, money with two decimals, times in ISO 8601', async () => {
    const [header, ...rows] = await exportTable(transactionExporter as Exporter, [deposit, withdrawal, investment]);
    expect(header).toEqual([
      'transaction_id',
      'created_at_utc',
      'type',
      'plan',
      'user_id',
      'user_name',
      'user_email',
      'amount_usd',
      'status',
      'coin',
      'address',
      'payout_reference',
      'daily_return_percent',
      'duration_days',
      'deposit_return',
      'profit_paid_usd',
    ]);
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    expect(rows.map((r) => cell(r, 'amount_usd'))).toEqual(['1500.00', '0.30', '250.50']);
    expect(rows.map((r) => cell(r, 'created_at_utc'))).toEqual(Array(3).fill('2025-02-01T10:00:00.000Z'));
    expect(rows.map((r) => cell(r, 'plan'))).toEqual(['', '', 'Gold Starter']);
    expect(cell(rows[2], 'profit_paid_usd')).toBe('12.30');
    expect(cell(rows[2], 'coin')).toBe('');
  });

  it('a formula in a user’s name or a plan’s name goes out as text', async () => {
    const records = FORMULAS.map((f, i) => ({ ...investment, id: `i${i}`, user_name: f, trnx_type: f }));
    const [header, ...rows] = await exportTable(transactionExporter as Exporter, records);
    rows.forEach((row, i) => {
      expect(row[header.indexOf('user_name')]).toBe(`'${FORMULAS[i]}`);
      expect(row[header.indexOf('plan')]).toBe(`'${FORMULAS[i]}`);
    });
  });
});

describe.each(Object.entries(FIXTURES))('the %s export', (_name, [exporter, record]) => {
  it.each(FORMULAS)('parses as CSV with the header’s fields in every row, and no cell runs %j', async (formula) => {
    const [header, ...rows] = await exportTable(exporter, [record, hostile(record, formula)]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveLength(header.length);
    expect(rows.flat().filter(runs)).toEqual([]);
    // the plain record's figures: money columns have exactly two decimals
    header.forEach((name, i) => {
      if (name.endsWith('_usd') && rows[0][i] !== '') expect(rows[0][i]).toMatch(/^-?\d+\.\d{2}$/);
    });
  });
});

describe('every back-office list', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
    );
  const sources = files('src-admin').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it('has its own exporter (or exporter={false}); none falls back to react-admin’s defaultExporter', () => {
    const missing: string[] = [];
    let lists = 0;
    for (const { path, text } of sources) {
      const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      // the names react-admin's List (and its kin that also export) are imported under in this file
      const exporting = new Set<string>();
      file.forEachChild((node) => {
        if (!ts.isImportDeclaration(node) || (node.moduleSpecifier as ts.StringLiteral).text !== 'react-admin') return;
        const named = node.importClause?.namedBindings;
        if (named && ts.isNamedImports(named))
          for (const el of named.elements) {
            const imported = (el.propertyName ?? el.name).text;
            expect(imported, `${path} imports defaultExporter`).not.toBe('defaultExporter');
            if (['List', 'ListBase', 'InfiniteList', 'ListGuesser', 'ExportButton'].includes(imported)) exporting.add(el.name.text);
          }
      });
      const visit = (node: ts.Node) => {
        const tag = ts.isJsxElement(node) ? node.openingElement : ts.isJsxSelfClosingElement(node) ? node : undefined;
        if (tag && ts.isIdentifier(tag.tagName) && exporting.has(tag.tagName.text)) {
          lists++;
          const hasExporter = tag.attributes.properties.some((p) => ts.isJsxAttribute(p) && p.name.getText() === 'exporter');
          if (!hasExporter) missing.push(`${path}: <${tag.tagName.text}> at line ${file.getLineAndCharacterOfPosition(tag.pos).line + 1}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    expect(lists).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
