import Chip from '@mui/material/Chip';
import { capitalise } from '@/src/utils/format';
import { statusTone, type StatusTone } from '@/common/status-tone';

// Light backgrounds with dark text: each pair is above 7:1 contrast.
const COLORS: Record<StatusTone, { bg: string; fg: string }> = {
  success: { bg: '#d1e7dd', fg: '#0f5132' },
  pending: { bg: '#fff3cd', fg: '#664d03' },
  neutral: { bg: '#e9ecef', fg: '#343a40' },
};

/** A transaction status, coloured by common/status-tone.ts, its label capitalised. */
export function StatusChip({ status }: { status: string }) {
  const tone = statusTone(status);
  const { bg, fg } = COLORS[tone];
  return (
    <Chip size="small" label={capitalise(status)} data-tone={tone} sx={{ bgcolor: bg, color: fg, fontWeight: 600, borderRadius: 1.5 }} />
  );
}
