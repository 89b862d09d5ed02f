import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../features/auth/api/logout';
import { useMe } from '../../../features/profile/api/get-me';

export function AccountTopBar() {
  const me = useMe();
  const logout = useLogout();
  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ minHeight: { xs: 70 }, gap: 2 }}>
        <Logo />
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Button component={RouterLink} to={paths.accountDeposit} variant="contained" color="secondary" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            Deposit
          </Button>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36 }} aria-hidden>
              {me.data?.name.charAt(0).toUpperCase() ?? ''}
            </Avatar>
            <Box sx={{ lineHeight: 1.2 }}>
              {me.data ? (
                <>
                  <Typography variant="subtitle2" component="p">{me.data.name}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">{me.data.email}</Typography>
                </>
              ) : (
                <Skeleton width={120} />
              )}
            </Box>
          </Box>
          <Button
            variant="outlined"
            startIcon={<Logout />}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            Log Out
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
