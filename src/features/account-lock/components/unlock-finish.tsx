import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_LOCK_MSG } from '@/common/account-lock';
import { isLinkToken } from '@/common/api/account-lock';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { paths } from '@/src/config/paths';
import { readApiError } from '@/src/lib/api-error';
import { useFinishUnlock } from '../api/finish-unlock';
import { LOCK_UI } from '../texts';
import { failureText } from '../utils/api-failure';

/** A link that cannot work: say so, and offer to start again. */
function StartAgain({ message }: { message: string }) {
  return (
    <>
      <Alert severity="error">{message}</Alert>
      <Button component={RouterLink} to={paths.unlockAccount} variant="outlined" fullWidth size="large" sx={{ mt: 3 }}>
        {LOCK_UI.unlockAgain}
      </Button>
    </>
  );
}

/** /unlock-account?token=…: the e-mailed link. One button finishes (nothing happens on opening it). */
export function UnlockFinish({ token }: { token: string | null }) {
  const finish = useFinishUnlock();
  if (!isLinkToken(token)) return <StartAgain message={ACCOUNT_LOCK_MSG.unlockLinkInvalid} />;
  if (finish.isSuccess) {
    return (
      <>
        <Alert severity="success">{finish.data}</Alert>
        <Button component={RouterLink} to={paths.login} variant="contained" fullWidth size="large" sx={{ mt: 3 }}>
          {LOCK_UI.signIn}
        </Button>
      </>
    );
  }
  if (finish.isError && readApiError(finish.error).status === 400) {
    return <StartAgain message={failureText(finish.error, ACCOUNT_LOCK_MSG.unlockLinkInvalid)} />;
  }
  return (
    <>
      <Typography>{LOCK_UI.finishIntro}</Typography>
      {finish.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failureText(finish.error, LOCK_UI.failed)}
        </Alert>
      )}
      <SpinnerButton type="button" busy={finish.isPending} sx={{ mt: 3 }} onClick={() => finish.mutate({ token })}>
        {LOCK_UI.finishButton}
      </SpinnerButton>
    </>
  );
}
