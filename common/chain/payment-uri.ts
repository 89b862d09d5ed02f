import type { CoinSymbol } from '../coins';
import { CHAIN_COINS, TRON_USDT_CONTRACT } from './coins';
import { parseDecimal } from './amounts';

/**
 * The URI a wallet app reads from the deposit's QR code: BIP21 for bitcoin, EIP-681 for ether
 * (the value in wei), and TRON's `tron:` form naming the USDT contract and the amount.
 */
export function paymentUri(coin: CoinSymbol, address: string, coinAmount: string, tronContract: string = TRON_USDT_CONTRACT): string {
  switch (coin) {
    case 'btc':
      return `bitcoin:${address}?amount=${coinAmount}`;
    case 'eth':
      return `ethereum:${address}?value=${parseDecimal(coinAmount, CHAIN_COINS.eth.decimals).toString()}`;
    case 'usdt':
      return `tron:${address}?contract=${tronContract}&amount=${coinAmount}`;
  }
}
