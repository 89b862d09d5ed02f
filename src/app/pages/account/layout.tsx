import '@/src/lib/zod-no-eval';
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import { SIDE_NAV_WIDTH } from '@/src/features/account/nav-items';
import { AccountOutlet } from './account-outlet';
import { SideNav } from './side-nav';
import { AccountTopBar } from './top-bar';
import { ACCOUNT_SHELL_TEXT as T } from './texts';

const MAIN_ID = 'main';

/**
 * The investor area's shell: side navigation (240 px; permanent at and
 * above 1024 px, a drawer below it), the 70 px top bar and the routed screen.
 */
export function AccountLayout() {
  const theme = useTheme();
  // read synchronously, so a phone never flashes the desktop layout; without matchMedia
  // (no browser) the permanent navigation is shown
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true, defaultMatches: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();

  // any navigation (the avatar menu, a link in a page) closes the drawer, and so does a window
  // that grows wide enough for the permanent navigation; adjusted while rendering, not in an
  // effect, so the closed drawer is what gets painted
  const [seen, setSeen] = useState({ pathname, desktop });
  if (seen.pathname !== pathname || seen.desktop !== desktop) {
    setSeen({ pathname, desktop });
    if (seen.pathname !== pathname || desktop) setDrawerOpen(false);
  }

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {T.skipToContent}
      </Link>
      {desktop ? (
        <Drawer
          variant="permanent"
          id={navId}
          sx={{ width: SIDE_NAV_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH, boxSizing: 'border-box' } }}
        >
          <SideNav />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          id={navId}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { 'aria-label': T.navigationMenu } }}
          sx={{ '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH, boxSizing: 'border-box' } }}
        >
          <SideNav onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AccountTopBar compact={!desktop} menuOpen={drawerOpen} navId={navId} onOpenMenu={() => setDrawerOpen(true)} />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, width: '100%', maxWidth: 1320, mx: 'auto', p: { xs: 2, sm: 3, lg: 4 }, outline: 'none' }}
        >
          <AccountOutlet />
        </Box>
      </Box>
    </Box>
  );
}
