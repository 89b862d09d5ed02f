import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { UI_TEXT } from './texts';

/**
 * A determinate progress bar whose empty part reads as empty: MUI tints the track with a
 * light shade of the bar's colour, so at 0 % a mint track looked like a full bar. The track
 * is a neutral grey with an outline instead, and the label carries the value for screen
 * readers ('Crypto Starter progress: 0%').
 */
export function ProgressBar({
  value,
  label,
  tone = 'success',
  sx,
}: {
  /** 0..100 */
  value: number;
  label: string;
  tone?: 'success' | 'neutral';
  sx?: SxProps<Theme>;
}) {
  return (
    <LinearProgress
      variant="determinate"
      value={value}
      aria-label={UI_TEXT.progress(label, value)}
      aria-valuetext={UI_TEXT.progressValue(value)}
      color={tone === 'success' ? 'success' : 'inherit'}
      sx={[
        {
          height: 10,
          borderRadius: 5,
          bgcolor: 'grey.100',
          boxShadow: (t) => `inset 0 0 0 1px ${t.palette.grey[600]}`,
          // MUI draws its own tinted track under 'inherit': hide it, the grey above is the track
          '&::before': { display: 'none' },
          '& .MuiLinearProgress-bar': { borderRadius: 5, bgcolor: tone === 'success' ? 'success.main' : 'grey.700' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      data-testid="progress-bar"
    />
  );
}
