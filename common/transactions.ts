// The coin list lives in common/coins.ts.

export const MIN_DEPOSIT_USD = 100;
/** Pending deposits one user may have at once: each is a record an admin must check by hand. */
export const MAX_PENDING_DEPOSITS = 5;
/** A withdrawal's payout reference (the payout's transaction hash): its longest form. */
export const PAYOUT_REFERENCE_MAX = 200;
export const MIN_WITHDRAWAL_USD = 100;

/** Why a ledger row exists (the database enum ledger_kind). */
export const LEDGER_KINDS = [
  'deposit',
  'deposit_reversal',
  'withdrawal_hold',
  'withdrawal_release',
  'investment',
  'investment_refund',
  'accrual',
  'maturity_profit',
  'maturity_principal',
  'adjustment',
] as const;

export const TRANSACTION_TYPES = ['deposit', 'withdraw', 'investment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const DEPOSIT_STATUSES = ['pending', 'failed', 'successful'] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'successful', 'failed'] as const;
export const INVESTMENT_STATUSES = ['active', 'completed', 'failed', 'inactive'] as const;
export const ALL_STATUSES = ['pending', 'successful', 'failed', 'active', 'completed', 'inactive'] as const;
export type TransactionStatus = (typeof ALL_STATUSES)[number];

export const STATUSES_BY_TYPE: Record<TransactionType, readonly TransactionStatus[]> = {
  deposit: DEPOSIT_STATUSES,
  withdraw: WITHDRAWAL_STATUSES,
  investment: INVESTMENT_STATUSES,
};

/** Money the ledger rounds: one day's profit, half away from zero, in cents. */
export const dailyProfitCents = (amountCents: number, roiBp: number): number => Math.floor((amountCents * roiBp + 5000) / 10000);
