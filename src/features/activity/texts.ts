// What Activity says: its list, filters, export and a transaction's details, and
// about a deposit watched on its chain. The confirmations sentence is the deposit
// dialog's (src/features/deposit/texts.ts), so a person reads the same words in both places.
import type { TransactionType } from '@/common/transactions';

export const ACTIVITY_TEXT = {
  waitingForPayment: 'Waiting for payment',

  // the list
  label: 'Your transactions',
  noTransactions: 'No Transactions',
  noMatches: 'No transactions match these filters.',
  date: 'Date',
  type: 'Type',
  amount: 'Amount',
  status: 'Status',
  coin: 'Coin',
  payoutReference: 'Payout reference',
  payoutRefShort: 'Payout ref.',
  // a paid withdrawal's payout on the block explorer (its status is common/chain/payout-check.ts's payoutStatusText)
  viewOnChain: 'View on the blockchain',
  viewOnChainOf: (what: string, when: string) => `the ${what.toLowerCase()} of ${when}, opens in a new tab`,
  actions: 'Actions',
  details: 'Details',
  detailsOf: (what: string, when: string) => `Details of the ${what.toLowerCase()} of ${when}`,
  showPayment: 'Show payment',
  showPaymentOf: (when: string) => `Show payment of the deposit of ${when}`,

  // the filters
  filtersLabel: 'Filter your transactions',
  allTypes: 'All types',
  allStatuses: 'All statuses',
  from: 'From',
  to: 'To',
  clearFilters: 'Clear filters',
  rangeBackwards: "'From' must be on or before 'To'.",

  // the export
  exportCsv: 'Export CSV',
  exporting: 'Exporting your transactions',
  exportFailed: 'Your transactions could not be exported. Please try again.',

  // one transaction's details
  detailsTitle: (what: string) => `${what} details`,
  transactionId: 'Transaction ID',
  coinAmount: 'Coin amount',
  depositAddress: 'Deposit address',
  payoutAddress: 'Payout address',
  plan: 'Plan',
  dailyReturn: 'Daily return',
  duration: 'Duration',
  days: (n: number) => `${n} day${n === 1 ? '' : 's'}`,
  started: 'Started',
  ends: 'Ends',
  profitPaid: 'Profit paid',
  movements: 'Ledger movements',
  movementsIntro: 'Every change this transaction made to your balance or profit.',
  movementsShown: (shown: number, total: number) => `The first ${shown} of ${total} movements.`,
  noMovements: 'No money has moved for this transaction yet.',
  loadingMovements: 'Loading the ledger movements',
  account: 'Account',
  movement: 'Movement',
  close: 'Close',
  senderTxid: "Your payment's hash",
  senderTxidTitle: 'The hash of your payment',
  senderTxidHelp: 'Paste the transaction hash your wallet shows for the payment you sent, so our team can match it to this deposit.',
  senderTxidLabel: 'Transaction hash',
  senderTxidSave: 'Save hash',
  senderTxidSaved: 'Saved: our team will match your payment with it.',
  senderTxidFailed: 'The hash could not be saved. Please try again.',
} as const;

/** The type filter's choices, by the API's type. */
export const TYPE_FILTER_LABELS: Record<TransactionType, string> = {
  deposit: 'Deposits',
  withdraw: 'Withdrawals',
  investment: 'Investments',
};

/** The ledger's two accounts as the investor area names them: the balance and the profit. */
export const ACCOUNT_LABELS = { balance: 'Balance', bonus: 'Profit' } as const;
