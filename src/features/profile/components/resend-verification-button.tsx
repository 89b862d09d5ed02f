import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { EMAIL_VERIFY_UI } from '@/common/validation/email-verification';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { useResendVerification } from '../api/resend-verification';
import { PROFILE_TEXT } from '../texts';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * 'Send the link again' and what came of it (sent, or the server's reason: too many asked
 * for, already verified). Used wherever an unverified address is mentioned.
 */
export function ResendVerificationButton({ email }: { email: string | undefined }) {
  const resend = useResendVerification();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = () => {
    setOutcome(null);
    resend.mutate(undefined, {
      onSuccess: () =>
        setOutcome({ tone: 'success', text: email ? EMAIL_VERIFY_UI.sent(email) : EMAIL_VERIFY_UI.sent(PROFILE_TEXT.yourEmailAddress) }),
      onError: (error) => {
        const failed = readApiError(error);
        const serverSaid = failed.status !== null && failed.status < 500 ? failed.message : null;
        setOutcome({ tone: 'error', text: serverSaid ?? EMAIL_VERIFY_UI.resendFailed });
      },
    });
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <SpinnerButton type="button" variant="outlined" onClick={send} busy={resend.isPending} fullWidth={false}>
        {EMAIL_VERIFY_UI.resend}
      </SpinnerButton>
      <div role="status" aria-live="polite" style={{ alignSelf: 'stretch' }}>
        {outcome && (
          <Alert severity={outcome.tone} sx={{ overflowWrap: 'anywhere' }}>
            {outcome.text}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
