import { coinBySymbol, coinText, type CoinSymbol } from '../coins';
import { defineTexts, plain } from '../i18n/translate';

// What the product knows of a paid withdrawal's payout transaction on its chain (the API's
// `payout_check`), and how the investor and staff read it.

export const PAYOUT_CHECK_STATES = ['confirming', 'confirmed', 'unverified', 'vanished'] as const;
export type PayoutCheckState = (typeof PAYOUT_CHECK_STATES)[number];

/**
 * How a payout's status is coloured in both apps: still confirming waits like a pending record;
 * paid, checked or not, is green (the text says when it was not checked); a payout the network
 * no longer shows asks the reader to look twice.
 */
export const PAYOUT_TONE: Record<PayoutCheckState, 'pending' | 'success' | 'warning'> = {
  confirming: 'pending',
  confirmed: 'success',
  unverified: 'success',
  vanished: 'warning',
};

const PAYOUT_STATUS_TEXT = defineTexts('payoutStatus', {
  confirming: (confirmations: number, required: number) => ({ confirmations, required }),
  confirmed: plain,
  unverified: plain,
  vanished: plain,
});

/** The short status people read for a paid withdrawal, by what the chain shows. */
export function payoutStatusText(check: { state: PayoutCheckState; confirmations: number; required_confirmations: number }): string {
  if (check.state === 'confirming') {
    return PAYOUT_STATUS_TEXT.confirming(Math.min(check.confirmations, check.required_confirmations), check.required_confirmations);
  }
  return PAYOUT_STATUS_TEXT[check.state];
}

/** Why a payout reference was refused, saying what the chain shows. */
export const PAYOUT_CHAIN_MSG = defineTexts('payoutChain', {
  notATxid: (coin: CoinSymbol) => ({ coin: coinBySymbol(coin).name }),
  notOnChain: (coin: CoinSymbol) => ({ network: coinBySymbol(coin).network }),
  failedOnChain: plain,
  paysAnotherAddress: (address: string) => ({ address }),
  underpays: (paid: string, due: string, code: string) => ({ paid, due, code }),
  noRate: (coin: CoinSymbol) => ({ code: coinText(coin, 'code') }),
  nodeDown: (detail: string) => ({ detail }),
});
