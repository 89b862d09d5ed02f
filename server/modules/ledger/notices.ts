import type { NotificationKind } from '@/common/notification-kinds';
import type { LEDGER_KINDS } from '@/common/transactions';

export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A kind of ledger row whose rows are not told one by one, and why (the owner hears of them otherwise). */
export interface NotToldPerRow {
  notTold: string;
}

/**
 * What the owner is told when a ledger row of each kind is written: the notices its posting may
 * carry. Every ledger kind is here (a new one is a compile error until it names its notice), and
 * postEntry refuses a posting whose notice is not listed for its kind. The set-based postings of
 * accrual/service.ts (daily profit, settlement) keep to the same table: settle tells each settled
 * investment's owner in the statement's transaction.
 */
export const LEDGER_NOTICES = {
  deposit: ['deposit_credited'],
  deposit_reversal: ['deposit_reversed'],
  // a new request; a failed one put back in the queue; or one paid straight from failed
  withdrawal_hold: ['withdrawal_requested', 'withdrawal_held_again', 'withdrawal_paid'],
  withdrawal_release: ['withdrawal_refunded'],
  investment: ['investment_started'],
  investment_refund: ['investment_cancelled'],
  accrual: {
    notTold:
      'daily profit is a row a day per investment: the start notice names the profit the plan will pay, ' +
      'and the completion or cancellation notice what it paid',
  },
  maturity_profit: ['investment_matured', 'investment_cancelled'],
  maturity_principal: ['investment_matured'],
  adjustment: ['balance_adjusted'],
} as const satisfies Record<LedgerKind, readonly NotificationKind[] | NotToldPerRow>;

/** Whether a posting of `kind` may carry the notice `notice` (LEDGER_NOTICES). */
export function noticeFits(kind: LedgerKind, notice: NotificationKind): boolean {
  const told: readonly NotificationKind[] | NotToldPerRow = LEDGER_NOTICES[kind];
  return Array.isArray(told) && told.includes(notice);
}
