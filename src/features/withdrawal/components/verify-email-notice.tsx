import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { EMAIL_VERIFY_UI } from '@/common/validation/email-verification';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { useResendVerification } from '../api/resend-verification';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * Shown instead of the withdrawal form while the account's e-mail address is not verified
 * (issue 11): a withdrawal would be refused with 403. The link can be sent again (rate limited).
 */
export function VerifyEmailNotice({ email }: { email: string | undefined }) {
  const resend = useResendVerification();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = () => {
    setOutcome(null);
    resend.mutate(undefined, {
      onSuccess: () =>
        setOutcome({ tone: 'success', text: email ? EMAIL_VERIFY_UI.sent(email) : EMAIL_VERIFY_UI.sent('your e-mail address') }),
      onError: (error) => {
        const failed = readApiError(error);
        const serverSaid = failed.status !== null && failed.status < 500 ? failed.message : null;
        setOutcome({ tone: 'error', text: serverSaid ?? EMAIL_VERIFY_UI.resendFailed });
      },
    });
  };

  return (
    <Stack spacing={2.5}>
      <Alert severity="warning">
        <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
          {EMAIL_VERIFY_UI.required}
        </AlertTitle>
        {EMAIL_VERIFY_UI.explain}
      </Alert>
      <SpinnerButton type="button" onClick={send} busy={resend.isPending} fullWidth={false} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {EMAIL_VERIFY_UI.resend}
      </SpinnerButton>
      <div role="status" aria-live="polite">
        {outcome && <Alert severity={outcome.tone}>{outcome.text}</Alert>}
      </div>
    </Stack>
  );
}
