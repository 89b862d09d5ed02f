import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { LanguageSwitcher } from '@/src/components/ui/language-switcher';
import { Logo } from '@/src/components/ui/logo';
import { TOP_BAR_HEIGHT } from '@/src/features/account/nav-items';
import { NotificationBell } from '@/src/features/notifications/components/notification-bell';
import { ProfileMenu } from './profile-menu';
import { ACCOUNT_SHELL_TEXT as T } from './texts';

/**
 * The 70 px top bar. Below 1024 px it carries the menu button that opens the navigation
 * drawer, and the logo (the side navigation, which has it otherwise, is hidden then). The
 * notifications bell sits beside the avatar.
 */
export function AccountTopBar({
  onOpenMenu,
  menuOpen,
  navId,
  compact,
}: {
  onOpenMenu: () => void;
  menuOpen: boolean;
  navId: string;
  compact: boolean;
}) {
  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ minHeight: { xs: TOP_BAR_HEIGHT }, height: TOP_BAR_HEIGHT, gap: 1.5, px: { xs: 1.5, sm: 3 } }}>
        {compact && (
          <>
            <IconButton
              edge="start"
              aria-label={T.openNavigation}
              aria-controls={navId}
              aria-expanded={menuOpen}
              onClick={onOpenMenu}
              sx={{ color: 'text.primary' }}
            >
              <MenuIcon />
            </IconButton>
            <Box sx={{ '& a > span': { display: { xs: 'none', sm: 'inline' }, fontSize: 17, whiteSpace: 'nowrap' } }}>
              <Logo />
            </Box>
          </>
        )}
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
          <LanguageSwitcher compact />
          <NotificationBell />
          <ProfileMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
