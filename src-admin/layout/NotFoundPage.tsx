import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link, Title, useBasename, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ADMIN_ONLY_AREAS } from '../ui/adminOnly';
import { useRole } from '../ui/roles';
import { LAYOUT_TEXT as T } from './texts';

/**
 * An address the back office has no page for. When it is an area only admins open (Plans,
 * Wallets, the audit log, Reconciliation) and the signed-in person is not an admin, it says
 * so: 'no access', not 'not found' (the page exists; their role does not open it).
 */
export const NotFoundPage = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const { isAdmin, isPending } = useRole();
  if (isPending) return null;
  const area = pathname.slice(basename.length).split('/').filter(Boolean)[0] ?? '';
  const adminOnly = !isAdmin ? ADMIN_ONLY_AREAS[area] : undefined;
  const title = adminOnly ? translate('ra.page.access_denied') : translate('ra.page.not_found');
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ mb: 2 }}>{adminOnly ? T.adminOnly(adminOnly) : translate('ra.message.not_found')}</Typography>
        <Link to={basename || '/'}>{T.goHome}</Link>
      </CardContent>
    </Card>
  );
};
