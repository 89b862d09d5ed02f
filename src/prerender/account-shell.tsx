import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddCard from '@mui/icons-material/AddCard';
import MenuIcon from '@mui/icons-material/Menu';
import { Logo } from '@/src/components/ui/logo';
import { ACCOUNT_NAV_ITEMS, SIDE_NAV_WIDTH, TOP_BAR_HEIGHT } from '@/src/features/account/nav-items';
import { NAV_DEPOSIT_SX, NAV_ENTRY_SX, NAV_ENTRY_TEXT_PROPS, NAV_LIST_SX, NAV_LOGO_SX } from '@/src/features/account/nav-look';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { ACCOUNT_SECTIONS } from '@/src/config/account-sections';
import { ACCOUNT_SHELL_ATTRIBUTE } from './account-shell-attribute';

/** The text the loading placeholder announces, until the screen's data is there. */
export const ACCOUNT_SHELL_LOADING = 'Loading your account';

/**
 * The investor area as it looks before any script or data (scripts/prerender.mjs serves it for
 * every path below /account): the side navigation, the top bar and a skeleton of the content,
 * laid out as AccountLayout lays them out, so that the app, rendering over it once its code has
 * arrived, changes the content and not the frame. Which layout (a permanent navigation at and
 * above 1024 px, a menu button below) is decided by CSS here: the server does not know the width.
 * No entry is highlighted: the same HTML stands for every section.
 */
export function AccountShell() {
  const desktopOnly = { display: { xs: 'none', lg: 'flex' } };
  const compactOnly = { display: { xs: 'flex', lg: 'none' } };
  return (
    <Box {...{ [ACCOUNT_SHELL_ATTRIBUTE]: '' }} sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="nav"
        aria-label="Account"
        sx={{
          ...desktopOnly,
          flexDirection: 'column',
          width: SIDE_NAV_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          height: '100dvh',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={NAV_LOGO_SX}>
          <Logo />
        </Box>
        <Box sx={{ px: 2, pb: 1.5 }}>
          <Button
            href={ACCOUNT_PATHS.deposit}
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            startIcon={<AddCard />}
            sx={NAV_DEPOSIT_SX}
          >
            Deposit
          </Button>
        </Box>
        <List sx={NAV_LIST_SX}>
          {ACCOUNT_NAV_ITEMS.map(({ label, to, icon: Icon }) => (
            <ListItem key={to} disablePadding>
              <ListItemButton component="a" href={to} sx={NAV_ENTRY_SX}>
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={label} slotProps={NAV_ENTRY_TEXT_PROPS} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{
            height: TOP_BAR_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: { xs: 1.5, sm: 3 },
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {/* the menu button's place: it opens the navigation once the app has taken over */}
          <Box aria-hidden sx={{ ...compactOnly, p: 1, ml: -1.5, color: 'text.primary' }}>
            <MenuIcon />
          </Box>
          <Box sx={{ ...compactOnly, '& a > span': { display: { xs: 'none', sm: 'inline' }, fontSize: 17, whiteSpace: 'nowrap' } }}>
            <Logo />
          </Box>
          <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Skeleton variant="circular" width={28} height={28} />
            <Skeleton variant="circular" width={40} height={40} />
          </Box>
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0, width: '100%', maxWidth: 1320, mx: 'auto', p: { xs: 2, sm: 3, lg: 4 } }}>
          {/* the area's name until the screen's own heading comes with the app */}
          <Typography component="h1" sx={visuallyHidden}>
            {ACCOUNT_SECTIONS.home.title}
          </Typography>
          <Box role="status">
            <Typography sx={visuallyHidden}>{ACCOUNT_SHELL_LOADING}</Typography>
            <Skeleton variant="text" sx={{ fontSize: 32, width: '40%', maxWidth: 320 }} />
            <Box sx={{ mt: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
              {[0, 1, 2, 3].map((card) => (
                <Skeleton key={card} variant="rounded" height={112} />
              ))}
            </Box>
            <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
