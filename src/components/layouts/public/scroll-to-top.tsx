import Fab from '@mui/material/Fab';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { PUBLIC_LAYOUT_TEXT } from '../texts';

/**
 * The scroll-to-top button, hidden until the page is scrolled more than 180 px;
 * the page's script shows it and makes it work (src/lib/enhance/scroll-to-top.ts).
 * It zooms in and out; hidden, it is out of the tab order and of what screen readers read.
 */
export function ScrollToTop() {
  return (
    <Fab
      size="medium"
      color="secondary"
      aria-label={PUBLIC_LAYOUT_TEXT.scrollToTop}
      data-scroll-top
      data-visible="false"
      sx={(theme) => ({
        position: 'fixed',
        right: { xs: 16, md: 24 },
        bottom: { xs: 16, md: 24 },
        zIndex: 'speedDial',
        transition: theme.transitions.create(['transform', 'visibility'], { duration: theme.transitions.duration.enteringScreen }),
        '&[data-visible="false"]': { transform: 'scale(0)', visibility: 'hidden' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    >
      <KeyboardArrowUp />
    </Fab>
  );
}
