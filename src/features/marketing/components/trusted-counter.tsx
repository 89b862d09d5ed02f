import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useReducedMotion } from '@/src/components/ui/use-reduced-motion';
import { COUNTER_STEP_MS, REVEAL_THRESHOLD } from '../constants';
import { useCountUp } from '../hooks/use-count-up';
import { useInView } from '../hooks/use-in-view';

/**
 * 'Trusted Company' (SPEC.md section 2): counts from 0 to the target percent, one step every
 * 35 ms, starting once when it is scrolled into view. With reduced motion it shows the target.
 */
export function TrustedCounter({ label, target }: { label: string; target: number }) {
  const reduced = useReducedMotion();
  const [ref, inView] = useInView<HTMLDivElement>(REVEAL_THRESHOLD, !reduced);
  const counted = useCountUp(target, COUNTER_STEP_MS, inView && !reduced);
  const value = reduced ? target : counted;
  const labelId = useId();
  return (
    <Box ref={ref} sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography id={labelId} component="p" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 800, fontSize: 28, color: 'primary.main' }} data-testid="trusted-counter-value">
          {value}%
        </Typography>
      </Box>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        sx={{ height: 10, borderRadius: 5, overflow: 'hidden', bgcolor: 'rgba(15, 52, 96, 0.12)' }}
      >
        <Box sx={{ height: '100%', width: `${value}%`, bgcolor: 'secondary.main', borderRadius: 5 }} />
      </Box>
    </Box>
  );
}
