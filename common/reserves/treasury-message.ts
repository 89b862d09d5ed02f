import { coinBySymbol, type CoinSymbol } from '../coins';
import { SITE } from '../site';

/**
 * The text an operator signs with a treasury address's key to prove they control it: it names
 * the address, its network and this platform, so the signature cannot have been made for
 * anything else. The back office shows it to copy into the wallet; the server accepts a
 * signature over exactly this text. Anyone can check it again from the published list.
 */
export const treasuryMessage = (coin: CoinSymbol, address: string): string =>
  `I control ${address.trim()} on ${coinBySymbol(coin).network}. Its funds count toward the reserves of ${SITE.name}.`;

/** How each network's wallets sign a message, for the back office's instructions. */
export const SIGNATURE_FORMATS: Record<CoinSymbol, string> = {
  btc: 'BIP-322 (Sparrow, Electrum, Bitcoin Core 24+) or the legacy signmessage format (base64)',
  eth: 'EIP-191 personal_sign (MetaMask, a hardware wallet): 0x followed by 130 hex digits',
  usdt: "TRON's signMessageV2 (TronLink): 0x followed by 130 hex digits",
};
