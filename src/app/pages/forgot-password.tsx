import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';

export function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot password?" subtitle="Resetting a password online is coming soon">
      <Typography>
        Until then, write to{' '}
        <Link href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</Link> from the address you registered with and
        we will help you back into your account.
      </Typography>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 600 }}>
          Back to sign in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
