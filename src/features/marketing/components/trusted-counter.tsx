import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { percentText } from '@/src/config/site';

/**
 * 'Trusted Company': a percentage and its bar. The HTML shows the target; the
 * page's script counts it up from 0 once it is scrolled into view
 * (src/lib/enhance/counter.ts, which reads the data- attributes here). The percentage is written
 * the page's language's way ('100%', '100 %'): the script, which loads no words or formats, fills
 * in data-counter-format's '#'.
 */
export function TrustedCounter({ label, target }: { label: string; target: number }) {
  const labelId = useId();
  const shown = percentText(target);
  return (
    <Box sx={{ mt: 4 }} data-counter-target={target} data-counter-format={shown.replace(String(target), '#')}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography id={labelId} component="p" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography
          component="p"
          sx={{ fontWeight: 800, fontSize: 28, color: 'primary.main' }}
          data-testid="trusted-counter-value"
          data-counter-value
        >
          {shown}
        </Typography>
      </Box>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={target}
        sx={{ height: 10, borderRadius: 5, overflow: 'hidden', bgcolor: 'rgba(15, 52, 96, 0.12)' }}
      >
        <Box data-counter-fill style={{ width: `${target}%` }} sx={{ height: '100%', bgcolor: 'secondary.main', borderRadius: 5 }} />
      </Box>
    </Box>
  );
}
