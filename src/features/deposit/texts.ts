// The deposit screen's words for a coin watched on its chain, in one place: the
// confirm dialog, the payment dialog and its status read them from here, and the tests too; Activity
// says a payment's confirmations with the same sentence (confirmationsText).
import type { Coin } from '@/common/coins';
import { defineTexts, plain } from '@/common/i18n/translate';

const coinName = (coin: Coin) => ({ coin: coin.name });
const coinCode = (coin: Coin) => coin.symbol.toUpperCase();

export const ON_CHAIN_TEXT = defineTexts('onChainDeposit', {
  // the confirm dialog: nothing is looked up yet, the address and amount come with the quote
  confirmIntro: (usd: string, coin: Coin) => ({ usd, coin: coin.name }),
  confirmNote: plain,

  // the payment dialog
  paymentTitle: coinName,
  amountLabel: plain,
  addressLabel: coinName,
  qrAlt: coinName,
  networkWarning: (coin: Coin) => ({ coin: coin.name, network: coin.network }),
  timeLeft: plain,
  quoteExpired: plain,
  close: plain,

  // the live status
  waiting: plain,
  /** 'Seen, 1 of 12 confirmations': how far a payment seen on the chain is from being credited. */
  seen: (seen: number, required: number) => ({ seen, required }),
  credited: plain,
  failed: plain,
});

/** 'Seen, 1 of 12 confirmations': how far a payment seen on the chain is from being credited. */
export const confirmationsText = (seen: number, required: number): string => ON_CHAIN_TEXT.seen(seen, required);

// The deposit screen's words for a coin paid to one of our shared wallets: an admin confirms
// the payment by hand, so the sender's transaction hash helps them find it.
export const SHARED_WALLET_TEXT = defineTexts('sharedWalletDeposit', {
  coinAmount: (amount: string, coin: Coin) => ({ amount, code: coinCode(coin) }),
  liveRate: (rate: string, coin: Coin) => ({ rate, code: coinCode(coin) }),
  fallbackRate: (rate: string, coin: Coin, date: string) => ({ rate, code: coinCode(coin), date }),
  rateNote: plain,
  noRate: coinName,
  rateLoading: coinName,
  qrAlt: coinName,
  placeholder: coinName,
  txidLabel: plain,
  txidHelp: plain,
  // what to send and where, around the address
  sendIntro: (usd: string, coin: string) => ({ usd, coin }),
  addressLoading: plain,
  addressFetching: coinName,
  addressFailed: plain,
  retry: plain,
  addressLabel: coinName,
  noAddress: coinName,
});

export const DEPOSIT_TEXT = defineTexts('deposit', {
  planMinimum: (least: string) => ({ least }),

  // the form
  formLabel: plain,
  coinLabel: plain,
  amountLabel: plain,
  minimum: (min: number) => ({ min }),
  continue: plain,
  ok: plain,

  // the confirm dialog
  confirmTitle: plain,
  cancelOrder: plain,
  confirm: plain,
  submitting: plain,

  // a value to copy
  copy: plain,
  copied: plain,
});
