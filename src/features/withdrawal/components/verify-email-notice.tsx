import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { EMAIL_VERIFY_UI } from '@/common/validation/email-verification';
import { ResendVerificationButton } from '@/src/features/profile/components/resend-verification-button';

/**
 * Shown instead of the withdrawal form while the account's e-mail address is not verified
 * (a withdrawal would be refused with 403). The link can be sent again (rate limited).
 */
export function VerifyEmailNotice({ email }: { email: string | undefined }) {
  return (
    <Stack spacing={2.5}>
      <Alert severity="warning">
        <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
          {EMAIL_VERIFY_UI.required}
        </AlertTitle>
        {EMAIL_VERIFY_UI.explain}
      </Alert>
      <ResendVerificationButton email={email} />
    </Stack>
  );
}
