import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '@/src/features/auth/api/logout';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { useMe } from '@/src/lib/auth/me';
import { ACCOUNT_SHELL_TEXT as T } from './texts';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/**
 * The top bar's avatar and its dropdown: name and e-mail (to /account),
 * Profile, Activities, Logout. Closes on an outside click, Escape or choosing an item.
 */
export function ProfileMenu() {
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const go = (to: string) => {
    close();
    navigate(to);
  };
  const name = me.data?.name ?? '';

  return (
    <>
      <ButtonBase
        id={`${id}-button`}
        aria-label={T.openAccountMenu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: 999, p: 0.5, pr: { xs: 0.5, sm: 1 }, gap: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Avatar sx={{ bgcolor: 'primary.main', width: 40, height: 40, fontSize: 16, fontWeight: 700 }}>{name ? initials(name) : ''}</Avatar>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', maxWidth: 200 }}>
          {me.data ? (
            <Typography variant="subtitle2" component="span" noWrap sx={{ display: 'block' }}>
              {name}
            </Typography>
          ) : (
            <Skeleton width={110} />
          )}
        </Box>
        <ExpandMore fontSize="small" sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary' }} />
      </ButtonBase>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` }, paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <MenuItem onClick={() => go(ACCOUNT_PATHS.home)} sx={{ display: 'block', py: 1.25 }}>
          <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
            {name || T.yourAccount}
          </Typography>
          <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
            {me.data?.email ?? ''}
          </Typography>
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => go(ACCOUNT_PATHS.profile)}>
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          {T.profile}
        </MenuItem>
        <MenuItem onClick={() => go(ACCOUNT_PATHS.activity)}>
          <ListItemIcon>
            <ReceiptLongOutlined fontSize="small" />
          </ListItemIcon>
          {T.activities}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout.mutate();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" sx={MIRRORED_IN_RTL} />
          </ListItemIcon>
          {T.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
