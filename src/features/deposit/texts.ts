// The deposit screen's words for a coin watched on its chain, in one place: the
// confirm dialog, the payment dialog and its status read them from here, and the tests too; Activity
// says a payment's confirmations with the same sentence (confirmationsText).
import type { Coin } from '@/common/coins';

/** 'Seen, 1 of 12 confirmations': how far a payment seen on the chain is from being credited. */
export const confirmationsText = (seen: number, required: number): string =>
  `Seen, ${seen} of ${required} confirmation${required === 1 ? '' : 's'}`;

export const ON_CHAIN_TEXT = {
  // the confirm dialog: nothing is looked up yet, the address and amount come with the quote
  confirmIntro: (usd: string, coin: Coin) =>
    `You are depositing ${usd} in ${coin.name}. After you confirm, we make a fresh ${coin.name} address for this deposit alone and show the exact amount to send.`,
  confirmNote: 'The amount is fixed for 30 minutes. Your balance is credited once the payment is confirmed on the blockchain.',

  // the payment dialog
  paymentTitle: (coin: Coin) => `Send your ${coin.name} payment`,
  amountLabel: 'Exact amount to send',
  addressLabel: (coin: Coin) => `${coin.name} address for this deposit`,
  qrAlt: (coin: Coin) => `QR code with the ${coin.name} address and the exact amount, for a wallet app to scan`,
  networkWarning: (coin: Coin) => `Send only ${coin.name} on the ${coin.network} network to this address.`,
  timeLeft: 'Time left at this amount:',
  quoteExpired: 'The quote has expired. A payment that arrives now is credited at the rate when it confirms.',
  close: 'Close',

  // the live status
  waiting: 'Waiting for your payment',
  seen: confirmationsText,
  credited: 'Credited',
  failed: 'This deposit failed. Please contact support if you sent a payment.',
} as const;

// The deposit screen's words for a coin paid to one of our shared wallets: an admin confirms
// the payment by hand, so the sender's transaction hash helps them find it.
export const SHARED_WALLET_TEXT = {
  coinAmount: (amount: string, coin: Coin) => `About ${amount} ${coin.symbol.toUpperCase()}`,
  liveRate: (rate: string, coin: Coin) => `at the current rate of ${rate} per ${coin.symbol.toUpperCase()}.`,
  fallbackRate: (rate: string, coin: Coin, date: string) =>
    `at our reference rate of ${rate} per ${coin.symbol.toUpperCase()} (set ${date}; live prices cannot be read right now).`,
  rateNote: 'Your balance is credited with the dollars that arrive, at the rate when the payment is confirmed.',
  noRate: (coin: Coin) =>
    `No ${coin.name} price is known right now, so we cannot show the coin amount. Use the rate your wallet or exchange shows.`,
  rateLoading: (coin: Coin) => `Reading the ${coin.name} price…`,
  qrAlt: (coin: Coin) => `QR code with the ${coin.name} deposit address, for a wallet app to scan`,
  placeholder: (coin: Coin) =>
    `This ${coin.name} address is a demo address that nobody can spend from: coins sent to it are lost. Do not send a payment to it; please contact support for a real address.`,
  txidLabel: 'Transaction hash (optional)',
  txidHelp: 'Once you have sent the payment, paste its transaction hash from your wallet so our team can match it faster.',
} as const;

export const DEPOSIT_TEXT = {
  planMinimum: (least: string) =>
    `Investment plans start at $${least} (the smallest plan's minimum). A smaller deposit stays in your balance until you add to it.`,
} as const;
