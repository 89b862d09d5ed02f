import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';
import { LEDGER_KINDS } from '../transactions';

/** What each kind of ledger movement is called where a person reads it (a statement, a transaction's details). */
export const LEDGER_KIND_LABELS: Record<(typeof LEDGER_KINDS)[number], string> = defineTexts('ledgerKind', {
  deposit: plain,
  deposit_reversal: plain,
  withdrawal_hold: plain,
  withdrawal_release: plain,
  investment: plain,
  investment_refund: plain,
  accrual: plain,
  maturity_profit: plain,
  maturity_principal: plain,
  adjustment: plain,
});

export const LEDGER_ACCOUNTS = ['balance', 'bonus'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** One ledger row as the API shows it: a signed amount in dollars. */
export const ledgerEntrySchema = z
  .object({
    _id: z.string(),
    userid: z.string(),
    account: z.enum(LEDGER_ACCOUNTS),
    amount: z.number().describe('signed US dollars: credit > 0, debit < 0'),
    kind: z.enum(LEDGER_KINDS),
    transaction_id: z.string().nullable(),
    actor_id: z.string().nullable(),
    reason: z.string().nullable(),
    accrual_day: z.number().nullable(),
    createdAt: z.string(),
  })
  .describe('LedgerEntry');
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerFilterSchema = z.strictObject({
  account: z.enum(LEDGER_ACCOUNTS).optional(),
  kind: z.enum(LEDGER_KINDS).optional(),
  transaction_id: z.uuid().optional(),
});
export type LedgerFilter = z.infer<typeof ledgerFilterSchema>;

export const LEDGER_SORTABLE = ['id', '_id', 'createdAt', 'amount'] as const;
