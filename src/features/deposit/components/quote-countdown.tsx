import Typography from '@mui/material/Typography';
import { ON_CHAIN_TEXT } from '../texts';
import { formatCountdown, useCountdown } from '../utils/use-countdown';

/**
 * How long the quoted amount holds. role="timer" is not announced as it ticks (its live
 * region is off): a screen reader reads it when asked, not every second.
 */
export function QuoteCountdown({ expiresAt }: { expiresAt: string }) {
  const left = useCountdown(expiresAt);
  if (left <= 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {ON_CHAIN_TEXT.quoteExpired}
      </Typography>
    );
  }
  return (
    <Typography variant="body2">
      {ON_CHAIN_TEXT.timeLeft}{' '}
      <Typography component="span" role="timer" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', fontSize: 'inherit' }}>
        {formatCountdown(left)}
      </Typography>
    </Typography>
  );
}
