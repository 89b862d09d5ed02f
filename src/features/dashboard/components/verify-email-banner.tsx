import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { EMAIL_VERIFY_UI } from '@/common/validation/email-verification';
import { ResendVerificationButton } from '@/src/features/profile/components/resend-verification-button';
import type { Profile } from '@/src/types/api';

/**
 * The first thing on the dashboard until the account's e-mail address is verified: where the
 * link went, why it matters (withdrawals wait for it) and a way to have it sent again.
 */
export function VerifyEmailBanner({ profile }: { profile: Profile | undefined }) {
  if (profile?.email_verified !== false) return null;
  return (
    <Alert
      severity="warning"
      // a standing notice, not news: a landmark to find, not an alert read out on every visit
      role="region"
      component="section"
      aria-labelledby="verify-email-banner-title"
      sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle id="verify-email-banner-title" component="h2" sx={{ fontSize: '1rem' }}>
        {EMAIL_VERIFY_UI.bannerTitle}
      </AlertTitle>
      <Box sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>{EMAIL_VERIFY_UI.bannerExplain(profile.email)}</Box>
      <ResendVerificationButton email={profile.email} />
    </Alert>
  );
}
