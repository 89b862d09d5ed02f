import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { approveDeviceBodySchema } from '@/common/api/auth';
import { DEVICE_APPROVAL_MSG, DEVICE_APPROVAL_TOKEN_PARAM } from '@/common/device-approval';
import { MSG } from '@/common/messages';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { useApproveDevice } from '@/src/features/auth/api/approve-device';
import { AuthLayout } from '@/src/features/auth/components/auth-layout';
import { BackToSignIn } from '@/src/features/auth/components/back-to-sign-in';
import { readApiError } from '@/src/lib/api-error';
import { AUTH_PAGES_TEXT as T } from './texts';

/** The message for a failed approval: the server's when it gave one, else why links fail. */
function failureMessage(error: unknown): string {
  const failure = readApiError(error);
  if (failure.status === null) return MSG.networkError;
  return failure.status < 500 && failure.message ? failure.message : DEVICE_APPROVAL_MSG.linkInvalid;
}

/**
 * /approve-device?token=…: the link from the new-device e-mail. Opening it approves nothing (mail
 * scanners open links by themselves): the owner presses the button. It may be opened in any
 * browser; the one that waits is told by the server.
 */
export function ApproveDevicePage() {
  const [params] = useSearchParams();
  const token = params.get(DEVICE_APPROVAL_TOKEN_PARAM) ?? '';
  const wellFormed = approveDeviceBodySchema.shape.token.safeParse(token).success;
  const approval = useApproveDevice();

  let body;
  if (!wellFormed || approval.isError) {
    body = (
      <>
        <Alert severity="error">{wellFormed ? failureMessage(approval.error) : DEVICE_APPROVAL_MSG.linkInvalid}</Alert>
        <BackToSignIn />
      </>
    );
  } else if (approval.isSuccess) {
    body = <Alert severity="success">{approval.data}</Alert>;
  } else {
    body = (
      <Box
        component="form"
        noValidate
        aria-label={DEVICE_APPROVAL_MSG.approve}
        onSubmit={(event) => {
          event.preventDefault();
          approval.mutate(token);
        }}
      >
        <Typography sx={{ mb: 1.5 }}>{T.approveIfYou}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {T.approveNotYou}
        </Typography>
        <SpinnerButton busy={approval.isPending}>{DEVICE_APPROVAL_MSG.approve}</SpinnerButton>
      </Box>
    );
  }

  return (
    <AuthLayout title={T.approveTitle} subtitle={T.approveSubtitle}>
      <Box aria-live="polite">{body}</Box>
    </AuthLayout>
  );
}
