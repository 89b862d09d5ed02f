import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useReducedMotion } from '@/src/components/ui/use-reduced-motion';

/** The button itself (its own chunk: see ScrollToTop); zooms in when first shown. */
export default function ScrollToTopButton({ visible }: { visible: boolean }) {
  const reduced = useReducedMotion();
  return (
    <Zoom in={visible}>
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
