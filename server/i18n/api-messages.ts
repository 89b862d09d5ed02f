import { defineTexts, plain } from '@/common/i18n/translate';
import type { TransactionType } from '@/common/transactions';
import { inLocale } from './locale-context';

/**
 * The API's own refusals and answers, those only the server writes (the ones the forms share are
 * in common/): each is written when it is sent, in the language of the request. A transaction's
 * type and status go in as their API values; each language names them in its own words (ICU select).
 */
export const API_MSG = defineTexts('api', {
  // a transaction's status change (server/modules/transactions, money/state-machine.ts)
  statusNotOfType: (type: TransactionType, statuses: readonly string[]) => ({ type, statuses: statuses.join(', ') }),
  unknownStatus: (type: TransactionType, status: string) => ({ type, status }),
  investmentAmountFixed: plain,
  amountOnlyBeforeMoney: (type: TransactionType) => ({ type }),
  investmentTermsFixed: plain,
  withdrawalFinal: plain,
  investmentSettled: (status: 'completed' | 'failed') => ({ status }),
  profitNoLongerCovers: plain,
  // accounts and sessions
  cannotDisableSelf: plain,
  accountDisabled: plain,
  sessionNotFound: plain,
  /** the account-wide ceiling of failed sign-ins, a 24-hour window: the hours left */
  signInThrottledAccount: (hours: number) => ({ hours }),
  // idempotency keys
  idempotencyKeyInvalid: plain,
  idempotencyKeyReused: plain,
  // chain, payouts and reserves
  paymentNotFound: plain,
  batchNoRate: (withdrawalId: string) => ({ id: withdrawalId }),
  paidLineFields: plain,
  paidLineId: plain,
  treasuryNoNode: (coinName: string, setting: string) => ({ coin: coinName, setting }),
  limitNumber: plain,
  limitWhole: plain,
  // lists: sort, range and filter
  notJson: (param: string) => ({ param }),
  cannotSortBy: (field: string) => ({ field }),
  rangeBackwards: plain,
  pageTooLarge: (max: number) => ({ max }),
  dateFilter: (min: number, max: number) => ({ min, max }),
  // the service itself
  databaseUnavailable: plain,
  addressTooLong: plain,
  addressInvalid: plain,
  metricsTokenRequired: plain,
  metricsTokenInvalid: plain,
  // the audit log's names for the record a change touched
  auditTransaction: (type: TransactionType) => ({ type }),
  auditInvestmentIn: (plan: string) => ({ plan }),
  auditOwnedBy: (what: string, owner: string) => ({ what, owner }),
  auditKycOf: (name: string) => ({ name }),
});

/**
 * A message in English, as the tests that were written against it compare: no answer sends it
 * (they write API_MSG's, in the reader's language).
 */
export const inEnglish = (write: () => string): string => inLocale('en', write);
