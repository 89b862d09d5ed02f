import Chip from '@mui/material/Chip';
import { capitalise } from '@/src/utils/format';
import { statusTone, type StatusTone } from '@/common/status-tone';
import { UI_TEXT } from './texts';

/** A status's tone (common/status-tone.ts), or 'warning': something the reader should look at twice. */
export type ChipTone = StatusTone | 'warning';

// Light backgrounds with dark text: each pair is above 7:1 contrast.
const COLORS: Record<ChipTone, { bg: string; fg: string }> = {
  success: { bg: '#d1e7dd', fg: '#0f5132' },
  pending: { bg: '#fff3cd', fg: '#664d03' },
  neutral: { bg: '#e9ecef', fg: '#343a40' },
  warning: { bg: '#ffe5d0', fg: '#6f2c00' },
};

/** A longer label wraps inside the chip instead of widening a phone's card or a table cell. */
const wrapping = { height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } as const;

/**
 * A transaction status, coloured by common/status-tone.ts, its label capitalised. `label` and
 * `tone` say more than the status where the record knows more (a paid withdrawal's payout on its chain).
 */
export function StatusChip({ status, label, tone: given }: { status: string; label?: string; tone?: ChipTone }) {
  const tone = given ?? statusTone(status);
  const { bg, fg } = COLORS[tone];
  return (
    <Chip
      size="small"
      label={label ?? UI_TEXT.status(status, capitalise(status))}
      data-tone={tone}
      sx={{ bgcolor: bg, color: fg, fontWeight: 600, borderRadius: 1.5, ...(label === undefined ? {} : wrapping) }}
    />
  );
}
