import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useReducedMotion } from '@/src/components/ui/use-reduced-motion';

/** SPEC.md section 9: the button shows once the page is scrolled more than this. */
export const SCROLL_TOP_THRESHOLD_PX = 180;

/** Appears past 180 px; scrolls smoothly to the top (instantly for visitors who prefer reduced motion). */
export function ScrollToTop() {
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD_PX });
  const reduced = useReducedMotion();
  return (
    <Zoom in={visible} appear={false}>
      <Fab
        size="medium"
        color="secondary"
        aria-label="Scroll to top"
        onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}
        sx={{ position: 'fixed', right: { xs: 16, md: 24 }, bottom: { xs: 16, md: 24 }, zIndex: 'speedDial' }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
