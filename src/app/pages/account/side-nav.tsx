import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import AddCard from '@mui/icons-material/AddCard';
import Logout from '@mui/icons-material/Logout';
import { NavLink } from 'react-router-dom';
import { Logo } from '@/src/components/ui/logo';
import { useLogout } from '@/src/features/auth/api/logout';
import { BackOfficeLink } from '@/src/features/account/components/back-office-link';
import { ACCOUNT_NAV_ITEMS } from '@/src/features/account/nav-items';
import { NAV_DEPOSIT_SX, NAV_ENTRY_SX, NAV_ENTRY_TEXT_PROPS, NAV_LIST_SX, NAV_LOGO_SX } from '@/src/features/account/nav-look';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { ACCOUNT_SHELL_TEXT as T } from './texts';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';

/**
 * The investor area's side navigation: logo, the Deposit button, every
 * entry, Log Out. The entry matching the end of the path is highlighted (aria-current).
 * `onNavigate` lets the mobile drawer close when an item is chosen.
 */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const logout = useLogout();
  return (
    <Box component="nav" aria-label={T.accountNav} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={NAV_LOGO_SX} onClick={onNavigate}>
        <Logo />
      </Box>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <Button
          component={NavLink}
          to={ACCOUNT_PATHS.deposit}
          end
          onClick={onNavigate}
          variant="contained"
          color="secondary"
          size="large"
          fullWidth
          startIcon={<AddCard />}
          sx={{ ...NAV_DEPOSIT_SX, '&.active': { boxShadow: (t) => `0 0 0 3px ${alpha(t.palette.secondary.main, 0.35)}` } }}
        >
          {T.deposit}
        </Button>
      </Box>
      <List sx={NAV_LIST_SX}>
        {ACCOUNT_NAV_ITEMS.map(({ label, to, icon: Icon }) => (
          <ListItem key={to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={to}
              end
              onClick={onNavigate}
              sx={{
                ...NAV_ENTRY_SX,
                '&.active': {
                  bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
                  color: 'primary.main',
                  fontWeight: 700,
                  '& .MuiListItemText-primary': { fontWeight: 700 },
                },
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} slotProps={NAV_ENTRY_TEXT_PROPS} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <BackOfficeLink onNavigate={onNavigate} />
        <ListItemButton
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          sx={{ borderRadius: 2, minHeight: 44, color: 'text.secondary', '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 38 } }}
        >
          <ListItemIcon>
            <Logout fontSize="small" sx={MIRRORED_IN_RTL} />
          </ListItemIcon>
          <ListItemText primary={T.logOut} slotProps={NAV_ENTRY_TEXT_PROPS} />
        </ListItemButton>
      </Box>
    </Box>
  );
}
