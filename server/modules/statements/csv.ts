import type { Statement } from '@/common/api/statements';
import { csvUsdFromCents, toCsv, type CsvColumn, type CsvFigure } from '@/common/csv';
import { utcSecond } from './money-text';
import { STATEMENT_TEXT } from './texts';

interface StatementRow {
  date: string;
  type: string;
  details: string;
  account: string;
  amount: CsvFigure | null;
  balance_cents: number;
  profit_cents: number;
}

/**
 * Amounts are figures written from integer cents and go out as they are: '-25.50' is a number, not a formula,
 * in every language. The headers are in the statement's language, so they are made when a file is.
 */
const columns = (): readonly CsvColumn<StatementRow>[] => [
  { header: STATEMENT_TEXT.csvDate, value: (r) => r.date },
  { header: STATEMENT_TEXT.csvType, value: (r) => r.type },
  { header: STATEMENT_TEXT.csvDetails, value: (r) => r.details },
  { header: STATEMENT_TEXT.csvAccount, value: (r) => r.account },
  { header: STATEMENT_TEXT.csvAmount, value: (r) => r.amount },
  { header: STATEMENT_TEXT.csvBalance, value: (r) => csvUsdFromCents(r.balance_cents) },
  { header: STATEMENT_TEXT.csvProfit, value: (r) => csvUsdFromCents(r.profit_cents) },
];

/**
 * The statement as CSV (RFC 4180, CRLF): a header, the opening figures, one row per ledger
 * row, the closing figures. Balance and profit after each row let a reader check every step.
 * Written in the current language (the route runs it in the holder's).
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
  const accountNames = { balance: STATEMENT_TEXT.csvAccountBalance, bonus: STATEMENT_TEXT.csvAccountProfit };
  return toCsv(columns(), [
    edge(STATEMENT_TEXT.opening, s.period.from, s.opening),
    ...s.lines.map((l) => ({
      date: utcSecond(l.at),
      type: l.label,
      details: l.details ?? '',
      account: accountNames[l.account],
      amount: csvUsdFromCents(l.amount_cents),
      balance_cents: l.balance_cents,
      profit_cents: l.profit_cents,
    })),
    edge(STATEMENT_TEXT.closing, s.period.as_of, s.closing),
  ]);
}
