import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { HydrateApart } from '../ui/hydrate-apart';
import { HydrateOnView } from '../ui/hydrate-on-view';
import { Footer } from './public/footer';
import { NavBar } from './public/nav-bar';
import { ScrollToTop } from './public/scroll-to-top';

/** Public site shell: navigation bar, routed content, scroll-to-top button, footer. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <HydrateApart>
        <NavBar />
      </HydrateApart>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <HydrateApart>
          <Outlet />
        </HydrateApart>
        {/* inside <main> so that, once shown, it is part of a landmark */}
        <ScrollToTop />
      </Box>
      <HydrateOnView>
        <Footer />
      </HydrateOnView>
    </Box>
  );
}
