import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddCard from '@mui/icons-material/AddCard';
import ArrowOutward from '@mui/icons-material/ArrowOutward';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { DASHBOARD_TEXT as T } from '../texts';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';

/**
 * Deposit and Withdraw on the dashboard itself below 1024 px, where the side navigation is a
 * drawer behind the menu button. From 1024 px the navigation shows them.
 */
export function QuickActions() {
  const theme = useTheme();
  // noSsr: the first render already knows; without a browser (no matchMedia) the drawer is permanent
  const drawerHidden = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  if (!drawerHidden) return null;
  return (
    <Stack component="nav" aria-label={T.quickActions} direction="row" spacing={1.5}>
      <Button
        component={RouterLink}
        to={ACCOUNT_PATHS.deposit}
        variant="contained"
        color="secondary"
        startIcon={<AddCard />}
        sx={{ flex: 1 }}
      >
        {T.deposit}
      </Button>
      <Button
        component={RouterLink}
        to={ACCOUNT_PATHS.withdrawal}
        variant="outlined"
        startIcon={<ArrowOutward sx={MIRRORED_IN_RTL} />}
        sx={{ flex: 1 }}
      >
        {T.withdraw}
      </Button>
    </Stack>
  );
}
