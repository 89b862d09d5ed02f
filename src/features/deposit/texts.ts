// The deposit screen's words for a coin watched on its chain (issue 14), in one place: the
// confirm dialog, the payment dialog and its status read them from here, and the tests too.
import type { Coin } from '@/common/coins';
import { confirmationsText } from '@/src/features/activity/texts';

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
