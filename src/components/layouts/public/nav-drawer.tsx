import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { Logo } from '@/src/components/ui/logo';
import { paths } from '@/src/config/paths';
import { NAV_ITEMS } from './nav-items';

/** SPEC.md: on small screens a sidebar slides in (500 ms) and closes on its close button or a click outside. */
export default function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  // This component is loaded on the first tap of the menu button and so mounts already wanted
  // open; the Drawer only slides in when it goes from closed to open, so start closed.
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point: it starts the slide-in
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      id="public-nav-drawer"
      anchor="left"
      open={open && mounted}
      onClose={onClose}
      transitionDuration={500}
      slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw', p: 2 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Logo />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main">
        <List>
          {NAV_ITEMS.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.end}
              onClick={onClose}
              sx={{ borderRadius: 2, '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
            >
              <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Button component={RouterLink} to={paths.account} onClick={onClose} variant="contained" color="secondary" sx={{ mt: 2 }}>
        Investors Portal
      </Button>
    </Drawer>
  );
}
