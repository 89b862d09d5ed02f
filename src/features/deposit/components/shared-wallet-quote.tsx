import Typography from '@mui/material/Typography';
import type { Coin } from '@/common/coins';
import { formatUsdRateFromDecimal } from '@/common/usd-format';
import { formatDate } from '@/src/utils/format';
import type { useDepositRate } from '../api/get-deposit-rate';
import { SHARED_WALLET_TEXT } from '../texts';
import { sharedWalletCoinAmount } from '../utils/shared-wallet-amount';

/**
 * How much of the coin the dollars are, at the live rate or the admins' fallback, and which
 * one; or that no price is known. A guide only: the admin credits the dollars that arrive.
 */
export function SharedWalletQuote({ coin, amount, rate }: { coin: Coin; amount: number; rate: ReturnType<typeof useDepositRate> }) {
  if (rate.isPending) return <Typography color="text.secondary">{SHARED_WALLET_TEXT.rateLoading(coin)}</Typography>;
  const reading = rate.data;
  if (!reading?.usd || !reading.source) {
    return (
      <Typography color="text.secondary" data-testid="deposit-coin-amount">
        {SHARED_WALLET_TEXT.noRate(coin)}
      </Typography>
    );
  }
  const rateText = formatUsdRateFromDecimal(reading.usd);
  return (
    <Typography data-testid="deposit-coin-amount">
      <strong>{SHARED_WALLET_TEXT.coinAmount(sharedWalletCoinAmount(amount, reading.usd, coin.symbol), coin)}</strong>{' '}
      {reading.source === 'live'
        ? SHARED_WALLET_TEXT.liveRate(rateText, coin)
        : SHARED_WALLET_TEXT.fallbackRate(rateText, coin, reading.at ? formatDate(new Date(reading.at)) : '')}{' '}
      <Typography component="span" color="text.secondary">
        {SHARED_WALLET_TEXT.rateNote}
      </Typography>
    </Typography>
  );
}
