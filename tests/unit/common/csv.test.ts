// The one CSV writer (common/csv.ts), which the server's exports, Activity's and the
// back-office's share; its files are read back by a real CSV parser.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Statement } from '@/common/api/statements';
import { csvTextCell, csvUsd, csvUsdFromCents, toCsv, type CsvColumn } from '@/common/csv';
import { statementCsv } from '@/server/modules/statements/csv';

const readCsv = (text: string) => parse(text, { record_delimiter: '\r\n', relax_column_count: false }) as string[][];

describe('a CSV text cell', () => {
  it('a formula is neutralised with a leading quote mark', () => {
    expect(csvTextCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(['+1', '-2', '@SUM(A1)', '\tx'].map(csvTextCell)).toEqual(["'+1", "'-2", "'@SUM(A1)", "'\tx"]);
  });

  it('quoted when it holds a comma, a quote mark, a line break or edge spaces; plain otherwise', () => {
    expect(csvTextCell('a,b')).toBe('"a,b"');
    expect(csvTextCell('two\nlines')).toBe('"two\nlines"');
    expect(csvTextCell(' padded')).toBe('" padded"');
    expect(csvTextCell('Bitcoin')).toBe('Bitcoin');
  });
});

describe('a CSV file', () => {
  it('has the header’s fields in every row, money with two decimals, formulas as text', () => {
    const columns: CsvColumn<{ t: string | null; n: number | null }>[] = [
      { header: 'text', value: (r) => r.t },
      { header: 'amount_usd', value: (r) => csvUsd(r.n) },
    ];
    const text = toCsv(columns, [
      { t: '=HYPERLINK("x"),"y"', n: -25.5 },
      { t: null, n: 0.1 + 0.2 },
      { t: 'two\r\nlines', n: null },
    ]);
    expect(readCsv(text)).toEqual([
      ['text', 'amount_usd'],
      [`'=HYPERLINK("x"),"y"`, '-25.50'],
      ['', '0.30'],
      ['two\r\nlines', ''],
    ]);
    expect(csvUsdFromCents(5)?.text).toBe('0.05');
  });

  it('the statement: every row with its seven fields, a formula in a reason goes out as text', () => {
    const at = '2026-11-03T10:00:00.000Z';
    const statement: Statement = {
      user: { id: 'u1', name: 'Ann', email: 'ann@example.com' },
      period: {
        month: '2026-11',
        label: 'November 2026',
        from: '2026-11-01T00:00:00.000Z',
        to: '2026-12-01T00:00:00.000Z',
        as_of: '2026-12-01T00:00:00.000Z',
      },
      opening: { balance_cents: 0, profit_cents: 0 },
      lines: [
        {
          ledger_id: 'l1',
          at,
          kind: 'deposit',
          label: 'Deposit',
          details: 'Bitcoin',
          account: 'balance',
          amount_cents: 150000,
          balance_cents: 150000,
          profit_cents: 0,
        },
        {
          ledger_id: 'l2',
          at,
          kind: 'adjustment',
          label: 'Adjustment',
          details: '=HYPERLINK("x"),+1',
          account: 'balance',
          amount_cents: -2550,
          balance_cents: 147450,
          profit_cents: 0,
        },
      ] as Statement['lines'],
      closing: { balance_cents: 147450, profit_cents: 0 },
      generated_at: at,
    };
    const [header, ...rows] = readCsv(statementCsv(statement));
    expect(header).toEqual(['date_utc', 'type', 'details', 'account', 'amount_usd', 'balance_usd', 'profit_usd']);
    expect(rows).toHaveLength(4);
    expect(rows[2]).toEqual(['2026-11-03 10:00:00', 'Adjustment', `'=HYPERLINK("x"),+1`, 'balance', '-25.50', '1474.50', '0.00']);
    expect(rows[3]).toEqual(['2026-12-01 00:00:00', 'Closing', 'November 2026', '', '', '1474.50', '0.00']);
  });
});
