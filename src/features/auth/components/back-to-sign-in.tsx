import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/config/paths';
import { AUTH_TEXT } from '../texts';

export function BackToSignIn() {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
      <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 600 }}>
        {AUTH_TEXT.backToSignIn}
      </Link>
    </Typography>
  );
}
