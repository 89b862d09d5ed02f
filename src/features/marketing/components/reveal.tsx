import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useReducedMotion } from '@/src/components/ui/use-reduced-motion';
import { REVEAL_DURATION_MS, REVEAL_THRESHOLD } from '../constants';
import { useInView } from '../hooks/use-in-view';

interface RevealProps {
  children: ReactNode;
  /** ms to wait before fading in, to stagger a row of cards */
  delay?: number;
  sx?: SxProps<Theme>;
}

/**
 * Fades and lifts its content in once, when 30% of it is visible (SPEC.md section 2).
 * With prefers-reduced-motion the content is simply there. Wrap blocks shorter than a
 * screen: a block more than three screens tall never gets 30% visible.
 */
export function Reveal({ children, delay = 0, sx }: RevealProps) {
  const reduced = useReducedMotion();
  const [ref, inView] = useInView<HTMLDivElement>(REVEAL_THRESHOLD, !reduced);
  const shown = reduced || inView;
  return (
    <Box
      ref={ref}
      data-reveal={shown ? 'shown' : 'hidden'}
      sx={[
        (theme) => ({
          opacity: shown ? 1 : 0,
          transform: shown ? 'none' : 'translateY(24px)',
          transition: reduced ? 'none' : theme.transitions.create(['opacity', 'transform'], { duration: REVEAL_DURATION_MS, delay }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
