import type { Statement } from '@/common/api/statements';
import { csvUsdFromCents, toCsv, type CsvColumn, type CsvFigure } from '@/common/csv';
import { utcSecond } from './money-text';

const ACCOUNT_NAMES = { balance: 'balance', bonus: 'profit' } as const;

interface StatementRow {
  date: string;
  type: string;
  details: string;
  account: string;
  amount: CsvFigure | null;
  balance_cents: number;
  profit_cents: number;
}

/** Amounts are figures written from integer cents and go out as they are: '-25.00' is a number, not a formula. */
const COLUMNS: readonly CsvColumn<StatementRow>[] = [
  { header: 'date_utc', value: (r) => r.date },
  { header: 'type', value: (r) => r.type },
  { header: 'details', value: (r) => r.details },
  { header: 'account', value: (r) => r.account },
  { header: 'amount_usd', value: (r) => r.amount },
  { header: 'balance_usd', value: (r) => csvUsdFromCents(r.balance_cents) },
  { header: 'profit_usd', value: (r) => csvUsdFromCents(r.profit_cents) },
];

/**
 * The statement as CSV (RFC 4180, CRLF): a header, the opening figures, one row per ledger
 * row, the closing figures. Balance and profit after each row let a reader check every step.
 */
export function statementCsv(s: Statement): string {
  const edge = (type: string, at: string, figures: { balance_cents: number; profit_cents: number }): StatementRow => ({
    date: utcSecond(at),
    type,
    details: s.period.label,
    account: '',
    amount: null,
    balance_cents: figures.balance_cents,
    profit_cents: figures.profit_cents,
  });
  return toCsv(COLUMNS, [
    edge('Opening', s.period.from, s.opening),
    ...s.lines.map((l) => ({
      date: utcSecond(l.at),
      type: l.label,
      details: l.details ?? '',
      account: ACCOUNT_NAMES[l.account],
      amount: csvUsdFromCents(l.amount_cents),
      balance_cents: l.balance_cents,
      profit_cents: l.profit_cents,
    })),
    edge('Closing', s.period.as_of, s.closing),
  ]);
}
