import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ACTION } from '@/common/action-names';
import { MSG } from '@/common/messages';
import { verifyTokenField } from '@/common/api/email-verification';
import { EMAIL_MSG, VERIFY_TOKEN_PARAM } from '@/common/validation/email-verification';
import { paths } from '@/src/config/paths';
import { AuthLayout } from '@/src/features/auth/components/auth-layout';
import { BackToSignIn } from '@/src/features/auth/components/back-to-sign-in';
import { ME_QUERY_KEY } from '@/src/lib/auth/me';
import { useVerifyEmail } from '@/src/features/profile/api/verify-email';
import { readApiError } from '@/src/lib/api-error';
import { useSession } from '@/src/lib/auth/use-session';
import { AUTH_PAGES_TEXT as T } from './texts';

/** Where to go next: the account when signed in here, else the sign-in screen. */
function NextStep() {
  const signedIn = useSession() !== null;
  return (
    <Button component={RouterLink} to={signedIn ? paths.account : paths.login} variant="contained" fullWidth size="large" sx={{ mt: 3 }}>
      {signedIn ? T.goToAccount : ACTION.signIn}
    </Button>
  );
}

/** The message for a failed link: the server's when it gave one (400, 409), else a generic one. */
function failureMessage(error: unknown): string {
  const failure = readApiError(error);
  if (failure.status === null) return MSG.networkError;
  return failure.status < 500 && failure.message ? failure.message : EMAIL_MSG.verifyInvalid;
}

/**
 * /verify-email?token=…: the link from the e-mail. Spends the token once (a malformed one is
 * not sent) and says how it went, with the way on.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get(VERIFY_TOKEN_PARAM) ?? '';
  const wellFormed = verifyTokenField.safeParse(token).success;
  const verification = useVerifyEmail(token, wellFormed);
  const queryClient = useQueryClient();

  // a profile already loaded in this tab shows the address as verified (or the new one) now
  const verified = verification.isSuccess;
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [verified, queryClient]);

  let body;
  if (!wellFormed || verification.isError) {
    body = (
      <>
        <Alert severity="error">{wellFormed ? failureMessage(verification.error) : EMAIL_MSG.verifyInvalid}</Alert>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {T.verifyNewLink}
        </Typography>
        <NextStep />
        <BackToSignIn />
      </>
    );
  } else if (verified) {
    body = (
      <>
        <Alert severity="success">{verification.data}</Alert>
        <NextStep />
      </>
    );
  } else {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{T.checkingLink}</Typography>
      </Box>
    );
  }

  return (
    <AuthLayout title={T.verifyTitle} subtitle={T.verifySubtitle}>
      <Box aria-live="polite">{body}</Box>
    </AuthLayout>
  );
}
