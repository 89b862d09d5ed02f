import { coinBySymbol, coinText, type CoinSymbol } from '../coins';

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

/** The short status people read for a paid withdrawal, by what the chain shows. */
export function payoutStatusText(check: { state: PayoutCheckState; confirmations: number; required_confirmations: number }): string {
  switch (check.state) {
    case 'confirming':
      return `Sent, confirming ${Math.min(check.confirmations, check.required_confirmations)}/${check.required_confirmations}`;
    case 'confirmed':
      return 'Paid';
    case 'unverified':
      return 'Paid (not verified on chain)';
    case 'vanished':
      return 'Sent (the network no longer shows it)';
  }
}

/** Why a payout reference was refused, saying what the chain shows. */
export const PAYOUT_CHAIN_MSG = {
  notATxid: (coin: CoinSymbol) => `This is not a ${coinBySymbol(coin).name} transaction hash`,
  notOnChain: (coin: CoinSymbol) =>
    `The ${coinBySymbol(coin).network} network does not know this transaction: check the hash, or wait until it is broadcast`,
  failedOnChain: 'This transaction failed on the chain: it paid nothing',
  paysAnotherAddress: (address: string) => `This transaction pays nothing to the withdrawal's address ${address}`,
  underpays: (paid: string, due: string, code: string) =>
    `This transaction pays ${paid} ${code} to the withdrawal's address, but ${due} ${code} is due`,
  noRate: (coin: CoinSymbol) =>
    `There is no ${coinText(coin, 'code')} rate to work out the amount due: set a fallback rate under Coin rates, or try again later`,
  nodeDown: (detail: string) => `The payment could not be checked on the chain, so nothing was marked paid: ${detail}`,
} as const;
