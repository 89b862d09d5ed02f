import { coinBySymbol, type CoinSymbol } from '../coins';
import { defineTexts, plain } from '../i18n/translate';
import { SITE } from '../site';

/**
 * The text an operator signs with a treasury address's key to prove they control it: it names
 * the address, its network and this platform, so the signature cannot have been made for
 * anything else. The back office shows it to copy into the wallet; the server accepts a
 * signature over exactly this text. Anyone can check it again from the published list. It is
 * the one text here never translated: a signature holds for these exact bytes only.
 */
export const treasuryMessage = (coin: CoinSymbol, address: string): string =>
  `I control ${address.trim()} on ${coinBySymbol(coin).network}. Its funds count toward the reserves of ${SITE.name}.`;

/** How each network's wallets sign a message, for the back office's instructions. */
export const SIGNATURE_FORMATS: Readonly<Record<CoinSymbol, string>> = defineTexts('signatureFormat', {
  btc: plain,
  eth: plain,
  usdt: plain,
});
