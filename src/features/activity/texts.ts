// What Activity says: its list, filters, export and a transaction's details, and
// about a deposit watched on its chain. The confirmations sentence is the deposit
// dialog's (src/features/deposit/texts.ts), so a person reads the same words in both places.
import { defineTexts, plain } from '@/common/i18n/translate';
import type { TransactionType } from '@/common/transactions';

export const ACTIVITY_TEXT = defineTexts('activity', {
  waitingForPayment: plain,

  // the list
  label: plain,
  loading: plain,
  noTransactions: plain,
  noMatches: plain,
  date: plain,
  type: plain,
  amount: plain,
  status: plain,
  coin: plain,
  payoutReference: plain,
  payoutRefShort: plain,
  // a paid withdrawal's payout on the block explorer (its status is common/chain/payout-check.ts's payoutStatusText)
  viewOnChain: plain,
  viewOnChainOf: (what: string, when: string) => ({ what: what.toLowerCase(), when }),
  actions: plain,
  details: plain,
  detailsOf: (what: string, when: string) => ({ what: what.toLowerCase(), when }),
  showPayment: plain,
  showPaymentOf: (when: string) => ({ when }),
  /** a transaction's type as a name ('Deposit'); an investment is named by its plan instead */
  typeName: (type: string) => ({ type }),
  /** a status as the filter offers it ('Pending') */
  statusName: (status: string) => ({ status }),

  // the filters
  filtersLabel: plain,
  allTypes: plain,
  allStatuses: plain,
  from: plain,
  to: plain,
  clearFilters: plain,
  rangeBackwards: plain,

  // the export
  exportCsv: plain,
  exporting: plain,
  exportFailed: plain,

  // one transaction's details
  detailsTitle: (what: string) => ({ what }),
  transactionId: plain,
  coinAmount: plain,
  depositAddress: plain,
  payoutAddress: plain,
  plan: plain,
  dailyReturn: plain,
  duration: plain,
  days: (n: number) => ({ n }),
  started: plain,
  ends: plain,
  profitPaid: plain,
  movements: plain,
  movementsIntro: plain,
  movementsShown: (shown: number, total: number) => ({ shown, total }),
  noMovements: plain,
  loadingMovements: plain,
  account: plain,
  movement: plain,
  close: plain,
  senderTxid: plain,
  senderTxidTitle: plain,
  senderTxidHelp: plain,
  senderTxidLabel: plain,
  senderTxidSave: plain,
  senderTxidSaved: plain,
  senderTxidFailed: plain,
});

/** The type filter's choices, by the API's type. */
export const TYPE_FILTER_LABELS: Record<TransactionType, string> = defineTexts('activityTypeFilter', {
  deposit: plain,
  withdraw: plain,
  investment: plain,
});

/** The ledger's two accounts as the investor area names them: the balance and the profit. */
export const ACCOUNT_LABELS = defineTexts('activityAccount', { balance: plain, bonus: plain });
