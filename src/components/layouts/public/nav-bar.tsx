import { lazy, Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { Logo } from '@/src/components/ui/logo';
import { paths } from '@/src/config/paths';
import { NAV_ITEMS } from './nav-items';

// The sidebar's code is fetched when it is first wanted (a hover or focus on the menu button
// starts it early), so wide screens never download it.
const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(loadDrawer);

const linkSx = {
  color: 'text.primary',
  fontWeight: 600,
  px: 1.5,
  borderRadius: 2,
  '&.active': { color: 'primary.main', backgroundColor: 'rgba(15, 52, 96, 0.08)' },
} as const;

export function NavBar() {
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so that closing can slide out
  const [wanted, setWanted] = useState(false);
  const openDrawer = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: 70, gap: 2 }}>
          <Logo />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 'auto' }}>
            {NAV_ITEMS.map((item) => (
              <Button key={item.to} component={NavLink} to={item.to} end={item.end} sx={linkSx}>
                {item.label}
              </Button>
            ))}
          </Box>
          <Button
            component={RouterLink}
            to={paths.account}
            variant="contained"
            color="secondary"
            sx={{ ml: { xs: 'auto', md: 1 }, display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Investors Portal
          </Button>
          <IconButton
            aria-label="Open menu"
            aria-controls={open ? 'public-nav-drawer' : undefined}
            aria-expanded={open}
            onClick={openDrawer}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            sx={{ display: { md: 'none' }, ml: { xs: 'auto', sm: 0 } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {wanted && (
        <Suspense fallback={null}>
          <NavDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
