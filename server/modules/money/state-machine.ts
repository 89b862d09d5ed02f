import {
  DEPOSIT_STATUSES,
  INVESTMENT_STATUSES,
  WITHDRAWAL_STATUSES,
  type TransactionStatus,
  type TransactionType,
} from '@/common/transactions';
import { API_MSG, inEnglish } from '@/server/i18n/api-messages';

// Every status change an admin can make, as one table: for each type, from -> to -> the money
// it moves, or why it is refused. updateTransaction consults only this table, so an edge
// nobody wrote down here cannot happen. docs/adr/0029-one-table-decides-every-status-change.md shows it too.

/** What an allowed change does to the user's money. */
export type MoneyEffect =
  /** nothing moves (also every same-status edit) */
  | 'none'
  /** deposit: the amount is credited to the balance */
  | 'credit'
  /** deposit: a credit is taken back (409 if the balance no longer covers it) */
  | 'reverse_credit'
  /** withdrawal: the amount is held off the balance again (409 if not covered) */
  | 'hold'
  /** withdrawal: held funds return to the balance */
  | 'release'
  /** withdrawal: held funds have left for good; a payout reference is required */
  | 'pay_out'
  /** withdrawal from failed straight to paid: held again, then paid (reference required) */
  | 'hold_and_pay_out'
  /** investment: profit due so far is paid, then accrual stops */
  | 'pause'
  /** investment: accrual goes on; the schedule moves by the pause */
  | 'resume'
  /** investment: profit due is paid, profit moves to balance, principal back if the plan returns it */
  | 'settle'
  /** investment: profit due is paid, profit moves to balance, principal always back */
  | 'cancel';

export type Transition = { allowed: true; effect: MoneyEffect } | { allowed: false; readonly reason: string };

const ok = (effect: MoneyEffect): Transition => ({ allowed: true, effect });
// the table lives as long as the process: a refusal's reason is written when it is read, in
// the language of the request it refuses
const no = (reason: () => string): Transition => ({
  allowed: false,
  get reason() {
    return reason();
  },
});
const same = ok('none');

/** The refusal of any change to a paid withdrawal, in English (the tests compare with it). */
export const WITHDRAWAL_FINAL = inEnglish(() => API_MSG.withdrawalFinal);
const withdrawalFinal = () => API_MSG.withdrawalFinal;
const investmentSettled = (status: 'completed' | 'failed') => () => API_MSG.investmentSettled(status);

type Table<S extends TransactionStatus> = Record<S, Record<S, Transition>>;

const deposit: Table<(typeof DEPOSIT_STATUSES)[number]> = {
  pending: { pending: same, failed: ok('none'), successful: ok('credit') },
  // the coins may still arrive late, or the admin failed it by mistake
  failed: { pending: ok('none'), failed: same, successful: ok('credit') },
  // a deposit confirmed by mistake is reversible while the balance still covers it
  successful: { pending: ok('reverse_credit'), failed: ok('reverse_credit'), successful: same },
};

const withdraw: Table<(typeof WITHDRAWAL_STATUSES)[number]> = {
  pending: { pending: same, successful: ok('pay_out'), failed: ok('release') },
  successful: { pending: no(withdrawalFinal), successful: same, failed: no(withdrawalFinal) },
  failed: { pending: ok('hold'), successful: ok('hold_and_pay_out'), failed: same },
};

const investment: Table<(typeof INVESTMENT_STATUSES)[number]> = {
  active: { active: same, inactive: ok('pause'), completed: ok('settle'), failed: ok('cancel') },
  inactive: { active: ok('resume'), inactive: same, completed: ok('settle'), failed: ok('cancel') },
  completed: {
    active: no(investmentSettled('completed')),
    inactive: no(investmentSettled('completed')),
    completed: same,
    failed: no(investmentSettled('completed')),
  },
  failed: {
    active: no(investmentSettled('failed')),
    inactive: no(investmentSettled('failed')),
    completed: no(investmentSettled('failed')),
    failed: same,
  },
};

export const TRANSITIONS: { [T in TransactionType]: Record<string, Record<string, Transition>> } = {
  deposit,
  withdraw,
  investment,
};

/** The edge from -> to of a type; undefined when `to` is not a status of that type. */
export function transitionOf(type: TransactionType, from: string, to: string): Transition | undefined {
  return TRANSITIONS[type][from]?.[to];
}
