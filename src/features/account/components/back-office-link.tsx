import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/config/paths';
import { canUseBackOffice } from '@/src/lib/auth/access';
import { useSession } from '@/src/lib/auth/use-session';
import { ACCOUNT_NAV_TEXT } from '../texts';

/**
 * Staff reach their own security page (two-factor sign-in) from the back office's user menu;
 * this is their way back. Investors never see it.
 */
export function BackOfficeLink({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  if (!canUseBackOffice(session)) return null;
  return (
    <ListItemButton
      component={RouterLink}
      to={paths.admin}
      onClick={onNavigate}
      sx={{ borderRadius: 2, minHeight: 44, color: 'text.secondary', '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 38 } }}
    >
      <ListItemIcon>
        <AdminPanelSettingsOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={ACCOUNT_NAV_TEXT.backToBackOffice} slotProps={{ primary: { fontSize: 15 } }} />
    </ListItemButton>
  );
}
