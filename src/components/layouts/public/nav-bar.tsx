import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { LanguageSwitcher } from '@/src/components/ui/language-switcher';
import { Logo } from '@/src/components/ui/logo';
import { paths } from '@/src/config/paths';
import { NAV_DRAWER_ID } from '@/src/config/public-site';
import { NavDrawer } from './nav-drawer';
import { NAV_ITEMS } from './nav-items';
import { PUBLIC_LAYOUT_TEXT } from '../texts';

const linkSx = {
  color: 'text.primary',
  fontWeight: 600,
  px: 1.5,
  borderRadius: 2,
  '&.active': { color: 'primary.main', backgroundColor: 'rgba(15, 52, 96, 0.08)' },
} as const;

/** The public pages' bar: logo, links, the portal button, and the menu button that opens the sidebar on small screens. */
export function NavBar() {
  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: 70, gap: 2 }}>
          <Logo />
          <Box component="nav" aria-label={PUBLIC_LAYOUT_TEXT.mainNav} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 'auto' }}>
            {NAV_ITEMS.map((item) => (
              <Button key={item.to} component={NavLink} to={item.to} end={item.end} sx={linkSx}>
                {item.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ ml: { xs: 'auto', md: 0 } }}>
            <LanguageSwitcher compact />
          </Box>
          <Button
            component={RouterLink}
            to={paths.account}
            variant="contained"
            color="secondary"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {PUBLIC_LAYOUT_TEXT.investorsPortal}
          </Button>
          <IconButton
            aria-label={PUBLIC_LAYOUT_TEXT.openMenu}
            aria-controls={NAV_DRAWER_ID}
            aria-expanded="false"
            aria-haspopup="dialog"
            data-nav-drawer-open
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <NavDrawer />
    </AppBar>
  );
}
