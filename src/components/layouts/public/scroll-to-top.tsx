import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';

/** Appears once the page is scrolled more than 180 px; scrolls smoothly to the top (SPEC.md section 2). */
export function ScrollToTop() {
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: 180 });
  return (
    <Zoom in={visible}>
      <Fab
        size="medium"
        color="secondary"
        aria-label="Scroll to top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 24, bottom: 24 }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
