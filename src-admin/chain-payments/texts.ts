// What the on-chain payments screens say: the list, its filters, a payment's page and its pieces.
import { defineTexts, plain } from '@/common/i18n/translate';

export const CHAIN_PAYMENT_TEXT = defineTexts('adminChainPayments', {
  // the list and its filters
  listTitle: plain,
  search: plain,
  searchPlaceholder: plain,
  coin: plain,
  status: plain,
  all: plain,
  user: plain,
  depositId: plain,
  seenAt: plain,
  amount: plain,
  transaction: plain,
  confirmations: plain,
  deposit: plain,
  quote: plain,
  credited: plain,
  flags: plain,
  never: plain,
  notYet: plain,
  atRate: (rate: string) => ({ rate }),
  /** a phone's second line: '2 / 6 confirmations' */
  confirmationCount: (seen: string) => ({ seen }),
  flagCount: (count: number) => ({ count }),

  // a payment's page
  payment: plain,
  paymentOf: (amount: string) => ({ amount }),
  coinOnNetwork: (name: string, code: string, network: string) => ({ name, code, network }),
  amountReceived: plain,
  creditedAt: plain,
  notCredited: plain,
  block: plain,
  notInBlock: plain,
  index: plain,
  outputIndex: plain,
  paidTo: plain,
  depositAndCredit: plain,
  quotedAmount: plain,
  quotedUsd: plain,
  creditedUsd: plain,
  creditedAtRate: plain,

  // its pieces
  none: plain,
  noDeposit: plain,
  /** a deposit named by the start of its id: 'Deposit 1a2b3c4d' */
  depositShort: (id: string) => ({ id }),
  opensExplorer: plain,
  /** '$67,187.12 per BTC' */
  perCoin: (rate: string, code: string) => ({ rate, code }),
});

/** A payment's status as staff read it. */
export const CHAIN_PAYMENT_STATUS_LABEL = defineTexts('adminChainPaymentStatus', {
  seen: plain,
  credited: plain,
  dropped: plain,
});
