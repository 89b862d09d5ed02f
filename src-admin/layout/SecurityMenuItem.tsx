import Security from '@mui/icons-material/Security';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { forwardRef } from 'react';
import { useUserMenu } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SECURITY_PATH } from '../security/staffTwoFactor';
import { LAYOUT_TEXT } from './texts';

/**
 * The user menu's way to the person's own security page (two-factor sign-in, sessions): the
 * investor area's, which serves every role. A plain router path: it leaves the back office.
 */
export const SecurityMenuItem = forwardRef<HTMLAnchorElement>(function SecurityMenuItem(props, ref) {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={RouterLink} to={SECURITY_PATH} ref={ref} onClick={() => userMenu?.onClose()} {...props}>
      <ListItemIcon>
        <Security fontSize="small" />
      </ListItemIcon>
      <ListItemText>{LAYOUT_TEXT.yourSecurity}</ListItemText>
    </MenuItem>
  );
});
