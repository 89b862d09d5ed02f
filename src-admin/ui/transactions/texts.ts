// What the transactions screens say (all types, deposits, withdrawals, investments): their
// lists, filters, detail and edit pages, and how a transaction is named in a sentence.
import { defineTexts, plain } from '@/common/i18n/translate';
import type { TransactionType } from '@/common/transactions';

/** A yes/no choice of a message's `select`: ICU selects on words, not on booleans. */
const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

/** What each type is called ('Deposit'); an investment is usually named by its plan instead. */
export const TYPE_LABELS: Readonly<Record<TransactionType, string>> = defineTexts('adminTransactionTypes', {
  deposit: plain,
  withdraw: plain,
  investment: plain,
});

export const TRANSACTION_TEXT = defineTexts('adminTransactions', {
  listTitle: plain,
  // how a transaction is named: 'Deposit of $150.00 by Ann Investor'
  investmentIn: (plan: string) => ({ plan }),
  describe: (what: string, amount: string) => ({ what, amount }),
  describeBy: (what: string, amount: string, user: string) => ({ what, amount, user }),
  /** 'Investment: Gold Starter' in a list's type column */
  investmentPlan: (plan: string) => ({ plan }),
  untitled: plain,

  // Activate's confirmation: the money it moves
  approveDepositTitle: plain,
  completeInvestmentTitle: plain,
  approveDeposit: (amount: string, user: string | undefined) => ({ amount, user: user ?? '', known: yesNo(Boolean(user)) }),
  completeInvestment: (amount: string, user: string | undefined, principal: boolean) => ({
    amount,
    user: user ?? '',
    known: yesNo(Boolean(user)),
    principal: yesNo(principal),
  }),

  // the edit page
  deleteTitle: plain,
  deleteContent: (what: string) => ({ what }),
  status: plain,
  amountUsd: plain,
  /** the amount's name inside 'Amount is required' */
  amountField: plain,
  amountHelp: plain,

  // the lists and filters
  search: (kind: 'all' | TransactionType) => ({ kind }),
  searchPlaceholder: plain,
  all: plain,
  type: plain,
  user: plain,
  from: plain,
  to: plain,
  date: plain,
  plan: plain,
  amount: plain,
  coin: plain,
  terms: plain,
  details: plain,
  wallet: plain,
  actions: plain,
  /** an investment's terms in the list: '1.5% a day for 30 days' */
  termsLine: (roi: string, days: number) => ({ roi, days }),
  profitPaidAmount: (amount: string) => ({ amount }),
  /** before a paid withdrawal's transfer hash in the list */
  paidHash: plain,

  // a transaction's summary
  created: plain,
  lastChanged: plain,
  dailyReturn: plain,
  dailyReturnValue: (roi: string) => ({ roi }),
  duration: plain,
  durationValue: (days: number) => ({ days }),
  period: plain,
  periodValue: (start: string, end: string) => ({ start, end }),
  daysPaid: plain,
  profitPaid: plain,
  principalReturned: plain,
  yes: plain,
  no: plain,
  destinationWallet: plain,
  ownDepositAddress: plain,
  paidToOurWallet: plain,
  payoutReference: plain,
  notRecorded: plain,
  notPaidYet: plain,
  coinNotRecorded: plain,

  // the hash a sender gave for a deposit to a shared wallet
  senderTxid: plain,
  senderTxidNotGiven: plain,
  senderHash: plain,

  // a paid withdrawal's payout as its chain shows it
  unverifiedHint: plain,
  vanishedHint: plain,
  viewOnChain: plain,
  opensExplorer: plain,
  opensExplorerOf: (what: string) => ({ what }),
});
