import { z } from 'zod';
import type { LedgerAccount } from './ledger';
import type { LEDGER_KINDS } from '../transactions';
import { formatMonth } from '../date-format';
import { defineTexts, plain } from '../i18n/translate';
import { API_INPUT_MSG } from './list';

// Monthly statements: one user's ledger over one calendar month in UTC,
// built once on the server and written as PDF or CSV. The web app and the back-office read
// the month list and the wording from here.

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** The first month a statement can cover (nothing in the ledger is older). */
export const FIRST_STATEMENT_MONTH = '2000-01';

export const STATEMENT_MSG = defineTexts('statement', {
  monthFormat: plain,
  monthTooEarly: plain,
  monthInFuture: plain,
  format: plain,
  downloadFailed: plain,
});

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** ?month=YYYY-MM&format=pdf|csv. Whether the month has begun is the server clock's call (the route checks it). */
export const statementQuerySchema = z.object({
  month: z
    .string({ error: () => STATEMENT_MSG.monthFormat })
    .regex(MONTH_PATTERN, { error: () => STATEMENT_MSG.monthFormat })
    // 'YYYY-MM' strings compare in calendar order
    .refine((m) => m >= FIRST_STATEMENT_MONTH, { error: () => STATEMENT_MSG.monthTooEarly }),
  format: z.enum(STATEMENT_FORMATS, { error: () => STATEMENT_MSG.format }),
});

export const statementParamsSchema = z.object({ user_id: z.uuid({ error: () => API_INPUT_MSG.notValidId }) });

/** The month (UTC) a moment falls in, as 'YYYY-MM'. */
export const monthOf = (date: Date): string => date.toISOString().slice(0, 7);

/** The first instant of a 'YYYY-MM' month and of the month after it, both UTC. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number);
  return { start: new Date(Date.UTC(year, m - 1, 1)), end: new Date(Date.UTC(year, m, 1)) };
}

/** 'YYYY-MM' -> 'November 2026'. */
export const monthLabel = (month: string): string => formatMonth(monthBounds(month).start, 'UTC');

/** The month `now` is in and the `previous` ones before it, newest first, as values and names. */
export function recentMonths(now: Date, previous = 12): { value: string; label: string }[] {
  return Array.from({ length: previous + 1 }, (_, i) => {
    const value = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)));
    return { value, label: monthLabel(value) };
  });
}

/** The file the server names: statement-2026-11.pdf. */
export const statementFileName = (month: string, format: StatementFormat) => `statement-${month}.${format}`;

/** Balance and profit at one moment, in integer cents. */
export interface StatementFigures {
  balance_cents: number;
  profit_cents: number;
}

/** One ledger row of the month, with the figures right after it. */
export interface StatementLine extends StatementFigures {
  ledger_id: string;
  /** ISO 8601, UTC */
  at: string;
  kind: (typeof LEDGER_KINDS)[number];
  /** what happened: 'Deposit', 'Daily profit', 'Adjustment' */
  label: string;
  /** what it refers to: the coin, the plan (and the accrual's day), an adjustment's reason */
  details: string | null;
  account: LedgerAccount;
  /** signed: credit > 0, debit < 0 */
  amount_cents: number;
}

/** 'Deposit · Bitcoin', 'Daily profit · Gold Plan, day 3': a line's label and details as one text. */
export const lineDescription = (line: Pick<StatementLine, 'label' | 'details'>): string =>
  line.details ? `${line.label} · ${line.details}` : line.label;

/** A user's statement for one calendar month (UTC): opening + lines = closing, to the cent. */
export interface Statement {
  user: { id: string; name: string; email: string };
  period: {
    /** 'YYYY-MM' */
    month: string;
    /** 'November 2026' */
    label: string;
    /** first instant of the month, ISO 8601 UTC */
    from: string;
    /** first instant of the next month (exclusive), ISO 8601 UTC */
    to: string;
    /** the closing figures' moment: `to`, or `generated_at` while the month is still running */
    as_of: string;
  };
  opening: StatementFigures;
  lines: StatementLine[];
  closing: StatementFigures;
  /** when it was made (the server clock), ISO 8601 UTC */
  generated_at: string;
}
