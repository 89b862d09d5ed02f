import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { REVEAL_DURATION_MS } from '@/src/config/public-site';

interface RevealProps {
  children: ReactNode;
  /** ms to wait before fading in, to stagger a row of cards */
  delay?: number;
  sx?: SxProps<Theme>;
}

/**
 * A block that fades and lifts in once, when 30% of it is visible: the page's
 * script hides it while it is below the fold (src/lib/enhance/reveal.ts). Wrap
 * blocks shorter than a screen: a block more than three screens tall never gets 30% visible.
 */
export function Reveal({ children, delay = 0, sx }: RevealProps) {
  return (
    <Box
      data-reveal="shown"
      sx={[
        (theme) => ({
          // hidden at once (the script hides what is below the fold as the page opens), faded in
          '&[data-reveal="hidden"]': { opacity: 0, transform: 'translateY(24px)' },
          '&[data-reveal="shown"]': {
            transition: theme.transitions.create(['opacity', 'transform'], { duration: REVEAL_DURATION_MS, delay }),
          },
          '@media (prefers-reduced-motion: reduce)': { '&[data-reveal]': { transition: 'none' } },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
