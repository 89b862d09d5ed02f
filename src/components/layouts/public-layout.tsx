import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { enhancePublicPage } from '@/src/lib/enhance/public-page';
import { Footer } from './public/footer';
import { NavBar } from './public/nav-bar';
import { ScrollToTop } from './public/scroll-to-top';
import { PUBLIC_LAYOUT_TEXT } from './texts';

/**
 * Public site shell: navigation bar, routed content, scroll-to-top button, footer. Its parts are
 * HTML only; what they do is the same DOM code the prerendered pages run (enhancePublicPage), wired
 * again for each page the app shows here.
 */
export function PublicLayout() {
  const shell = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => (shell.current ? enhancePublicPage(shell.current) : undefined), [pathname]);
  return (
    <Box
      ref={shell}
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        // MUI shows keyboard focus on its buttons from React (focusVisible), which the prerendered
        // pages do not run: the browser's own :focus-visible shows it instead
        '& .MuiButtonBase-root:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
      }}
    >
      <a className="skip-link" href="#main">
        {PUBLIC_LAYOUT_TEXT.skipToContent}
      </a>
      <NavBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
        {/* inside <main> so that, once shown, it is part of a landmark */}
        <ScrollToTop />
      </Box>
      <Footer />
    </Box>
  );
}
