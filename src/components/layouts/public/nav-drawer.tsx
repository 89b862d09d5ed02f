import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { Logo } from '@/src/components/ui/logo';
import { paths } from '@/src/config/paths';
import { NAV_DRAWER_ID, NAV_DRAWER_SLIDE_MS } from '@/src/config/public-site';
import { NAV_ITEMS } from './nav-items';
import { PUBLIC_LAYOUT_TEXT } from '../texts';

/**
 * On small screens a sidebar slides in (500 ms) and closes on its close button or a click
 * outside. A modal <dialog>: the browser keeps focus inside it, makes the page behind inert and
 * closes it on Escape; the page's script opens and closes it (src/lib/enhance/nav-drawer.ts).
 */
export function NavDrawer() {
  return (
    <Box
      component="dialog"
      id={NAV_DRAWER_ID}
      aria-label={PUBLIC_LAYOUT_TEXT.menu}
      data-nav-drawer
      sx={(theme) => ({
        // the browser's dialog box, made a full-height panel on the left
        m: 0,
        inset: '0 auto 0 0',
        height: '100dvh',
        maxHeight: 'none',
        width: 300,
        maxWidth: '85vw',
        border: 0,
        p: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: theme.shadows[16],
        transform: 'translateX(-100%)',
        transition: theme.transitions.create('transform', { duration: NAV_DRAWER_SLIDE_MS, easing: theme.transitions.easing.easeOut }),
        '&[data-open]': { transform: 'none' },
        '&::backdrop': {
          backgroundColor: 'rgba(0, 0, 0, 0.5)',
          opacity: 0,
          transition: `opacity ${NAV_DRAWER_SLIDE_MS}ms`,
        },
        '&[data-open]::backdrop': { opacity: 1 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&::backdrop': { transition: 'none' } },
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Logo />
        <IconButton aria-label={PUBLIC_LAYOUT_TEXT.closeMenu} data-nav-drawer-close>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={PUBLIC_LAYOUT_TEXT.mainNav}>
        <List>
          {NAV_ITEMS.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.end}
                sx={{ borderRadius: 2, '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
              >
                <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Button component={RouterLink} to={paths.account} variant="contained" color="secondary" sx={{ mt: 2 }}>
        {PUBLIC_LAYOUT_TEXT.investorsPortal}
      </Button>
    </Box>
  );
}
