import { COIN_NOT_RECORDED, coinText } from '@/common/coins';
import { TRANSACTION_TEXT } from './texts';

/**
 * The coin of a deposit or withdrawal as staff read it: "Bitcoin (BTC)" (common/coins.ts's one
 * coin display), '—' when there is none, and 'Crypto (coin not recorded)' for a withdrawal made
 * before its coin was recorded.
 */
export function coinLabel(method: string | null | undefined): string {
  const text = coinText(method, 'label');
  if (text === '') return '—';
  if (text.toLowerCase() === COIN_NOT_RECORDED) return TRANSACTION_TEXT.coinNotRecorded;
  return text;
}
