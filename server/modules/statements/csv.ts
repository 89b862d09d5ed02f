import type { Statement } from '@/common/api/statements';
import { csvTextCell } from '@/server/lib/csv';
import { centsToDecimal, utcSecond } from './money-text';

const ACCOUNT_NAMES = { balance: 'balance', bonus: 'profit' } as const;

/** Amounts are written by `centsToDecimal` and go out as they are: '-25.00' is a number, not a formula. */
const HEADER = ['date_utc', 'type', 'details', 'account', 'amount_usd', 'balance_usd', 'profit_usd'] as const;

/**
 * The statement as CSV (RFC 4180, CRLF): a header, the opening figures, one row per ledger
 * row, the closing figures. Balance and profit after each row let a reader check every step.
 */
export function statementCsv(s: Statement): string {
  const row = (date: string, type: string, details: string, account: string, amount: string, balance: number, profit: number) =>
    [...[date, type, details, account].map(csvTextCell), amount, centsToDecimal(balance), centsToDecimal(profit)].join(',');
  const lines = [
    HEADER.join(','),
    row(utcSecond(s.period.from), 'Opening', s.period.label, '', '', s.opening.balance_cents, s.opening.profit_cents),
    ...s.lines.map((l) =>
      row(
        utcSecond(l.at),
        l.label,
        l.details ?? '',
        ACCOUNT_NAMES[l.account],
        centsToDecimal(l.amount_cents),
        l.balance_cents,
        l.profit_cents,
      ),
    ),
    row(utcSecond(s.period.as_of), 'Closing', s.period.label, '', '', s.closing.balance_cents, s.closing.profit_cents),
  ];
  return lines.join('\r\n') + '\r\n';
}
